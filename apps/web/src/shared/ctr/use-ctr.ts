import { escopoCtr, podeVerCtr } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/use-session';
import { findCtrById } from './ctr-api';

/**
 * One CTR by id (ViewSolicitacaoTransporte), for the forms reached from the lists. A CTR outside the
 * user's scope (the domain's rule, the one the API applies) is not shown, as the API would not find it.
 */
export function useCtr(id: string | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['ctr', id],
    queryFn: async () => {
      const ctr = await findCtrById(id ?? '');
      return ctr && podeVerCtr(escopoCtr(user?.perfis ?? []), ctr) ? ctr : null;
    },
    enabled: Boolean(id),
  });
}
