import { escopoCtr, podeVerCtr } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListResult } from '../api/types';
import { useSession } from '../auth/use-session';
import { type ComCopiaOffline, lerComCopia } from '../offline/copia-offline';
import { type CtrRow, findCtrById } from './ctr-api';

/** CTRs a field form keeps on the device (issue #16): the ones read ahead from its list. */
export const MAX_CTRS_OFFLINE = 50;

/** The request a form's CTR copy answers (what `gravarCopia` must be given to serve it). */
export const paramsCopiaCtr = (id: number) => ({ id });

/**
 * One CTR by id (ViewSolicitacaoTransporte), for the forms reached from the lists. A CTR outside the
 * user's scope (the domain's rule, the one the API applies) is not shown, as the API would not find it.
 * With `offlineCopy` (issue #16), the answer is kept on the device under that name and, with no
 * network, the kept one answers, marked with its date (`copiaOfflineDe`).
 */
export function useCtr(id: string | undefined, offlineCopy?: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['ctr', id, offlineCopy ?? null],
    queryFn: async (): Promise<(CtrRow & { copiaOfflineDe?: string }) | null> => {
      const ler = async (): Promise<ListResult<CtrRow>> => {
        const ctr = await findCtrById(id ?? '');
        return { rows: ctr ? [ctr] : [], count: ctr ? 1 : 0 };
      };
      const r: ComCopiaOffline<CtrRow> = offlineCopy
        ? await lerComCopia(offlineCopy, paramsCopiaCtr(Number(id)), ler, MAX_CTRS_OFFLINE)
        : await ler();
      const ctr = r.rows[0];
      if (!ctr || !podeVerCtr(escopoCtr(user?.perfis ?? []), ctr)) return null;
      return r.copiaOfflineDe ? { ...ctr, copiaOfflineDe: r.copiaOfflineDe } : ctr;
    },
    enabled: Boolean(id),
    networkMode: offlineCopy ? 'always' : 'online',
  });
}
