import type { OcorrenciaMapa, SituacaoCacamba } from '@rcc/domain/contract/localizar-cacamba';
import { SITUACOES_MAPA_CACAMBA } from '@rcc/domain/ctr/status';
import { formatDateTime } from '../format';
import type { ClusterPoint } from './MapaBase';

/** Marker colours of the bin statuses and occurrence layers (spec 3 §2 'Bin location'). */
const CORES: Record<(typeof SITUACOES_MAPA_CACAMBA)[number], string> = {
  Enviada: '#1c7ed6',
  'Em Pesagem': '#e67700',
  Alocada: '#2f9e44',
  Retirada: '#7048e8',
  Irregular: '#e03131',
  'Com ocorrência Pessoa Física': '#d9480f',
  'Com ocorrência Pessoa Jurídica': '#c2255c',
};
/** The map's filter choices, in the domain's order, with their colours. */
export const FILTROS = SITUACOES_MAPA_CACAMBA.map((value) => ({ value, color: CORES[value] }));
const COR: Record<string, string> = Object.fromEntries(FILTROS.map((f) => [f.value, f.color]));

const esc = (s: unknown) =>
  String(s === null || s === undefined || s === '' ? '-' : s).replace(
    /[&<>"']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );

/** One bin's status data, as the HTML of its marker popup (every value escaped). */
export function cacambaPopupHtml(c: SituacaoCacamba): string {
  return (
    `<strong>Caçamba ${esc(c.numeroIdentificacao)}</strong><br>Situação: ${esc(c.situacao)}<br>` +
    `Transportador: ${esc(c.transportador)}<br>CTR: ${esc(c.idSolicitacaoTransporte)}<br>` +
    `Obra: ${esc(c.nomeObra)}<br>Gerador: ${esc(c.gerador)}<br>Local: ${esc(c.local)}<br>` +
    `Alocada em: ${esc(c.dataHoraAlocacao ? formatDateTime(c.dataHoraAlocacao) : null)}`
  );
}

/** What an occurrence's popup shows of its map row. */
export type OcorrenciaPonto = Pick<OcorrenciaMapa, 'id' | 'tipo' | 'numeroIdentificacao' | 'situacao'>;

export function ocorrenciaPopupHtml(o: OcorrenciaPonto): string {
  return (
    `<strong>Ocorrência nº ${esc(o.id)}</strong><br>${esc(o.tipo)}<br>Situação: ${esc(o.situacao)}<br>` +
    `Identificação: ${esc(o.numeroIdentificacao)}`
  );
}

type Ponto = { shape: { coordinates: [number, number] } };

/** A bin's map marker: coloured by status, with its status popup (Localizar caçamba, obra map). */
export function cacambaPonto(c: SituacaoCacamba & Ponto): ClusterPoint {
  return {
    id: `c${c.id}`,
    lon: c.shape.coordinates[0],
    lat: c.shape.coordinates[1],
    color: COR[c.situacao],
    tooltip: `Caçamba ${c.numeroIdentificacao} — ${c.situacao}`,
    popup: cacambaPopupHtml(c),
  };
}

/** A bin occurrence's map marker, coloured by its layer. */
export function ocorrenciaPonto(o: OcorrenciaPonto & Ponto): ClusterPoint {
  return {
    id: `o${o.id}`,
    lon: o.shape.coordinates[0],
    lat: o.shape.coordinates[1],
    color: COR[o.tipo],
    tooltip: `Ocorrência nº ${o.id} — ${o.tipo}`,
    popup: ocorrenciaPopupHtml(o),
  };
}
