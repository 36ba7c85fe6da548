import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useNavigate } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { confirm } from '../../shared/ui/confirm';
import { Lookup } from '../../shared/ui/Lookup';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi } from '../../shared/ctr/ctr-api';
import { ResiduosField, type ResiduosValue } from './ResiduosField';
import { useObraTransportadores } from './use-obra-transportadores';

interface Values {
  idObra: number | null;
  idGerador: number | null;
  idTransportador: string | null;
  quantidadeCacambas: string;
  volumeAproximadoM3: number | string;
  observacao: string;
  residuos: ResiduosValue;
}

const QUANTIDADES = Array.from({ length: LIMITES_CTR.quantidadeCacambasMax }, (_, i) => String(i + 1));

/** 'Solicitar Transporte' form (spec 2 §2, §5): after saving goes to /localizar-ctr. */
export default function SolicitacaoFormPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      idObra: null,
      idGerador: null,
      idTransportador: null,
      quantidadeCacambas: String(LIMITES_CTR.quantidadeCacambasPadrao),
      volumeAproximadoM3: '',
      observacao: '',
      residuos: { residuos: [], idResiduoPredominante: null },
    },
    validate: {
      idObra: (v) => (v ? null : MSG.naoSolicitado.selecioneObra),
      idTransportador: (v) => (v ? null : MSG.alterarTransportador.obrigatorio),
      residuos: (v, values) => {
        if (!v.idResiduoPredominante) return MSG.solicitacao.residuoPredominante;
        if (Number(values.quantidadeCacambas) > 1 && v.residuos.length === 0)
          return MSG.solicitacao.umResiduo;
        return null;
      },
      observacao: (v) =>
        v.length > LIMITES_CTR.observacaoMax ? `Máximo de ${LIMITES_CTR.observacaoMax} caracteres` : null,
    },
  });
  const transportadores = useObraTransportadores(form.values.idObra);
  const residuosError = form.errors.residuos ? String(form.errors.residuos) : null;

  const save = useSave({
    save: (values: Values) =>
      ctrApi.solicitar({
        idObra: values.idObra,
        idGerador: values.idGerador,
        idTransportador: Number(values.idTransportador),
        idResiduoPredominante: values.residuos.idResiduoPredominante,
        quantidadeCacambas: Number(values.quantidadeCacambas),
        volumeAproximadoM3: values.volumeAproximadoM3 === '' ? undefined : Number(values.volumeAproximadoM3),
        observacao: values.observacao || undefined,
        residuos: values.residuos.residuos.map((r) => ({
          idTipoResiduo: r.idTipoResiduo,
          volumeAproximadoM3: r.volumeAproximadoM3,
        })),
      }),
    success: 'Solicitação de transporte cadastrada com sucesso',
    onSuccess: () => navigate('/localizar-ctr'),
  });

  const submit = async (values: Values) => {
    if (!(await confirm({ title: 'Solicitar Transporte', message: MSG.solicitacao.confirmar }))) return;
    save.mutate(values);
  };

  return (
    <Stack>
      <PageTitle title="Solicitar Transporte" />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Lookup<{ id: number; nomeObra: string; idGerador: number }>
                entity="Obra"
                label="Obra"
                labelField="nomeObra"
                withAsterisk
                value={form.values.idObra}
                error={form.errors.idObra}
                onChange={(id, row) => {
                  form.setFieldValue('idObra', id == null ? null : Number(id));
                  form.setFieldValue('idGerador', row?.idGerador ?? null);
                  form.setFieldValue('idTransportador', null);
                }}
              />
              <Select
                label="Transportador"
                withAsterisk
                data={transportadores.options}
                disabled={!form.values.idObra}
                nothingFoundMessage={MSG.transportadores.nenhumNaObra}
                description={
                  transportadores.loaded && transportadores.options.length === 0
                    ? MSG.transportadores.nenhumNaObra
                    : undefined
                }
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('idTransportador')}
              />
              <Select
                label="Quantidade de caçambas"
                data={QUANTIDADES}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('quantidadeCacambas')}
              />
              <NumberInput
                label="Volume aproximado (m³)"
                min={0}
                maxLength={7}
                decimalSeparator=","
                allowNegative={false}
                {...form.getInputProps('volumeAproximadoM3')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <ResiduosField
              value={form.values.residuos}
              onChange={(v) => form.setFieldValue('residuos', v)}
              predominanteError={residuosError === MSG.solicitacao.residuoPredominante ? residuosError : null}
              listError={residuosError !== MSG.solicitacao.residuoPredominante ? residuosError : null}
            />
          </Paper>
          <Textarea
            label="Observações"
            maxLength={LIMITES_CTR.observacaoMax}
            rows={2}
            {...form.getInputProps('observacao')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/solicitacao-transporte')}>
              Voltar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Solicitar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
