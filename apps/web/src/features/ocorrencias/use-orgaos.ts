import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Lookup of the distinct inspecting bodies (ViewFiscalizacao). */
export function useOrgaoOptions() {
  const q = useQuery({
    queryKey: ['ViewFiscalizacao'],
    queryFn: () => api.post<{ rows: Array<{ orgao: string }> }>('/ViewFiscalizacao/find', { limit: 50 }),
    staleTime: 5 * 60_000,
  });
  return (q.data?.rows ?? []).map((r) => ({ value: r.orgao, label: r.orgao }));
}
