import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AtendimentoPublico } from '@rcc/domain/contract/publico';
import { F } from '@rcc/domain/features';
import { type AtendimentoPublicoInput, atendimentoPublicoBody } from '@rcc/domain/publico/locais-descarte';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { schemaValidate } from '../../shared/forms/schema-validate';

const RECEBE = [
  { value: 'padrao', label: 'Conforme o tipo (PEV e ATT recebem)' },
  { value: 'sim', label: 'Sim, recebe do público' },
  { value: 'nao', label: 'Não recebe do público' },
];
const paraSelect = (v: boolean | null) => (v === null ? 'padrao' : v ? 'sim' : 'nao');
const doSelect = (v: string | null) => (v === 'sim' ? true : v === 'nao' ? false : null);

const EMPTY: AtendimentoPublicoInput = {
  recebePublico: null,
  horarioFuncionamento: null,
  limitePequenoGeradorM3: null,
  classesAceitas: [],
};

/**
 * What the public sees of a destination on "onde descartar" (issue #19): whether it receives from
 * the public, opening hours, accepted classes and the small-generator limit. Saved apart from the
 * person form, by the authority (Cadastro de Pessoas · altera; the server checks it again).
 */
export function AtendimentoPublicoSection({ idPerfil, readOnly }: { idPerfil: number; readOnly: boolean }) {
  const canSee = useCan(F.CADASTRO_PESSOAS, 'consulta');
  const canAlter = useCan(F.CADASTRO_PESSOAS, 'altera') && !readOnly;
  const key = ['locais-descarte', idPerfil];
  const query = useQuery({
    queryKey: key,
    enabled: canSee,
    queryFn: () => api.get<AtendimentoPublico>(`/locais-descarte/${idPerfil}`),
  });
  const form = useForm<AtendimentoPublicoInput>({
    initialValues: EMPTY,
    validate: schemaValidate(atendimentoPublicoBody),
  });
  const data = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the saved values once they arrive
  useEffect(() => {
    if (!data) return;
    const v = {
      recebePublico: data.recebePublico,
      horarioFuncionamento: data.horarioFuncionamento,
      limitePequenoGeradorM3: data.limitePequenoGeradorM3,
      classesAceitas: data.classesAceitas,
    };
    form.setInitialValues(v);
    form.setValues(v);
  }, [data]);
  const save = useSave({
    save: (values: AtendimentoPublicoInput) =>
      api.put<AtendimentoPublico>(`/locais-descarte/${idPerfil}`, values),
    invalidate: [key],
    success: 'Atendimento ao público salvo.',
    form,
  });
  if (!canSee || !data) return null;
  const v = form.getValues();
  const salvar = () => {
    if (!form.validate().hasErrors) save.mutate(form.getValues());
  };
  return (
    <Fieldset legend="Atendimento ao público (Onde descartar)" disabled={!canAlter}>
      <Text size="sm" mb="xs">
        {data.recebePublicoEfetivo
          ? 'Este destino aparece na página pública "Onde descartar".'
          : 'Este destino não aparece na página pública "Onde descartar".'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Recebe entulho do público"
          data={RECEBE}
          allowDeselect={false}
          value={paraSelect(v.recebePublico)}
          onChange={(s) => form.setFieldValue('recebePublico', doSelect(s))}
        />
        <TextInput
          label="Horário de funcionamento"
          placeholder="Ex.: segunda a sábado, 7h às 18h"
          maxLength={300}
          {...form.getInputProps('horarioFuncionamento')}
          value={v.horarioFuncionamento ?? ''}
        />
        <NumberInput
          label="Limite por entrega do pequeno gerador (m³)"
          min={0}
          decimalScale={2}
          decimalSeparator=","
          error={form.errors.limitePequenoGeradorM3}
          value={v.limitePequenoGeradorM3 ?? ''}
          onChange={(n) => form.setFieldValue('limitePequenoGeradorM3', n === '' ? null : Number(n))}
        />
      </SimpleGrid>
      <Checkbox.Group
        mt="sm"
        label="Classes de resíduo aceitas"
        value={v.classesAceitas.map(String)}
        onChange={(ids) => form.setFieldValue('classesAceitas', ids.map(Number))}
        error={form.errors.classesAceitas}
      >
        <Group gap="md" mt={4}>
          {data.classesDisponiveis.map((c) => (
            <Checkbox key={c.id} value={String(c.id)} label={c.classe} />
          ))}
        </Group>
      </Checkbox.Group>
      {canAlter && (
        <Group justify="flex-end" mt="sm">
          <Button variant="light" onClick={salvar} loading={save.isPending}>
            Salvar atendimento ao público
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
