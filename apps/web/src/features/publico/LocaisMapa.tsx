import type { LocalDescartePublico, OndeDescartarResultado } from '@rcc/domain/contract/publico';
import { useMemo } from 'react';
import { Marker, Tooltip } from 'react-leaflet';
import { type ClusterPoint, ClusterLayer, coloredIcon, MapaBase } from '../../shared/map/MapaBase';
import { nomeDoLocal, TIPO_NOME } from './LocalDescarteCard';

const VOCE = coloredIcon('#c92a2a');
const COR: Record<LocalDescartePublico['tipo'], string> = {
  PEV: '#2f9e44',
  ATT: '#1971c2',
  Aterro: '#5f3dc4',
  Recicladora: '#e67700',
};

/**
 * The places on a map (the list beside it says the same in text, for who cannot use a map): each
 * marker's name and kind are its title and tooltip, never its colour alone.
 */
export default function LocaisMapa({
  locais,
  origem,
}: {
  locais: LocalDescartePublico[];
  origem: OndeDescartarResultado['origem'];
}) {
  const pontos = useMemo<ClusterPoint[]>(
    () =>
      locais
        .filter((l) => l.lat !== null && l.lon !== null)
        .map((l) => ({
          id: l.id,
          lat: l.lat!,
          lon: l.lon!,
          color: COR[l.tipo],
          tooltip: `${nomeDoLocal(l)} — ${TIPO_NOME[l.tipo]}${l.distanciaKm != null ? `, a ${l.distanciaKm.toLocaleString('pt-BR')} km` : ''}`,
        })),
    [locais],
  );
  const primeiro = pontos[0];
  const centro: [number, number] | undefined = origem
    ? [origem.lat, origem.lon]
    : primeiro
      ? [primeiro.lat, primeiro.lon]
      : undefined;
  return (
    <MapaBase
      height={360}
      busca={false}
      center={centro}
      zoom={centro ? 12 : undefined}
      key={centro?.join(',')}
    >
      <ClusterLayer points={pontos} />
      {origem && (
        <Marker position={[origem.lat, origem.lon]} icon={VOCE} title="Você está aqui">
          <Tooltip>Você está aqui</Tooltip>
        </Marker>
      )}
    </MapaBase>
  );
}
