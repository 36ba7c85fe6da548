import { Anchor, Button, MultiSelect } from '@mantine/core';
import {
  type CtrActor,
  type CtrState,
  formatCpfCnpj,
  isSituacaoCtr,
  perfisVivos,
  SITUACOES_CTR,
  type SituacaoCtr,
} from '@rcc/domain';
import { useMemo, useState } from 'react';
import { useSession } from '../auth/use-session';
import type { GridColumn } from '../ui/data-grid/index';
import { type CtrAcaoRow, type CtrRow, fichaUrl, openFicha } from './ctr-api';
import { SituacaoBadge } from './SituacaoBadge';

const SITUACAO_OPTIONS = SITUACOES_CTR.map((s) => ({ value: s, label: s }));

/** The session user as the CTR transition table sees it (live profiles and rights, as the API's actorOf). */
export function useCtrActor(): CtrActor | null {
  const { user } = useSession();
  return useMemo(
    () =>
      user
        ? {
            perfis: perfisVivos(user.perfis).map((p) => ({ id: p.id, idTipoPerfil: p.idTipoPerfil })),
            rights: user.rights,
          }
        : null,
    [user],
  );
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A grid row → the state the transition table reads. */
export function toCtrState(row: CtrAcaoRow): CtrState {
  return {
    id: row.id,
    situacao: isSituacaoCtr(row.situacao) ? row.situacao : ('Solicitada' as SituacaoCtr),
    idTransportador: row.idTransportador ?? null,
    idGerador: row.idGerador ?? null,
    idDestinoFinal: row.idDestinoFinal ?? null,
    realocado: row.realocado ?? false,
    situacaoAnterior: row.situacaoAnterior ?? null,
    dataHoraSolicitacao: toDate(row.dataHoraSolicitacao),
    dataHoraAlocacao: toDate(row.dataHoraAlocacao),
    editado: row.editado ?? false,
    tipoVeiculo: row.tipoVeiculo ?? null,
  };
}

/** CTR number as a link to its sheet (new window). */
function CtrLink({ id }: { id: number }) {
  return (
    <Anchor href={fichaUrl([id])} target="_blank" rel="noopener" aria-label={`Ficha da CTR ${id}`}>
      {id}
    </Anchor>
  );
}

export function FichaButton({ id }: { id: number }) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      onClick={() => openFicha([id])}
      aria-label={`Abrir ficha da CTR ${id}`}
    >
      CTR
    </Button>
  );
}

export const classeResiduo = (row: CtrRow) =>
  [row.classeMaterial, row.tipoResiduo].filter(Boolean).join(' / ');

const enderecoObra = (row: CtrRow) =>
  [row.enderecoObra, row.numeroObra, row.complementoObra].filter(Boolean).join(', ');

export const col = {
  /** The work site's address with its number and complement. */
  endereco: (header = 'Endereço da Obra'): GridColumn<CtrRow> => ({
    field: 'enderecoObra',
    header,
    render: enderecoObra,
    reads: ['numeroObra', 'complementoObra'],
  }),
  numero: (): GridColumn<CtrRow> => ({
    field: 'id',
    header: 'Nº do CTR',
    width: 110,
    render: (row) => <CtrLink id={row.id} />,
  }),
  situacao: (multiple = true): GridColumn<CtrRow> => ({
    field: 'situacao',
    header: 'Situação',
    filter: 'select',
    multiple,
    options: SITUACAO_OPTIONS,
    render: (row) => <SituacaoBadge situacao={row.situacao} />,
  }),
  classe: (): GridColumn<CtrRow> => ({
    field: 'tipoResiduo',
    header: 'Classe de Resíduo / Tipo de Resíduo Predominante',
    render: classeResiduo,
    reads: ['classeMaterial'],
  }),
  cpfCnpj: (field: 'cpfCnpjTransportador' | 'cpfCnpjGerador', header = 'CPF/CNPJ'): GridColumn<CtrRow> => ({
    field,
    header,
    render: (row) => formatCpfCnpj(row[field] ?? ''),
  }),
};

/** Status filter with a default (spec 2 §9 default list filters), above the grid. */
export function SituacaoFilter({
  value,
  onChange,
  options = SITUACOES_CTR,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  options?: readonly string[];
}) {
  return (
    <MultiSelect
      label="Situação"
      data={options.map((s) => ({ value: s, label: s }))}
      value={value}
      onChange={onChange}
      clearable
      maw={520}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The status filter's starting value: the statuses in the address (`?situacao=A&situacao=B`, e.g.
 * from a Painel card, issue #14), else the screen's default.
 */
export function useSituacoesIniciais(padrao: readonly string[]) {
  return useState<string[]>(() => {
    const pedidas = new URLSearchParams(window.location.search).getAll('situacao');
    return pedidas.length ? pedidas : [...padrao];
  });
}

export const situacaoWhere = (situacoes: string[]) =>
  situacoes.length ? { situacao: { $in: situacoes } } : undefined;
