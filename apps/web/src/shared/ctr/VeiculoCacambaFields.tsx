import { SimpleGrid, TextInput } from '@mantine/core';
import { MSG, requiresCacamba } from '@rcc/domain';
import { Lookup } from '../ui/Lookup';
import type { ReactNode } from 'react';
import type { CacambaDisponivelRow, VeiculoDisponivelRow } from './ctr-api';

export interface VeiculoCacambaValue {
  idVeiculo: number | null;
  idCacamba: number | null;
  tipo: string | null;
  poliguindaste: string | null;
  /** Labels of the values loaded with the CTR (busy vehicles are not in the availability views). */
  placa?: string | null;
  numeroCacamba?: string | null;
}

export const emptyVeiculoCacamba: VeiculoCacambaValue = {
  idVeiculo: null,
  idCacamba: null,
  tipo: null,
  poliguindaste: null,
};

interface Props {
  value: VeiculoCacambaValue;
  onChange: (value: VeiculoCacambaValue) => void;
  /** Only this transporter's vehicles and bins (staff see every transporter's). */
  idTransportador?: number | null;
  disabledVeiculo?: boolean;
  disabledCacamba?: boolean;
  errors?: { veiculo?: string | null; cacamba?: string | null };
}

/** The two availability lookups: free vehicles by plate and free bins by number (spec 2 §5). */
const DISPONIVEIS = {
  veiculo: {
    entity: 'ViewVeiculosDisponiveis',
    label: 'Veículo (placa)',
    labelField: 'placa',
    placeholder: 'Digite a placa',
    nothingFound: MSG.disponibilidade.semVeiculos,
  },
  cacamba: {
    entity: 'ViewCacambasDisponiveis',
    label: 'Caçamba (nº de identificação)',
    labelField: 'numeroIdentificacao',
    placeholder: 'Digite o número',
    nothingFound: MSG.disponibilidade.semCacambas,
  },
} as const;

interface DisponivelProps<R> {
  kind: keyof typeof DISPONIVEIS;
  owner: { idPerfil: number } | undefined;
  value: number | null;
  /** The label of the value loaded with the CTR (a busy one is not in the availability view). */
  shown: string | null | undefined;
  disabled: boolean | undefined;
  error: ReactNode;
  onPick: (id: number | null, row: R | null) => void;
}

/** One availability lookup of the transporter's own free vehicles or bins (staff: everyone's). */
function Disponivel<R extends VeiculoDisponivelRow | CacambaDisponivelRow>({
  kind,
  owner,
  value,
  shown,
  disabled,
  error,
  onPick,
}: DisponivelProps<R>) {
  const c = DISPONIVEIS[kind];
  return (
    <Lookup<R>
      entity={c.entity}
      label={c.label}
      labelField={c.labelField}
      where={owner}
      value={value}
      placeholder={shown ?? c.placeholder}
      nothingFound={c.nothingFound}
      disabled={disabled}
      withAsterisk
      error={error}
      onChange={(id, row) => onPick(id == null ? null : Number(id), row)}
    />
  );
}

/**
 * Vehicle by plate (free vehicles), its read-only type and poliguindaste kind, and the bin by
 * number, shown only for a Poliguindaste (spec 2 §2, §5: a Basculante sends no bin).
 */
export function VeiculoCacambaFields({
  value,
  onChange,
  idTransportador,
  disabledVeiculo,
  disabledCacamba,
  errors,
}: Props) {
  const owner = idTransportador ? { idPerfil: idTransportador } : undefined;
  const showCacamba = requiresCacamba(value.tipo);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Disponivel<VeiculoDisponivelRow>
        kind="veiculo"
        owner={owner}
        value={value.idVeiculo}
        shown={value.placa}
        disabled={disabledVeiculo}
        error={errors?.veiculo}
        onPick={(id, row) =>
          onChange({
            ...value,
            idVeiculo: id,
            placa: row?.placa ?? null,
            tipo: row?.tipo ?? null,
            poliguindaste: row?.poliguindaste ?? null,
            idCacamba: requiresCacamba(row?.tipo) ? value.idCacamba : null,
            numeroCacamba: requiresCacamba(row?.tipo) ? value.numeroCacamba : null,
          })
        }
      />
      <TextInput label="Tipo do veículo" value={value.tipo ?? ''} readOnly />
      <TextInput label="Tipo de poliguindaste" value={value.poliguindaste ?? ''} readOnly />
      {showCacamba && (
        <Disponivel<CacambaDisponivelRow>
          kind="cacamba"
          owner={owner}
          value={value.idCacamba}
          shown={value.numeroCacamba}
          disabled={disabledCacamba}
          error={errors?.cacamba}
          onPick={(id, row) =>
            onChange({ ...value, idCacamba: id, numeroCacamba: row?.numeroIdentificacao ?? null })
          }
        />
      )}
    </SimpleGrid>
  );
}
