import { Radio, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { GERADOR_IDS } from '@rcc/domain/profiles';
import { Lookup } from '../../shared/ui/Lookup';
import { findEntity } from '../../shared/api/use-find';
import { DATE_FORMAT, parseDateBr } from '../../shared/format';
import { EnderecoFields } from '../../shared/ui/address/EnderecoFields';
import type { ObraValues } from './obra-form';
import { PointPicker } from '../../shared/map/PointPicker';

interface Props {
  form: UseFormReturnType<ObraValues>;
  edit: boolean;
  isStaff: boolean;
  today: string;
}

/** Step 1 'Obra': name, duration, permit, address, point, observation (spec 3 §2). */
export function ObraStep1({ form, edit, isStaff, today }: Props) {
  const chooseGerador = async (idPessoa: string | number | null) => {
    if (idPessoa === null) return form.setFieldValue('idGerador', null);
    const perfis = await findEntity<{ id: number }>('Perfil', {
      where: { idPessoa: Number(idPessoa), idTipoPerfil: { $in: [...GERADOR_IDS] } },
      fields: ['id'],
    });
    form.setFieldValue('idGerador', perfis.rows[0]?.id ?? null);
  };
  return (
    <Stack>
      {isStaff && !edit && (
        <Lookup
          entity="ViewPessoa"
          label="Gerador"
          labelField="nomeRazaoSocial"
          where={{ gerador: 'S' }}
          required
          onChange={(value) => void chooseGerador(value)}
          error={form.errors.idGerador}
        />
      )}
      <TextInput label="Nome da obra" required maxLength={100} {...form.getInputProps('nomeObra')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateInput
          label="Data de início"
          required
          valueFormat={DATE_FORMAT}
          dateParser={parseDateBr}
          minDate={edit ? undefined : today}
          clearable
          {...form.getInputProps('duracaoInicial')}
        />
        <DateInput
          label="Data de término"
          required
          valueFormat={DATE_FORMAT}
          dateParser={parseDateBr}
          minDate={form.values.duracaoInicial ?? today}
          clearable
          {...form.getInputProps('duracaoFinal')}
        />
      </SimpleGrid>
      <Radio.Group label="Possui alvará?" required {...form.getInputProps('possuiAlvara')}>
        <Group mt="xs">
          <Radio value="1" label="Sim" />
          <Radio value="0" label="Não" />
        </Group>
      </Radio.Group>
      {form.values.possuiAlvara === '1' && (
        <TextInput label="Número do alvará" required maxLength={50} {...form.getInputProps('numeroAlvara')} />
      )}
      <EnderecoFields
        form={form}
        onFailure="clear"
        numeroRequired={false}
        numeroMax={8}
        onPoint={(p) => form.setFieldValue('point', p)}
      />
      <PointPicker
        label="Localização da obra"
        value={form.values.point}
        onChange={(p) => form.setFieldValue('point', p)}
        error={form.errors.point as string | undefined}
      />
      <Textarea label="Observação" maxLength={500} rows={2} {...form.getInputProps('observacao')} />
      {edit && (
        <Textarea
          label="Motivo da alteração"
          required
          maxLength={500}
          rows={2}
          {...form.getInputProps('motivoAlteracao')}
        />
      )}
    </Stack>
  );
}
