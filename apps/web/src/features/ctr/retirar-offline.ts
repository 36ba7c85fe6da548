import { api } from '../../shared/api/client';
import type { ListResult } from '../../shared/api/types';
import { findEntity } from '../../shared/api/use-find';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { MAX_CTRS_OFFLINE, paramsCopiaCtr } from '../../shared/ctr/use-ctr';
import { gravarCopia, lerComCopia } from '../../shared/offline/copia-offline';
import { prepararLookupOffline } from '../../shared/ui/lookup-offline';
import { lerTiposResiduo } from './tipos-residuo';

/**
 * Retirar Caçamba without a connection (issue #16): while the list is open online, the phone reads
 * ahead what the removal form of each allocated CTR loads — the CTR, its wastes and photo name, the
 * destinations and the waste types — and keeps it on the device; the form opened offline reads
 * those copies. The removal itself is queued by `retirarOuGuardar`.
 */
export const COPIA_CTR_RETIRAR = 'retirar-ctr';
const COPIA_DETALHE = 'retirar-detalhe';
export const COPIA_DESTINOS = 'destinos-finais';
/** The destination lookup of the form (its entity and order), read whole for offline use. */
export const LOOKUP_DESTINOS = { entity: 'ViewDestinoFinal', labelField: 'nomeRazaoSocial' } as const;

export interface CtrDetalhe {
  id: number;
  nomeFotoCacamba?: string | null;
  residuos?: { id?: number; idTipoResiduo: number; volumeAproximadoM3: number }[];
}

const paramsDetalhe = (ids: number | number[]) => ({
  where: { id: Array.isArray(ids) ? { $in: ids } : ids },
  fields: ['id', 'nomeFotoCacamba'],
  include: ['residuos'],
  limit: Array.isArray(ids) ? ids.length : 1,
});

const buscarDetalhe = (ids: number | number[]) =>
  api.post<ListResult<CtrDetalhe>>('/SolicitacaoTransporte/find', paramsDetalhe(ids));

/** The form's wastes and photo name of one CTR, kept on the device (the copy answers offline). */
export const lerDetalheRetirada = (id: number) =>
  lerComCopia(COPIA_DETALHE, paramsDetalhe(id), () => buscarDetalhe(id), MAX_CTRS_OFFLINE);

/**
 * Reads ahead, for the allocated CTRs the user can remove (newest first, up to 50), everything
 * the removal form needs, in four requests.
 */
export async function prepararRetiradaOffline(): Promise<void> {
  const alocadas = await findEntity<CtrRow>(VIEW_CTR, {
    where: { situacao: 'Alocada' },
    order: [['id', 'DESC']],
    limit: MAX_CTRS_OFFLINE,
  });
  for (const ctr of alocadas.rows)
    gravarCopia(COPIA_CTR_RETIRAR, paramsCopiaCtr(ctr.id), { rows: [ctr], count: 1 }, MAX_CTRS_OFFLINE);
  const ids = alocadas.rows.map((c) => c.id);
  if (ids.length) {
    const detalhes = await buscarDetalhe(ids);
    for (const d of detalhes.rows)
      gravarCopia(COPIA_DETALHE, paramsDetalhe(d.id), { rows: [d], count: 1 }, MAX_CTRS_OFFLINE);
  }
  await Promise.all([
    prepararLookupOffline(COPIA_DESTINOS, LOOKUP_DESTINOS.entity, {
      order: [[LOOKUP_DESTINOS.labelField, 'ASC']],
    }),
    lerTiposResiduo(),
  ]);
}
