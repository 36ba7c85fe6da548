import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  CLASSE_MATERIAL,
  checkLimitePesagem,
  resolveMistura,
  TIPO_RESIDUO_MISTO,
} from '@rcc/domain/ctr/weighing';
// The CTR messages alone, not the whole catalogue (issue #16 item 5: the gate's JavaScript budget).
import { MSG_CTR as MSG } from '@rcc/domain/messages/ctr';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { notify, notifyError } from '../../shared/notify';
import { MSG_GUARDADA } from '../../shared/offline/fila';
import { AvisoCopiaOffline } from '../../shared/offline/AvisoCopiaOffline';
import { FilaOfflinePainel } from '../../shared/offline/FilaOfflinePainel';
import { useFilaOffline } from '../../shared/offline/use-fila';
import { PageTitle } from '../../shared/ui/PageTitle';
import { lerComCopiaDoPortao } from './copia-portao';
import { asList, type CtrRapida, classeDe, destinoRapidoApi, grupoDaPlaca } from './destino-rapido-api';
import { type LinhaPesagem, PesagemTabela } from './PesagemTabela';
import { useConfirmacao } from './use-confirmacao';

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
    queryFn: () =>
      lerComCopiaDoPortao(placa, token, S_RETIRADA, async () =>
        asList(await destinoRapidoApi.searchCtr({ ...base, situacao: S_RETIRADA })),
      ),
    enabled: Boolean(v),
  });
  const emPesagem = useQuery({
    queryKey: ['dr-ctrs', placa, token, S_PESAGEM],
    queryFn: () =>
      lerComCopiaDoPortao(placa, token, S_PESAGEM, async () =>
        asList(await destinoRapidoApi.searchCtr({ ...base, situacao: S_PESAGEM }, true)),
      ),
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

  // After a reload without a connection the CTR lists are the gate's copy (copia-portao.ts), dated.
  const listaRetiradas = retiradas.data?.dados ?? [];
  const listaPesagem = emPesagem.data?.dados ?? [];
  const copiaDe = retiradas.data?.copiaOfflineDe ?? emPesagem.data?.copiaOfflineDe;
  const [ctrs, setCtrs] = useState<string[]>([]);
  const [idDestino, setDestino] = useState('');
  const [idOrigem, setOrigem] = useState('');
  const [errors, setErrors] = useState<{ ctr?: string; destino?: string; origem?: string }>({});
  const ctrsKey = ['dr-ctrs', placa, token];
  // The lists are refetched after a failure too: part of a batch may have gone through.
  const reload = () => client.invalidateQueries({ queryKey: ctrsKey });
  const fila = useFilaOffline(grupoDaPlaca(placa));
  const { pergunta, confirm } = useConfirmacao();
  // When queued actions reach the server (or are refused), the lists are read again.
  const naFila = fila.pendentes.length;
  const antes = useRef(naFila);
  useEffect(() => {
    if (naFila < antes.current) void reload();
    antes.current = naFila;
  });
  const adicionar = useSave({
    save: async ({ escolhidas, mista, idVeiculo }: Lote) => {
      let guardadas = 0;
      for (const c of escolhidas) {
        // Classe Mista takes the mixed waste type 5; other CTRs keep their own predominant waste.
        const r = await destinoRapidoApi.adicionar(c.id, {
          idDestinoFinal: Number(idDestino),
          idResiduoPredominante: mista ? TIPO_RESIDUO_MISTO : c.idResiduoPredominante,
          idLocalidade: Number(idOrigem),
          idVeiculo,
          situacao: S_PESAGEM,
          placa,
          token,
        });
        if (!r.enviada) guardadas++;
      }
      return guardadas;
    },
    invalidate: [ctrsKey],
    success: (guardadas) => (guardadas ? MSG_GUARDADA : MSG.pesagem.adicionada),
    onSuccess: () => setCtrs([]),
    error: (e) => {
      notifyError(e);
      void reload();
    },
  });
  const remover = useSave({
    save: (c: CtrRapida) => destinoRapidoApi.remover(c.id, placa, token),
    invalidate: [ctrsKey],
    success: (r) => (r.enviada ? MSG.pesagem.removida : MSG_GUARDADA),
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

  // Actions still on the device count as done on this screen: the CTR leaves one list for the other.
  const conhecidas = new Map([...listaRetiradas, ...listaPesagem].map((c) => [c.id, c]));
  const pendente = new Map(
    fila.pendentes.map(
      (a) => [a.idCtr, a.caminho.includes('/deleteSolicitacao') ? 'remover' : 'adicionar'] as const,
    ),
  );
  const linhas: LinhaPesagem[] = [
    ...listaPesagem.map((ctr) => ({
      ctr,
      pendente: pendente.get(ctr.id) === 'remover' ? ('remover' as const) : undefined,
    })),
    ...[...pendente]
      .filter(([id, acao]) => acao === 'adicionar' && !listaPesagem.some((c) => c.id === id))
      .map(([id]) => ({
        ctr: conhecidas.get(id ?? 0) ?? ({ id } as CtrRapida),
        pendente: 'adicionar' as const,
      })),
  ];
  const naPesagem = linhas.filter((l) => l.pendente !== 'remover').map((l) => l.ctr);
  const disponiveis = listaRetiradas.filter((c) => !pendente.has(c.id));
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
        <FilaOfflinePainel grupo={grupoDaPlaca(placa)} />
        <AvisoCopiaOffline de={copiaDe} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {/* Native controls, not Mantine's comboboxes (issue #16 item 5: the gate's JavaScript
                budget; the combobox family is ~40 KB of gzip). A vehicle carries one to three bins:
                its CTRs are check boxes, all in sight; the destinations and regions are the phone's
                own picker, which a keyboard searches by typing the first letters. */}
            <Checkbox.Group label="CTR" withAsterisk value={ctrs} onChange={setCtrs} error={errors.ctr}>
              <Stack gap={0}>
                {disponiveis.map((c) => (
                  <Checkbox
                    key={c.id}
                    size="md"
                    // A 44 px row to touch (issue #16 item 1): the label is the target, not only the box.
                    styles={{ body: { alignItems: 'center' }, label: { paddingBlock: 10 } }}
                    value={String(c.id)}
                    label={`CTR ${c.id}${c.cacamba?.numeroIdentificacao ? ` — caçamba ${c.cacamba.numeroIdentificacao}` : ''}`}
                  />
                ))}
                {disponiveis.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {retiradas.isLoading ? 'Carregando CTRs…' : 'Nenhuma CTR retirada por este veículo.'}
                  </Text>
                )}
              </Stack>
            </Checkbox.Group>
            <NativeSelect
              label="Destino Final"
              withAsterisk
              value={idDestino}
              onChange={(e) => setDestino(e.currentTarget.value)}
              error={errors.destino}
            >
              <option value="">Selecione</option>
              {(destinos.data ?? []).map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.nomeRazaoSocial ?? String(d.id)}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              label="Origem"
              withAsterisk
              value={idOrigem}
              onChange={(e) => setOrigem(e.currentTarget.value)}
              error={errors.origem}
            >
              <option value="">Selecione</option>
              {(origens.data ?? []).map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.nome ?? String(o.id)}
                </option>
              ))}
            </NativeSelect>
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button onClick={submit} loading={adicionar.isPending}>
              Adicionar
            </Button>
          </Group>
        </Paper>
        <PesagemTabela linhas={linhas} onRemover={removerCtr} />
      </Stack>
      {pergunta}
    </Container>
  );
}
