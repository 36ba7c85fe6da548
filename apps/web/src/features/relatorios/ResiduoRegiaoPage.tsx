import type { ResiduoRegiaoChart, ResiduoRegiaoRow } from '@rcc/domain/contract/relatorios';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import type { EChartsOption } from 'echarts';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { notify, notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { EChart } from '../../shared/ui/EChart';
import { colunaM3, ReportGrid } from './ReportGrid';

type Tipo = 'year' | 'month' | 'weekDays';
const NOME: Record<Tipo, 'ano' | 'mês' | 'semana'> = { year: 'ano', month: 'mês', weekDays: 'semana' };
type Row = ResiduoRegiaoRow;
const ymd = (d: string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

function Grafico({ tipo, ra }: { tipo: Tipo; ra: string | null }) {
  const [on, setOn] = useState(false);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [option, setOption] = useState<EChartsOption | null>(null);
  const titulo = `Volume em M³ por ${NOME[tipo]}`;
  const gerar = async () => {
    if (!inicio)
      return notify.warning(MSG_MASTER_DATA.graficosVolume.dataInicial(NOME[tipo]), { duration: 4000 });
    if (!fim && tipo !== 'weekDays')
      return notify.warning(MSG_MASTER_DATA.graficosVolume.dataFinal(NOME[tipo]), { duration: 4000 });
    try {
      const data = await api.post<ResiduoRegiaoChart>('/find-residuo-regiao/chart', {
        startDate: ymd(inicio),
        endDate: ymd(fim),
        type: tipo,
        ra: ra ? Number(ra) : null,
      });
      setOption({
        title: { text: titulo },
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        xAxis: { type: 'category', data: data.periods.map((p) => p.label) },
        yAxis: { type: 'value', name: 'm³' },
        series: (data.series.length
          ? data.series
          : [{ ra: 'Total', points: data.periods.map((p) => ({ ...p, total: 0 })) }]
        ).map((s) => ({
          name: s.ra,
          type: 'bar',
          stack: 'volume',
          data: s.points.map((p) => p.total),
        })),
      });
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="xs">
      <Checkbox
        label={titulo}
        checked={on}
        onChange={(e) => {
          setOn(e.currentTarget.checked);
          if (!e.currentTarget.checked) {
            setInicio(null);
            setFim(null);
            setOption(null);
          }
        }}
      />
      {on && (
        <Group align="flex-end">
          <DateInput
            size="xs"
            label="Data inicial"
            valueFormat="DD/MM/YYYY"
            value={inicio}
            onChange={setInicio}
            maxDate={fim ?? undefined}
          />
          {tipo !== 'weekDays' && (
            <DateInput
              size="xs"
              label="Data final"
              valueFormat="DD/MM/YYYY"
              value={fim}
              onChange={setFim}
              minDate={inicio ?? undefined}
            />
          )}
          <Button size="xs" onClick={() => void gerar()}>
            Gerar
          </Button>
        </Group>
      )}
      {on && option && <EChart label={titulo} option={option} width={600} />}
    </Stack>
  );
}

/** 'Consultar Volume de Resíduos por Região' (spec 3 §2, §5): grid and year/month/week charts. */
export default function ResiduoRegiaoPage() {
  const [graficos, setGraficos] = useState(false);
  const [ra, setRa] = useState<string | null>(null);
  const title = 'Consultar Volume de Resíduos por Região';
  const regioes = useRegioes();
  return (
    <>
      <PageTitle title={title} />
      {graficos ? (
        <Stack>
          <Select
            label="Região Administrativa"
            data={regioes}
            value={ra}
            onChange={setRa}
            clearable
            searchable
            maw={320}
          />
          {(['year', 'month', 'weekDays'] as const).map((t) => (
            <Grafico key={t} tipo={t} ra={ra} />
          ))}
          <Group>
            <Button variant="default" onClick={() => setGraficos(false)}>
              Voltar
            </Button>
          </Group>
        </Stack>
      ) : (
        <ReportGrid<Row>
          path="/findResiduoRegiao"
          title={title}
          fileName="volume-por-regiao"
          toolbar={
            <Button size="xs" variant="light" onClick={() => setGraficos(true)}>
              Gerar Gráfico do Volume em M³ por
            </Button>
          }
          columns={[
            { field: 'periodo', header: 'Período', filter: 'none' },
            { field: 'regiao', header: 'Região Administrativa' },
            colunaM3<Row>('valorRecebido', 'Valor Recebido em m³'),
          ]}
        />
      )}
    </>
  );
}

/** Regions of the type-3 profiles (localidades), for the chart filter. */
function useRegioes() {
  const [data, setData] = useState<Array<{ value: string; label: string }> | null>(null);
  if (data === null) {
    setData([]);
    void api
      .post<{ rows: Array<{ id: number; nome: string }> }>('/Localidade/find', {
        limit: 100,
        order: [['nome', 'ASC']],
      })
      .then((r) => setData(r.rows.map((l) => ({ value: String(l.id), label: l.nome }))))
      .catch(() => {});
  }
  return data ?? [];
}
