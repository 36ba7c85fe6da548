import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ENVIAR_PARA, LIMITES_CTR, MSG } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import type { ListResult } from '../../shared/api/types';
import { formatNumber } from '../../shared/format';
import { notify } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { TipoVolumeLinha } from '../../shared/ctr/TipoVolumeLinha';
import { useCtr } from '../../shared/ctr/use-ctr';
import { removeLine, type TriagemLinha, upsertLine, visibleLines } from './triagem-lines';

type CtrResiduos = Pick<EntityRow<'SolicitacaoTransporte'>, 'residuos'>;
/** The CTR's sorting with its lines (include triagemResiduo, default fields). */
type TriagemRow = FindRowOf<'Triagem', 'id' | 'enviarPara'> &
  Pick<EntityRow<'Triagem'>, 'observacao'> & {
    triagemResiduo?: FindRowOf<'TriagemResiduo', 'id' | 'idTipoResiduo' | 'volumeAproximadoM3'>[];
  };

/** The sorting form (spec 2 §2, §4, §5): only the CTR's own waste types; insert/update/remove lines. */
export default function TriagemFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: ctr, isLoading } = useCtr(id);
  const tipos = useQuery({
    queryKey: ['triagem-tipos', id],
    queryFn: () =>
      api.post<ListResult<CtrResiduos>>('/SolicitacaoTransporte/find', {
        where: { id: Number(id) },
        fields: ['id'],
        include: [{ name: 'residuos', include: ['tipoResiduo'] }],
        limit: 1,
      }),
    enabled: Boolean(id),
  });
  const existente = useQuery({
    queryKey: ['triagem', id],
    queryFn: () =>
      api.post<ListResult<TriagemRow>>('/Triagem/find', {
        where: { idSolicitacaoTransporte: Number(id) },
        include: ['triagemResiduo'],
        limit: 1,
      }),
    enabled: Boolean(id),
    retry: false,
  });
  const [enviarPara, setEnviarPara] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  const [lines, setLines] = useState<TriagemLinha[]>([]);
  const [tipo, setTipo] = useState<string | null>(null);
  const [volume, setVolume] = useState<number | string>('');
  const [lineError, setLineError] = useState<{ tipo?: string; volume?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const t = existente.data?.rows[0];
    if (!t) return;
    setEnviarPara(t.enviarPara);
    setObservacao(t.observacao ?? '');
    setLines(
      (t.triagemResiduo ?? []).map((r) => ({
        ...r,
        volumeAproximadoM3: Number(r.volumeAproximadoM3),
        action: 'update',
      })),
    );
  }, [existente.data]);
  const save = useSave({
    save: (body: unknown) => api.post('/residuos-triados-api/cadastrar', body),
    success: 'Triagem salva com sucesso',
    onSuccess: () => navigate('/controle-residuos-triados'),
    error: (e) => {
      const detail = e instanceof Error && e.message ? e.message : MSG.notificador.verifiqueCampos;
      notify.error(detail, { title: MSG.notificador.erroSalvar });
    },
  });

  if (isLoading) return <Loader aria-label="Carregando CTR" />;
  if (!ctr) return <Alert color="red">{MSG.retirada.naoEncontrada}</Alert>;

  const options = (tipos.data?.rows[0]?.residuos ?? []).map((r) => ({
    value: String(r.idTipoResiduo),
    label: r.tipoResiduo?.nome ?? String(r.idTipoResiduo),
  }));
  if (options.length === 0 && ctr.idResiduoPredominante)
    options.push({
      value: String(ctr.idResiduoPredominante),
      label: ctr.tipoResiduo ?? String(ctr.idResiduoPredominante),
    });
  const nomeTipo = (idTipo: number) =>
    options.find((o) => o.value === String(idTipo))?.label ?? String(idTipo);
  const shown = visibleLines(lines);
  const replacing = tipo != null && shown.some((l) => String(l.idTipoResiduo) === tipo);

  const addLine = () => {
    const v = typeof volume === 'number' ? volume : Number(String(volume).replace(',', '.'));
    if (!tipo) return setLineError({ tipo: MSG.triagem.tipoObrigatorio });
    if (!v || v < 0) return setLineError({ volume: MSG.triagem.volumeObrigatorio });
    setLineError({});
    setLines(upsertLine(lines, Number(tipo), v));
    setTipo(null);
    setVolume('');
  };

  const salvar = () => {
    if (!enviarPara) return setFormError(MSG.triagem.destinoObrigatorio);
    if (shown.length === 0) return setFormError(MSG.triagem.linhaObrigatoria);
    setFormError(null);
    save.mutate({
      dadosTriagem: { idSolicitacaoTransporte: ctr.id, enviarPara, observacao: observacao || undefined },
      residuosTriados: lines,
    });
  };

  return (
    <Stack>
      <PageTitle title={`Triagem da CTR ${ctr.id}`} />
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Nº do CTR" value={String(ctr.id)} readOnly />
          <TextInput label="Transportador" value={ctr.nomeTransportador ?? ''} readOnly />
          <Select
            label="Enviar para"
            withAsterisk
            data={[...ENVIAR_PARA]}
            value={enviarPara}
            onChange={setEnviarPara}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label="Observação"
          maxLength={LIMITES_CTR.observacaoTriagemMax}
          styles={{ input: { height: 80 } }}
          value={observacao}
          onChange={(e) => setObservacao(e.currentTarget.value)}
        />
      </Paper>
      <Paper withBorder p="md">
        <TipoVolumeLinha
          tipoLabel="Tipo de resíduo triado"
          volumeLabel="Volume triado (m³)"
          buttonLabel={replacing ? 'Salvar Alterações' : 'Inserir'}
          options={options}
          tipo={tipo}
          onTipo={setTipo}
          volume={volume}
          onVolume={setVolume}
          errors={lineError}
          onAdd={addLine}
        />
        <Table withTableBorder mt="sm" captionSide="top" aria-label="Resíduos triados">
          <Table.Caption>Resíduos triados</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Tipo de resíduo</Table.Th>
              <Table.Th scope="col">Volume (m³)</Table.Th>
              <Table.Th scope="col">Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((l) => (
              <Table.Tr key={l.idTipoResiduo}>
                <Table.Td>{nomeTipo(l.idTipoResiduo)}</Table.Td>
                <Table.Td>{formatNumber(l.volumeAproximadoM3)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => {
                        setTipo(String(l.idTipoResiduo));
                        setVolume(l.volumeAproximadoM3);
                      }}
                      aria-label={`Editar ${nomeTipo(l.idTipoResiduo)}`}
                    >
                      Editar
                    </Button>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="light"
                      onClick={() => setLines(removeLine(lines, l.idTipoResiduo))}
                      aria-label={`Remover ${nomeTipo(l.idTipoResiduo)}`}
                    >
                      Remover
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/controle-residuos-triados')}>
          Voltar
        </Button>
        <Button onClick={salvar} loading={save.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
