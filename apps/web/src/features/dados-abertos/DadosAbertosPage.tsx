import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { DadosAbertosQuery } from '@rcc/domain/contract/dados-abertos';
import { MSG } from '@rcc/domain';
import { F } from '@rcc/domain/features';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { formatDateTime } from '../../shared/format';
import { usePageTitle } from '../../shared/page-title';
import { dadosAbertosApi, urlDownload } from './dados-abertos-api';
import { type Coluna, GraficoMensal, TabelaDados } from './tabelas';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

const INDICADORES: Coluna[] = [
  { campo: 'mes', titulo: 'Mês' },
  { campo: 'ctrs_abertas', titulo: 'CTRs abertas' },
  { campo: 'ctrs_destinadas', titulo: 'CTRs destinadas' },
  { campo: 'ctrs_irregulares', titulo: 'CTRs irregulares' },
  { campo: 'percentual_irregular', titulo: '% irregular', casas: 1 },
  { campo: 'horas_medias_alocacao_recebimento', titulo: 'Horas alocação → recebimento', casas: 1 },
  { campo: 'ocorrencias_registradas', titulo: 'Ocorrências registradas' },
  { campo: 'ocorrencias_respondidas', titulo: 'Ocorrências respondidas' },
  { campo: 'transportadores_licenciados', titulo: 'Transportadores licenciados' },
  { campo: 'cacambas', titulo: 'Caçambas' },
];
const volume = (campo: string, titulo: string): Coluna[] => [
  { campo: 'mes', titulo: 'Mês' },
  { campo, titulo },
  { campo: 'ctrs', titulo: 'CTRs' },
  { campo: 'volume_m3', titulo: 'Volume (m³)', casas: 2 },
];

/** /dados-abertos (public, issue #19 items 3–4): the city's monthly figures, filters and downloads. */
export default function DadosAbertosPage() {
  usePageTitle('Dados abertos');
  const [regiao, setRegiao] = useState('cidade');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const filtro: DadosAbertosQuery = {
    regiao,
    ...(MES.test(de) ? { de } : {}),
    ...(MES.test(ate) ? { ate } : {}),
  };
  const chave = [filtro.regiao, filtro.de, filtro.ate];

  const conjuntos = useQuery({
    queryKey: ['dados-abertos'],
    queryFn: ({ signal }) => dadosAbertosApi.conjuntos(signal),
  });
  const dados = (conjunto: string) => ({
    queryKey: ['dados-abertos', conjunto, ...chave],
    queryFn: ({ signal }: { signal: AbortSignal }) => dadosAbertosApi.linhas(conjunto, filtro, signal),
  });
  const indicadores = useQuery(dados('indicadores-mensais'));
  const porClasse = useQuery(dados('volume-por-classe'));
  const porTipo = useQuery(dados('volume-por-tipo-destino'));
  const erro = conjuntos.isError || indicadores.isError || porClasse.isError || porTipo.isError;
  const calculadoEm = conjuntos.data?.calculadoEm;
  const regioes = conjuntos.data?.regioes ?? [{ codigo: 'cidade', nome: 'Cidade (total)' }];
  // The administrator recalculates on demand (same right the server checks: Configurações · altera).
  const podeAtualizar = useCan(F.CONFIGURACOES, 'altera');
  const atualizar = useSave({
    save: () => dadosAbertosApi.atualizar(),
    invalidate: [['dados-abertos']],
    success: (r) => `Dados abertos recalculados em ${(r.duracaoMs / 1000).toLocaleString('pt-BR')} s.`,
  });

  return (
    <Box component="main" id="conteudo" bg="gray.0" mih="100dvh" py="lg">
      <Container size="xl">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={1} size="h3">
              Dados abertos do transporte de resíduos da construção civil
            </Title>
            <Anchor component={Link} to="/login" size="sm">
              Acessar o sistema
            </Anchor>
          </Group>
          <Text size="sm">
            {calculadoEm
              ? `Números calculados em ${formatDateTime(calculadoEm)}.`
              : 'Números ainda não calculados.'}{' '}
            Atualizados diariamente. Células com menos de 5 CTRs ou pessoas são suprimidas (—) para proteger a
            privacidade.
          </Text>
          {podeAtualizar && (
            <Group>
              <Button variant="light" loading={atualizar.isPending} onClick={() => atualizar.mutate()}>
                Recalcular agora
              </Button>
            </Group>
          )}
          <Paper p="md" withBorder>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Região"
                data={regioes.map((r) => ({ value: r.codigo, label: r.nome }))}
                value={regiao}
                onChange={(v) => setRegiao(v ?? 'cidade')}
                allowDeselect={false}
                miw={200}
              />
              <TextInput
                label="De (mês)"
                type="month"
                value={de}
                onChange={(e) => setDe(e.currentTarget.value)}
                miw={160}
              />
              <TextInput
                label="Até (mês)"
                type="month"
                value={ate}
                onChange={(e) => setAte(e.currentTarget.value)}
                miw={160}
              />
            </Group>
          </Paper>
          {erro && <Alert color="red">{MSG.notificador.padrao}</Alert>}
          {indicadores.isPending && (
            <Group justify="center" py="xl">
              <Loader aria-label="Carregando dados abertos" />
            </Group>
          )}
          {indicadores.data && (
            <Paper p="md" withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  CTRs abertas por mês
                </Title>
                <Text size="xs" c="dimmed">
                  Gráfico ilustrativo; os mesmos números estão na tabela a seguir.
                </Text>
                <GraficoMensal linhas={indicadores.data.linhas} campo="ctrs_abertas" />
                <TabelaDados
                  titulo="Indicadores mensais"
                  colunas={INDICADORES}
                  linhas={indicadores.data.linhas}
                />
              </Stack>
            </Paper>
          )}
          {porClasse.data && (
            <Paper p="md" withBorder>
              <Title order={2} size="h4" mb="sm">
                Volume recebido por classe de resíduo
              </Title>
              <TabelaDados
                titulo="Volume por classe"
                colunas={volume('classe', 'Classe')}
                linhas={porClasse.data.linhas}
              />
            </Paper>
          )}
          {porTipo.data && (
            <Paper p="md" withBorder>
              <Title order={2} size="h4" mb="sm">
                Volume recebido por tipo de destino
              </Title>
              <TabelaDados
                titulo="Volume por tipo de destino"
                colunas={volume('tipo_destino', 'Tipo de destino')}
                linhas={porTipo.data.linhas}
              />
            </Paper>
          )}
          {conjuntos.data && (
            <Paper p="md" withBorder>
              <Title order={2} size="h4" mb="sm">
                Downloads e dicionário de dados
              </Title>
              <Stack gap="md">
                {conjuntos.data.conjuntos.map((c) => (
                  <Stack key={c.id} gap={4}>
                    <Title order={3} size="h5">
                      {c.titulo}
                    </Title>
                    <Text size="sm">{c.descricao}</Text>
                    <Group gap="md">
                      <Anchor href={urlDownload(c.urlCsv, filtro)} download>
                        Baixar CSV — {c.titulo}
                      </Anchor>
                      <Anchor href={urlDownload(c.urlJson, filtro)}>Baixar JSON — {c.titulo}</Anchor>
                    </Group>
                    <details>
                      <summary>Dicionário de dados</summary>
                      <ul>
                        {c.campos.map((f) => (
                          <li key={f.campo}>
                            <code>{f.campo}</code> ({f.tipo}
                            {f.unidade ? `, ${f.unidade}` : ''}): {f.significado}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
