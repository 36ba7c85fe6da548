import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { formatDateTime } from '../../shared/format';
import { PageTitle } from '../../shared/ui/PageTitle';
import { BoundsWatcher, ClusterLayer, MapaBase } from '../ocorrencias/map/MapaBase';
import type { SituacaoCacamba } from './LocalizarCacambaPage';

const FILTROS = [
  { value: 'Enviada', color: '#1c7ed6' },
  { value: 'Em Pesagem', color: '#f59f00' },
  { value: 'Alocada', color: '#2f9e44' },
  { value: 'Retirada', color: '#7048e8' },
  { value: 'Irregular', color: '#e03131' },
  { value: 'Com ocorrência Pessoa Física', color: '#e8590c' },
  { value: 'Com ocorrência Pessoa Jurídica', color: '#c2255c' },
];
const COR = Object.fromEntries(FILTROS.map((f) => [f.value, f.color]));

type Ponto = SituacaoCacamba & { shape: { coordinates: [number, number] } };
interface Oc {
  id: number;
  tipo: string;
  descricao?: string;
  numeroIdentificacao: string | null;
  situacao: string;
  shape: { coordinates: [number, number] };
}

const esc = (s: unknown) => String(s ?? '-').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** '/localizar-cacamba/map' (spec 3 §2): bins by status (Alocada on by default) and occurrences. */
export default function LocalizarCacambaMapPage() {
  const [situacoes, setSituacoes] = useState<string[]>(['Alocada']);
  const [box, setBox] = useState<[number, number, number, number] | null>(null);
  const q = useQuery({
    queryKey: ['CacambaLocation', situacoes, box],
    enabled: !!box,
    queryFn: () =>
      api.post<{ rows: Ponto[]; ocorrencias: Oc[] }>('/CacambaLocation/find', { situacoes, shape: box }),
  });
  const points = useMemo(
    () => [
      ...(q.data?.rows ?? []).map((c) => ({
        id: `c${c.id}`,
        lon: c.shape.coordinates[0],
        lat: c.shape.coordinates[1],
        color: COR[c.situacao],
        tooltip: `Caçamba ${c.numeroIdentificacao} — ${c.situacao}`,
        popup:
          `<strong>Caçamba ${esc(c.numeroIdentificacao)}</strong><br>Situação: ${esc(c.situacao)}<br>` +
          `Transportador: ${esc(c.transportador)}<br>CTR: ${esc(c.idSolicitacaoTransporte)}<br>Obra: ${esc(c.nomeObra)}<br>` +
          `Gerador: ${esc(c.gerador)}<br>Local: ${esc(c.local)}<br>Alocada em: ${esc(c.dataHoraAlocacao ? formatDateTime(c.dataHoraAlocacao) : '-')}`,
      })),
      ...(q.data?.ocorrencias ?? []).map((o) => ({
        id: `o${o.id}`,
        lon: o.shape.coordinates[0],
        lat: o.shape.coordinates[1],
        color: COR[o.tipo],
        tooltip: `Ocorrência nº ${o.id} — ${o.tipo}`,
        popup: `<strong>Ocorrência nº ${o.id}</strong><br>${esc(o.tipo)}<br>Situação: ${esc(o.situacao)}<br>Identificação: ${esc(o.numeroIdentificacao)}`,
      })),
    ],
    [q.data],
  );
  const onBounds = useCallback((b: [number, number, number, number]) => setBox(b), []);
  const overlay = (
    <Stack gap={4}>
      <Checkbox.Group label="Situação da caçamba" value={situacoes} onChange={setSituacoes}>
        <Stack gap={4} mt={4}>
          {FILTROS.map((f) => (
            <Checkbox
              key={f.value}
              value={f.value}
              label={<span style={{ color: f.color }}>● {f.value}</span>}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {q.isError && (
        <Alert color="red" p="xs">
          <Text size="xs">{MSG_MASTER_DATA.ocorrencia.falhaMapaCacambas}</Text>
        </Alert>
      )}
    </Stack>
  );
  return (
    <>
      <PageTitle title="Localização das caçambas" />
      <MapaBase overlay={overlay} center={[-15.79, -47.88]} zoom={11}>
        <BoundsWatcher onChange={onBounds} />
        <ClusterLayer points={q.isError ? [] : points} />
      </MapaBase>
    </>
  );
}
