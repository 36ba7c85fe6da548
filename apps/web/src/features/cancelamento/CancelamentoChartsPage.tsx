import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput, MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { isValidCnpj, isValidCpf, MSG, normalizeCpfCnpj, type PeriodoGrafico } from '@rcc/domain';
import type { CalculoCancelamentoResult } from '@rcc/domain/contract/ctr';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import type { ListResult } from '../../shared/api/types';
import { notify } from '../../shared/notify';
import { CnpjInput, CpfInput } from '../../shared/ui/masked-inputs';
import { PageTitle } from '../../shared/ui/PageTitle';
import { CHART_TYPE, type ChartData, type ChartKind, toChartData } from './chart-option';
import { ChartDataTable } from './ChartDataTable';

const CtrBarChart = lazy(() => import('./CtrBarChart'));

interface Periodo {
  ativo: boolean;
  inicio: string | null;
  fim: string | null;
}

const KINDS: ChartKind[] = ['ano', 'mes', 'semana'];
const PERIODO_MSG: Record<ChartKind, PeriodoGrafico> = { ano: 'ano', mes: 'mês', semana: 'semana' };
const LABEL: Record<ChartKind, string> = {
  ano: "CTR's Cancelados por Ano",
  mes: "CTR's Cancelados por Mês",
  semana: "CTR's Cancelados por Semana",
};
const vazio: Periodo = { ativo: false, inicio: null, fim: null };
const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The period the API is asked for (spec 2 §2: whole years; months from January; 7 days). */
export function periodRange(kind: ChartKind, inicio: string, fim: string | null): [string, string] {
  const start = dayjs(inicio);
  if (kind === 'semana') return [fmt(start), fmt(start.add(7, 'day'))];
  const end = dayjs(fim ?? inicio);
  if (kind === 'ano') return [fmt(start.startOf('year')), fmt(end.endOf('year'))];
  return [fmt(start.startOf('year')), fmt(end.endOf('month'))];
}

/** Chart mode 'Criar Gráficos Estatísticos' of the cancellation analysis (spec 2 §2, §5). */
/** Start and end pickers of the year or month chart (the end never before the start). */
function FaixaPeriodo({
  k,
  periodo,
  onChange,
}: {
  k: 'ano' | 'mes';
  periodo: Periodo;
  onChange: (v: Partial<Periodo>) => void;
}) {
  // Both pickers take the same props; the month one also formats as MM/YYYY.
  const Picker = (k === 'ano' ? YearPickerInput : MonthPickerInput) as typeof MonthPickerInput;
  const nome = k === 'ano' ? 'Ano' : 'Mês';
  const valueFormat = k === 'mes' ? 'MM/YYYY' : undefined;
  return (
    <>
      <Picker
        label={`${nome} inicial`}
        valueFormat={valueFormat}
        disabled={!periodo.ativo}
        value={periodo.inicio}
        maxDate={periodo.fim ?? undefined}
        onChange={(v) => onChange({ inicio: v })}
        clearable
      />
      <Picker
        label={`${nome} final`}
        valueFormat={valueFormat}
        disabled={!periodo.ativo}
        value={periodo.fim}
        minDate={periodo.inicio ?? undefined}
        onChange={(v) => onChange({ fim: v })}
        clearable
      />
    </>
  );
}

export default function CancelamentoChartsPage() {
  const navigate = useNavigate();
  const [periodos, setPeriodos] = useState<Record<ChartKind, Periodo>>({
    ano: vazio,
    mes: vazio,
    semana: vazio,
  });
  const [charts, setCharts] = useState<Partial<Record<ChartKind, ChartData>>>({});
  const [tipoDoc, setTipoDoc] = useState<'F' | 'J'>('F');
  const [doc, setDoc] = useState('');
  const [docError, setDocError] = useState<string | null>(null);
  const [solicitante, setSolicitante] = useState<{ nome: string; ids: number[] } | null>(null);
  const [loading, setLoading] = useState(false);

  const update = (kind: ChartKind, patch: Partial<Periodo>) => {
    setPeriodos((p) => ({ ...p, [kind]: { ...p[kind], ...patch } }));
    // Unticking resets that chart.
    if (patch.ativo === false) {
      setPeriodos((p) => ({ ...p, [kind]: vazio }));
      setCharts((c) => ({ ...c, [kind]: undefined }));
    }
  };

  const procurar = async () => {
    const cpfCnpj = normalizeCpfCnpj(doc);
    const valid = tipoDoc === 'F' ? isValidCpf(cpfCnpj) : isValidCnpj(cpfCnpj);
    if (!valid) return setDocError(tipoDoc === 'F' ? MSG.cpfCnpj.cpfInvalido : MSG.cpfCnpj.cnpjInvalido);
    setDocError(null);
    try {
      const data = await api.post<ListResult<{ nomeRazaoSocial: string; perfis?: { id: number }[] }>>(
        '/Pessoa/find',
        {
          where: { cpfCnpj },
          include: ['perfis'],
          limit: 10,
        },
      );
      const p = data.rows[0];
      if (!p) {
        setSolicitante(null);
        return notify.warning(MSG.graficos.solicitanteNaoEncontrado);
      }
      setSolicitante({ nome: p.nomeRazaoSocial, ids: (p.perfis ?? []).map((pf) => pf.id) });
    } catch {
      notify.warning(MSG.graficos.solicitanteNaoEncontrado);
    }
  };

  const limparSolicitante = () => {
    setDoc('');
    setDocError(null);
    setSolicitante(null);
  };

  const gerar = async () => {
    const ativos = KINDS.filter((k) => periodos[k].ativo);
    for (const k of ativos) {
      const { inicio, fim } = periodos[k];
      const msg = !inicio
        ? MSG.graficosCtr.dataInicial(PERIODO_MSG[k])
        : k !== 'semana' && !fim
          ? MSG.graficosCtr.dataFinal(PERIODO_MSG[k])
          : null;
      if (msg) return notify.warning(msg, { duration: 4000 });
    }
    setLoading(true);
    try {
      const next: Partial<Record<ChartKind, ChartData>> = {};
      for (const k of ativos) {
        const [startDate, endDate] = periodRange(k, periodos[k].inicio as string, periodos[k].fim);
        const data = await api.post<CalculoCancelamentoResult>('/cancelamento-ctr/calculateCTR', {
          startDate,
          endDate,
          type: CHART_TYPE[k],
          ...(solicitante ? { solicitante: solicitante.ids } : {}),
        });
        next[k] = toChartData(k, startDate, endDate, data.rows);
      }
      setCharts(next);
    } catch {
      notify.error(MSG.graficos.tenteNovamente, { title: MSG.graficos.erro });
    } finally {
      setLoading(false);
    }
  };

  const p = periodos;
  return (
    <Stack>
      <PageTitle title="Criar Gráficos Estatísticos" />
      <Paper withBorder p="md">
        <Stack>
          {KINDS.map((k) => (
            <Group key={k} align="flex-end">
              <Checkbox
                label={LABEL[k]}
                checked={p[k].ativo}
                onChange={(e) => update(k, { ativo: e.currentTarget.checked })}
                w={260}
              />
              {k !== 'semana' && <FaixaPeriodo k={k} periodo={p[k]} onChange={(v) => update(k, v)} />}
              {k === 'semana' && (
                <>
                  <DatePickerInput
                    label="Dia inicial"
                    valueFormat="DD/MM/YYYY"
                    disabled={!p.semana.ativo}
                    value={p.semana.inicio}
                    onChange={(v) => update('semana', { inicio: v })}
                    clearable
                  />
                  <TextInput
                    label="Dia final"
                    readOnly
                    disabled={!p.semana.ativo}
                    value={p.semana.inicio ? dayjs(p.semana.inicio).add(7, 'day').format('DD/MM/YYYY') : ''}
                  />
                </>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Radio.Group
          label="Documento do solicitante"
          value={tipoDoc}
          onChange={(v) => {
            setTipoDoc(v === 'J' ? 'J' : 'F');
            limparSolicitante();
          }}
        >
          <Group mt={4}>
            <Radio value="F" label="CPF" />
            <Radio value="J" label="CNPJ" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          {tipoDoc === 'F' ? (
            <CpfInput label="CPF do solicitante" value={doc} onChange={setDoc} error={docError} />
          ) : (
            <CnpjInput label="CNPJ do solicitante" value={doc} onChange={setDoc} error={docError} />
          )}
          <TextInput label="Nome do solicitante" value={solicitante?.nome ?? ''} readOnly />
          <Group align="flex-end" gap="xs">
            <Button variant="light" onClick={procurar}>
              Procurar
            </Button>
            <Button variant="default" onClick={limparSolicitante}>
              Limpar
            </Button>
          </Group>
        </SimpleGrid>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/cancelamento-ctr')}>
          Voltar
        </Button>
        <Button variant="default" onClick={() => setCharts({})}>
          Limpar Gráficos
        </Button>
        {KINDS.some((k) => p[k].ativo) && (
          <Button onClick={gerar} loading={loading}>
            Gerar Gráficos
          </Button>
        )}
      </Group>
      <Suspense fallback={null}>
        {KINDS.map((k) => {
          const data = charts[k];
          if (!data) return null;
          return (
            <Paper withBorder p="md" key={k}>
              <Title order={2} size="h4">
                {data.title}
              </Title>
              <CtrBarChart data={data} />
              <ChartDataTable data={data} />
            </Paper>
          );
        })}
      </Suspense>
    </Stack>
  );
}
