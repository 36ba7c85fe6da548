import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { GraficosOcorrenciaResult } from '@rcc/domain/contract/ocorrencias';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import type { EChartsOption } from 'echarts';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { notify, notifyError } from '../../shared/notify';
import { EChart } from '../../shared/ui/EChart';

type Resultado = GraficosOcorrenciaResult;
type Fatia = Partial<
  Resultado['situacaoOcorrencia']['result'][number] & Resultado['irregularidadeCom']['result'][number]
> & { quantidade: number };

const pie = (titulo: string, rows: Fatia[], key: 'situacao' | 'irregularidade_com'): EChartsOption => ({
  title: { text: titulo, left: 'center', textStyle: { fontSize: 14 } },
  tooltip: { trigger: 'item', formatter: '{b}: {c}' },
  legend: { bottom: 0 },
  series: [
    {
      type: 'pie',
      radius: '60%',
      label: { formatter: '{d}%' },
      data: rows.map((r) => ({ name: r[key] ?? '', value: r.quantidade })),
    },
  ],
});

const ymd = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** Chart mode of 'Acompanhar Ocorrência' (spec 3 §2, §5). */
export function GraficosOcorrencia({ onVoltar }: { onVoltar: () => void }) {
  const [responsavel, setResponsavel] = useState('');
  const [situacao, setSituacao] = useState(false);
  const [irregularidade, setIrregularidade] = useState(false);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [res, setRes] = useState<Resultado | null>(null);
  const [busy, setBusy] = useState(false);

  const gerar = async () => {
    if (!responsavel || !(situacao || irregularidade) || !inicio || !fim) {
      notify.warning(MSG_MASTER_DATA.ocorrencia.preenchaCampos);
      return;
    }
    setBusy(true);
    try {
      setRes(
        await api.post<Resultado>('/acompanhar-ocorrencia/generateGraphics', {
          starValue: ymd(inicio),
          endValue: ymd(fim),
          responsavel,
          situacaoOcorrencia: situacao,
          irregularidadeCom: irregularidade,
        }),
      );
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const limpar = () => {
    setResponsavel('');
    setSituacao(false);
    setIrregularidade(false);
    setInicio(null);
    setFim(null);
    setRes(null);
  };

  return (
    <Stack>
      <Radio.Group
        label="Quem registrou a ocorrência"
        value={responsavel}
        onChange={setResponsavel}
        withAsterisk
      >
        <Group mt={4}>
          <Radio value="Cidadão" label="Cidadão" />
          <Radio value="Fiscalização" label="Fiscalização" />
        </Group>
      </Radio.Group>
      <Group>
        <Checkbox
          label="Situação das Ocorrências"
          checked={situacao}
          onChange={(e) => setSituacao(e.currentTarget.checked)}
        />
        <Checkbox
          label="Irregularidades com Caçambas e Transportes"
          checked={irregularidade}
          onChange={(e) => setIrregularidade(e.currentTarget.checked)}
        />
      </Group>
      <Group>
        <DateInput
          label="Data inicial"
          valueFormat="DD/MM/YYYY"
          value={inicio}
          onChange={setInicio}
          maxDate={fim ?? undefined}
          withAsterisk
          clearable
        />
        <DateInput
          label="Data final"
          valueFormat="DD/MM/YYYY"
          value={fim}
          onChange={setFim}
          minDate={inicio ?? undefined}
          withAsterisk
          clearable
        />
      </Group>
      <Group>
        <Button variant="default" onClick={onVoltar}>
          Voltar
        </Button>
        <Button onClick={() => void gerar()} loading={busy}>
          Gerar Gráficos
        </Button>
        <Button variant="light" onClick={limpar}>
          Limpar
        </Button>
      </Group>
      {res && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {situacao &&
            (res.situacaoOcorrencia.result.length ? (
              <EChart
                label="Situação das Ocorrências"
                option={pie('Situação das Ocorrências', res.situacaoOcorrencia.result, 'situacao')}
              />
            ) : (
              <Text>Nenhum registro encontrado.</Text>
            ))}
          {irregularidade &&
            (res.irregularidadeCom.result.length ? (
              <EChart
                label="Irregularidades com Caçambas e Transportes"
                option={pie(
                  'Irregularidades com Caçambas e Transportes',
                  res.irregularidadeCom.result,
                  'irregularidade_com',
                )}
              />
            ) : (
              <Text>Nenhum registro encontrado.</Text>
            ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
