import { ActionIcon, Button, FileInput, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ID_CLASSE_CARGA_MISTA, PGRCC_EXTENSOES, PGRCC_MAX_BYTES } from '@rcc/domain/masterdata/rules';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useState } from 'react';
import { notify } from '../../shared/notify';
import { Lookup } from '../../shared/ui/Lookup';
import type { ObraValues } from './obra-form';

const M = MSG_MASTER_DATA.obra;

interface Props {
  form: UseFormReturnType<ObraValues>;
  pgrcc: File | null;
  onPgrcc: (file: File | null) => void;
  /** Name of the stored plan on edit, unless removed. */
  storedPgrcc: string | null;
  onDownloadPgrcc: () => void;
  onRemovePgrcc: () => void;
}

interface TipoOption {
  id: number;
  nome: string;
  classeMaterial: { classe: string } | null;
}

/** Step 2 'Material e Transportador': waste rows, transporters, PGRCC (spec 3 §2, §5). */
export function ObraStep2({ form, pgrcc, onPgrcc, storedPgrcc, onDownloadPgrcc, onRemovePgrcc }: Props) {
  const [tipo, setTipo] = useState<TipoOption | null>(null);
  const [volume, setVolume] = useState<number | string>('');
  const [transportador, setTransportador] = useState<{ id: number; nomeRazaoSocial: string } | null>(null);
  const [erroResiduo, setErroResiduo] = useState<string | null>(null);
  const [erroTransportador, setErroTransportador] = useState<string | null>(null);

  const addResiduo = () => {
    if (!tipo) return setErroResiduo(M.tipoResiduoObrigatorio);
    if (volume === '' || Number(volume) < 0) return setErroResiduo(M.volumeObrigatorio);
    if (form.values.residuos.some((r) => r.idTipoResiduo === tipo.id))
      return setErroResiduo(M.residuoRepetido);
    form.insertListItem('residuos', {
      idTipoResiduo: tipo.id,
      nome: tipo.nome,
      classe: tipo.classeMaterial?.classe ?? '',
      volume: Number(volume),
    });
    setErroResiduo(null);
    setVolume('');
  };

  const addTransportador = () => {
    if (!transportador) return setErroTransportador(M.escolhaTransportadora);
    if (form.values.transportadores.some((t) => t.idPerfil === transportador.id)) {
      return setErroTransportador(M.transportadorRepetido(transportador.nomeRazaoSocial));
    }
    form.insertListItem('transportadores', {
      idPerfil: transportador.id,
      nomeRazaoSocial: transportador.nomeRazaoSocial,
    });
    setErroTransportador(null);
  };

  const choosePgrcc = (file: File | null) => {
    if (!file) return onPgrcc(null);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (file.size > PGRCC_MAX_BYTES)
      return notify.warning('Só é permitido anexar um arquivo com tamanho máximo: 1MB.');
    if (!(PGRCC_EXTENSOES as readonly string[]).includes(ext)) {
      return notify.warning('Tipo de arquivo não permitido. São aceitos: doc, docx, xls, xlsx, pdf ou ppt.');
    }
    onPgrcc(file);
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        Resíduos
      </Title>
      <Group align="flex-end">
        <Lookup<TipoOption & Record<string, unknown>>
          entity="TipoResiduo"
          label="Classe de Material - Tipo de Resíduo"
          labelField="nome"
          // spec 3 §5: Carga Mista is never selectable (the server also filters and re-checks).
          where={{ idClasseMaterial: { $ne: ID_CLASSE_CARGA_MISTA } }}
          include={[{ model: 'classeMaterial', fields: ['classe'] }]}
          renderOption={(row) => `${row.classeMaterial?.classe ?? ''} - ${row.nome}`}
          value={tipo?.id ?? null}
          onChange={(_, row) => setTipo(row)}
          error={erroResiduo}
        />
        <NumberInput
          label="Volume (m³)"
          min={0}
          decimalScale={2}
          decimalSeparator=","
          value={volume}
          onChange={setVolume}
        />
        <Button variant="light" onClick={addResiduo}>
          Adicionar resíduo
        </Button>
      </Group>
      {form.values.residuos.length > 0 && (
        <Table aria-label="Resíduos da obra">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Classe de Material</Table.Th>
              <Table.Th>Tipo de Resíduo</Table.Th>
              <Table.Th>Volume (m³)</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.values.residuos.map((r, index) => (
              <Table.Tr key={r.idTipoResiduo}>
                <Table.Td>{r.classe}</Table.Td>
                <Table.Td>{r.nome}</Table.Td>
                <Table.Td>{r.volume.toLocaleString('pt-BR')}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover resíduo ${r.nome}`}
                    onClick={() => form.removeListItem('residuos', index)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {form.errors.residuos && (
        <Text c="red" size="sm">
          {form.errors.residuos}
        </Text>
      )}

      <Title order={2} size="h4">
        Transportadores
      </Title>
      <Group align="flex-end">
        <Lookup<{ id: number; nomeRazaoSocial: string }>
          entity="ViewTransportador"
          label="Transportador"
          labelField="nomeRazaoSocial"
          value={transportador?.id ?? null}
          onChange={(_, row) => setTransportador(row)}
          error={erroTransportador}
        />
        <Button variant="light" onClick={addTransportador}>
          Adicionar transportador
        </Button>
      </Group>
      <Stack gap={4} aria-label="Transportadores da obra" role="list">
        {form.values.transportadores.map((t, index) => (
          <Group key={t.idPerfil} role="listitem" gap="xs">
            <Text>{t.nomeRazaoSocial}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remover transportador ${t.nomeRazaoSocial}`}
              onClick={() => form.removeListItem('transportadores', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {form.errors.transportadores && (
        <Text c="red" size="sm">
          {form.errors.transportadores}
        </Text>
      )}

      <Title order={2} size="h4">
        PGRCC
      </Title>
      {storedPgrcc && !pgrcc && (
        <Group gap="xs">
          <Text>{storedPgrcc}</Text>
          <Button size="xs" variant="subtle" onClick={onDownloadPgrcc}>
            Baixar PGRCC
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemovePgrcc}>
            Remover PGRCC
          </Button>
        </Group>
      )}
      <FileInput
        label="Plano de Gerenciamento de Resíduos (PGRCC)"
        description="doc, docx, xls, xlsx, pdf ou ppt, até 1 MB"
        accept=".doc,.docx,.xls,.xlsx,.pdf,.ppt"
        clearable
        value={pgrcc}
        onChange={choosePgrcc}
      />
    </Stack>
  );
}
