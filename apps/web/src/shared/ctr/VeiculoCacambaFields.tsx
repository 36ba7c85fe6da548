import { SimpleGrid, TextInput } from '@mantine/core';
import { MSG, requiresCacamba } from '@rcc/domain';
import { Lookup } from '../ui/Lookup';
import type { CacambaRow, VeiculoRow } from './ctr-api';

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
      <Lookup<VeiculoRow & Record<string, unknown>>
        entity="ViewVeiculosDisponiveis"
        label="Veículo (placa)"
        labelField="placa"
        where={owner}
        value={value.idVeiculo}
        placeholder={value.placa ?? 'Digite a placa'}
        nothingFound={MSG.disponibilidade.semVeiculos}
        disabled={disabledVeiculo}
        withAsterisk
        error={errors?.veiculo}
        onChange={(id, row) =>
          onChange({
            ...value,
            idVeiculo: id == null ? null : Number(id),
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
        <Lookup<CacambaRow & Record<string, unknown>>
          entity="ViewCacambasDisponiveis"
          label="Caçamba (nº de identificação)"
          labelField="numeroIdentificacao"
          where={owner}
          value={value.idCacamba}
          placeholder={value.numeroCacamba ?? 'Digite o número'}
          nothingFound={MSG.disponibilidade.semCacambas}
          disabled={disabledCacamba}
          withAsterisk
          error={errors?.cacamba}
          onChange={(id, row) =>
            onChange({
              ...value,
              idCacamba: id == null ? null : Number(id),
              numeroCacamba: row?.numeroIdentificacao ?? null,
            })
          }
        />
      )}
    </SimpleGrid>
  );
}
