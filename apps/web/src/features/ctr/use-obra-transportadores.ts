import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { useFind } from '../../shared/api/use-find';

type ObraTransportadorRow = FindRowOf<'ObraTransportador', 'id' | 'idPerfil'> &
  Pick<EntityRow<'ObraTransportador'>, 'transportador'>;

/** Transporters linked to a work site (POST ObraTransportador/find, spec 2 §7). */
export function useObraTransportadores(idObra: number | null) {
  const query = useFind<ObraTransportadorRow>(
    'ObraTransportador',
    { where: { idObra }, include: ['transportador'], limit: 100 },
    { enabled: idObra != null },
  );
  const options = (query.data?.rows ?? []).map((r) => ({
    value: String(r.idPerfil),
    label: r.transportador?.nomeRazaoSocial ?? `Transportador ${r.idPerfil}`,
  }));
  return { options, isLoading: query.isFetching, isError: query.isError, loaded: query.isSuccess };
}
