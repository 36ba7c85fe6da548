import { useQuery } from '@tanstack/react-query';
import { findCtrById } from './ctr-api';

/** One CTR by id (ViewSolicitacaoTransporte), for the forms reached from the lists. */
export function useCtr(id: string | undefined) {
  return useQuery({
    queryKey: ['ctr', id],
    queryFn: () => findCtrById(id ?? ''),
    enabled: Boolean(id),
  });
}
