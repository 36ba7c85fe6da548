import { Button, Select, Stack, Table, Text } from '@mantine/core';
import { LIMITES_CTR, MSG, resolveResiduoPredominante, TIPO_RESIDUO_MISTO } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../shared/ui/confirm';
import type { ResiduoLinha, TipoResiduoRow } from '../../shared/ctr/ctr-api';
import { TipoVolumeLinha } from '../../shared/ctr/TipoVolumeLinha';
import { lerTiposResiduo, TIPOS_RESIDUO_KEY } from './tipos-residuo';

export interface ResiduosValue {
  residuos: ResiduoLinha[];
  idResiduoPredominante: number | null;
}

interface ResiduosFieldProps {
  value: ResiduosValue;
  onChange: (value: ResiduosValue) => void;
  readOnly?: boolean;
  /** Error of the predominant type (form validation). */
  predominanteError?: string | null;
  /** Error of the list as a whole (e.g. 'Nenhum resíduo foi inserido'). */
  listError?: string | null;
  predominanteLabel?: string;
}

// Spec 2 §5: CARGA MISTA is never offered (the server also hides CONTRATADA from non-contracted users).
const isOffered = (t: TipoResiduoRow) => (t.classeMaterial?.classe ?? '').toUpperCase() !== 'CARGA MISTA';

function useTiposResiduo() {
  // Asked even offline: the device's copy answers then (issue #16).
  const query = useQuery({
    queryKey: TIPOS_RESIDUO_KEY,
    queryFn: lerTiposResiduo,
    staleTime: 300_000,
    networkMode: 'always',
  });
  const tipos = (query.data?.rows ?? []).filter(isOffered);
  return { tipos, isLoading: query.isLoading };
}

const MIXED_CONFIRM =
  'Ao inserir um tipo de resíduo diferente, o resíduo predominante passará a ser "Resíduo de Construção Civil - Não Segregado". Deseja continuar?';

/** Predominant waste type + the waste grid, with the mixing rules of spec 2 §4 and §5. */
export function ResiduosField({
  value,
  onChange,
  readOnly,
  predominanteError,
  listError,
  predominanteLabel = 'Tipo de resíduo predominante',
}: ResiduosFieldProps) {
  const { tipos } = useTiposResiduo();
  const [tipo, setTipo] = useState<string | null>(null);
  const [volume, setVolume] = useState<number | string>('');
  const [errors, setErrors] = useState<{ tipo?: string; volume?: string }>({});
  const classeOf = (id: number) => tipos.find((t) => t.id === id)?.idClasseMaterial ?? null;
  const nomeOf = (id: number) => tipos.find((t) => t.id === id)?.nome ?? String(id);
  const options = tipos.map((t) => ({ value: String(t.id), label: t.nome }));
  const { residuos, idResiduoPredominante } = value;

  const predominanteFor = (list: ResiduoLinha[]) =>
    resolveResiduoPredominante(
      list.map((r) => ({ idTipoResiduo: r.idTipoResiduo, idClasseMaterial: classeOf(r.idTipoResiduo) })),
    );

  const add = async () => {
    const idTipo = tipo ? Number(tipo) : null;
    const vol = typeof volume === 'number' ? volume : Number(String(volume).replace(',', '.'));
    if (!idTipo) return setErrors({ tipo: MSG.residuos.tipoObrigatorio });
    if (residuos.some((r) => r.idTipoResiduo === idTipo))
      return setErrors({ tipo: MSG.residuos.jaSelecionado });
    if (!(vol > 0) || vol > LIMITES_CTR.volumeMax) return setErrors({ volume: MSG.residuos.volumeInvalido });
    setErrors({});
    const next = [...residuos, { idTipoResiduo: idTipo, volumeAproximadoM3: vol, nome: nomeOf(idTipo) }];
    const resolved = predominanteFor(next);
    const switchesToMixed =
      resolved.needsConfirmation && idResiduoPredominante !== TIPO_RESIDUO_MISTO && residuos.length > 0;
    if (switchesToMixed && !(await confirm({ title: 'Resíduo misto', message: MIXED_CONFIRM }))) return;
    onChange({ residuos: next, idResiduoPredominante: resolved.idResiduoPredominante });
    setTipo(null);
    setVolume('');
  };

  const remove = (idTipo: number) => {
    const next = residuos.filter((r) => r.idTipoResiduo !== idTipo);
    const resolved = predominanteFor(next);
    onChange({
      residuos: next,
      idResiduoPredominante: next.length ? resolved.idResiduoPredominante : idResiduoPredominante,
    });
  };

  const choosePredominante = (id: string | null) => {
    const n = id ? Number(id) : null;
    // The mixed-waste class forces the mixed type (spec 2 §4).
    const forced = n && tipos.find((t) => t.id === n)?.idClasseMaterial === 6 ? TIPO_RESIDUO_MISTO : n;
    onChange({ residuos, idResiduoPredominante: forced });
  };

  return (
    <Stack gap="xs">
      <Select
        label={predominanteLabel}
        withAsterisk
        data={options}
        value={idResiduoPredominante ? String(idResiduoPredominante) : null}
        onChange={choosePredominante}
        disabled={readOnly || residuos.length > 1}
        description={
          residuos.length > 1 ? 'Com mais de um resíduo o predominante é o não segregado.' : undefined
        }
        error={predominanteError}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {!readOnly && (
        <TipoVolumeLinha
          tipoLabel="Tipo de resíduo"
          volumeLabel="Volume (m³)"
          buttonLabel="Adicionar resíduo"
          options={options}
          tipo={tipo}
          onTipo={setTipo}
          volume={volume}
          onVolume={setVolume}
          errors={errors}
          onAdd={add}
          searchable
        />
      )}
      <Table withTableBorder captionSide="top" aria-label="Resíduos">
        <Table.Caption>Resíduos</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tipo de resíduo</Table.Th>
            <Table.Th scope="col">Volume (m³)</Table.Th>
            {!readOnly && <Table.Th scope="col">Ações</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {residuos.map((r) => (
            <Table.Tr key={r.idTipoResiduo}>
              <Table.Td>{r.nome ?? nomeOf(r.idTipoResiduo)}</Table.Td>
              <Table.Td>{r.volumeAproximadoM3.toLocaleString('pt-BR')}</Table.Td>
              {!readOnly && (
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => remove(r.idTipoResiduo)}
                    aria-label={`Remover ${r.nome ?? nomeOf(r.idTipoResiduo)}`}
                  >
                    Remover
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {residuos.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" size="sm">
                  Nenhum resíduo inserido.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
