import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { CLASSE_MATERIAL, checkLimitePesagem, MSG, resolveMistura, TIPO_RESIDUO_MISTO } from '@rcc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { notify, notifyError } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { PageTitle } from '../../shared/ui/PageTitle';
import { asList, type CtrRapida, classeDe, destinoRapidoApi } from './destino-rapido-api';

const S_RETIRADA = 'Retirada';
const S_PESAGEM = 'Em Pesagem';
const MISTURA_MSG: Record<number, string> = {
  [CLASSE_MATERIAL.CARGA_MISTA]:
    'As CTRs possuem classes de resíduo diferentes e toda a carga passará a ser Carga Mista. Deseja continuar?',
  [CLASSE_MATERIAL.CLASSE_MISTA]:
    'As CTRs possuem classes de resíduo diferentes e toda a carga passará a ser Classe Mista. Deseja continuar?',
};

/** CTRs added to the weighing at once; `mista` gives them all the mixed waste type. */
interface Lote {
  escolhidas: CtrRapida[];
  mista: boolean;
  idVeiculo: number;
}

/** The driver's weighing screen (spec 2 §2, §4, §5): public, identified by plate + token. */
export default function PesagemPage() {
  const { placa = '', token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const veiculo = useQuery({
    queryKey: ['dr-veiculo', placa, token],
    queryFn: () => destinoRapidoApi.findVeiculo(placa, token),
    retry: false,
  });
  const v = veiculo.data;
  const base = { idTransportador: v?.idPerfil ?? 0, placa, token };
  const retiradas = useQuery({
    queryKey: ['dr-ctrs', placa, token, S_RETIRADA],
    queryFn: async () => asList(await destinoRapidoApi.searchCtr({ ...base, situacao: S_RETIRADA })),
    enabled: Boolean(v),
  });
  const emPesagem = useQuery({
    queryKey: ['dr-ctrs', placa, token, S_PESAGEM],
    queryFn: async () => asList(await destinoRapidoApi.searchCtr({ ...base, situacao: S_PESAGEM }, true)),
    enabled: Boolean(v),
  });
  const destinos = useQuery({
    queryKey: ['dr-destinos', placa, token],
    queryFn: async () => asList(await destinoRapidoApi.destinos(placa, token)),
    enabled: Boolean(v),
  });
  const origens = useQuery({
    queryKey: ['dr-origens', placa, token],
    queryFn: async () => asList(await destinoRapidoApi.localidades(placa, token)),
    enabled: Boolean(v),
  });

  const [ctrs, setCtrs] = useState<string[]>([]);
  const [idDestino, setDestino] = useState<string | null>(null);
  const [idOrigem, setOrigem] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ ctr?: string; destino?: string; origem?: string }>({});
  const ctrsKey = ['dr-ctrs', placa, token];
  // The lists are refetched after a failure too: part of a batch may have gone through.
  const reload = () => client.invalidateQueries({ queryKey: ctrsKey });
  const adicionar = useSave({
    save: async ({ escolhidas, mista, idVeiculo }: Lote) => {
      for (const c of escolhidas) {
        // Classe Mista takes the mixed waste type 5; other CTRs keep their own predominant waste.
        await destinoRapidoApi.adicionar(c.id, {
          idDestinoFinal: Number(idDestino),
          idResiduoPredominante: mista ? TIPO_RESIDUO_MISTO : c.idResiduoPredominante,
          idLocalidade: Number(idOrigem),
          idVeiculo,
          situacao: S_PESAGEM,
          placa,
          token,
        });
      }
    },
    invalidate: [ctrsKey],
    success: MSG.pesagem.adicionada,
    onSuccess: () => setCtrs([]),
    error: (e) => {
      notifyError(e);
      void reload();
    },
  });
  const remover = useSave({
    save: (c: CtrRapida) => destinoRapidoApi.remover(c.id, placa, token),
    invalidate: [ctrsKey],
    success: MSG.pesagem.removida,
    error: (e) => {
      notifyError(e);
      void reload();
    },
  });

  if (veiculo.isLoading) return <Loader aria-label="Carregando veículo" />;
  if (!v)
    return (
      <Container size="sm" py="xl" component="main" id="conteudo">
        <PageTitle title="Destino Rápido" />
        <Alert color="red">{MSG.destinoRapido.veiculoNaoEncontrado}</Alert>
        <Button mt="md" onClick={() => navigate('/destino-rapido')}>
          Voltar
        </Button>
      </Container>
    );

  const naPesagem = emPesagem.data ?? [];
  const disponiveis = retiradas.data ?? [];
  const submit = async () => {
    const next = {
      ctr: ctrs.length ? undefined : MSG.pesagem.ctrObrigatoria,
      destino: idDestino ? undefined : MSG.pesagem.destinoObrigatorio,
      origem: idOrigem ? undefined : MSG.pesagem.origemObrigatoria,
    };
    setErrors(next);
    if (next.ctr || next.destino || next.origem) return;
    const limite = checkLimitePesagem(v.tipo, v.poliguindaste, naPesagem.length + ctrs.length);
    if (limite) return notify.error(limite);
    const escolhidas = disponiveis.filter((c) => ctrs.includes(String(c.id)));
    const classes = [...naPesagem, ...escolhidas].map(classeDe).filter((c): c is number => c != null);
    const mistura = resolveMistura(classes);
    if (mistura.needsConfirmation) {
      const ok = await confirm({
        title: 'Mistura de classes',
        message: MISTURA_MSG[mistura.result ?? 0] ?? '',
      });
      if (!ok) return;
    }
    adicionar.mutate({
      escolhidas,
      mista: mistura.needsConfirmation && mistura.result === CLASSE_MATERIAL.CLASSE_MISTA,
      idVeiculo: v.id,
    });
  };

  const removerCtr = async (c: CtrRapida) => {
    if (!(await confirm({ title: 'Remover CTR', message: MSG.pesagem.confirmarRemocao, danger: true })))
      return;
    remover.mutate(c);
  };

  return (
    <Container size="md" py="md" component="main" id="conteudo">
      <PageTitle title="Destino Rápido" />
      <Text mb="sm">
        Veículo {v.placa} — {v.tipo}
        {v.poliguindaste ? ` ${v.poliguindaste}` : ''}
      </Text>
      <Stack>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label="CTR"
              withAsterisk
              data={disponiveis.map((c) => ({
                value: String(c.id),
                label: `CTR ${c.id}${c.cacamba?.numeroIdentificacao ? ` — caçamba ${c.cacamba.numeroIdentificacao}` : ''}`,
              }))}
              value={ctrs}
              onChange={setCtrs}
              error={errors.ctr}
              nothingFoundMessage="Nenhuma CTR retirada por este veículo."
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Destino Final"
              withAsterisk
              searchable
              data={(destinos.data ?? []).map((d) => ({
                value: String(d.id),
                label: d.nomeRazaoSocial ?? String(d.id),
              }))}
              value={idDestino}
              onChange={setDestino}
              error={errors.destino}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Origem"
              withAsterisk
              searchable
              data={(origens.data ?? []).map((o) => ({ value: String(o.id), label: o.nome ?? String(o.id) }))}
              value={idOrigem}
              onChange={setOrigem}
              error={errors.origem}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button onClick={submit} loading={adicionar.isPending}>
              Adicionar
            </Button>
          </Group>
        </Paper>
        <Table withTableBorder captionSide="top" aria-label="CTRs em pesagem">
          <Table.Caption>CTRs em pesagem</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">CTR</Table.Th>
              <Table.Th scope="col">Caçamba</Table.Th>
              <Table.Th scope="col">Resíduo predominante</Table.Th>
              <Table.Th scope="col">Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {naPesagem.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.id}</Table.Td>
                <Table.Td>{c.cacamba?.numeroIdentificacao ?? ''}</Table.Td>
                <Table.Td>{c.residuoPredominante?.nome ?? ''}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => removerCtr(c)}
                    aria-label={`Remover CTR ${c.id}`}
                  >
                    Remover
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {naPesagem.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    Nenhuma CTR em pesagem.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}
