import { Grid, Select, TextInput } from '@mantine/core';
import { MSG } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { Lookup } from '../../../shared/ui/Lookup';
import { CepInput } from '../../../shared/ui/masked-inputs';
import { cadastroApi } from './cadastro-api';

/** The part of a @mantine/form used here; `prefix` is the path of the address in the values. */
export interface FieldsForm {
  // biome-ignore lint/suspicious/noExplicitAny: @mantine/form's input props are untyped by design
  getInputProps(path: string): any;
  setFieldValue(path: string, value: unknown): void;
  getValues(): unknown;
}

export const at = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined),
      values,
    );

const join = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * CEP, UF, município and the street fields (spec 1 §5 'User form'): a CEP of 8 digits looks the
 * address up and fills the rest.
 */
export function EnderecoFields({
  form,
  prefix = '',
  empresa = false,
}: {
  form: FieldsForm;
  prefix?: string;
  empresa?: boolean;
}) {
  const p = (field: string) => join(prefix, field);
  const estados = useQuery({ queryKey: ['estados'], queryFn: cadastroApi.estados, staleTime: Infinity });
  const uf = at(form.getValues(), p('uf')) as string | null;
  const suffix = empresa ? ' da empresa' : '';

  const lookup = async (cep: string) => {
    if (cep.length !== 8) return;
    try {
      const found = await cadastroApi.findAddress(cep);
      if (!found) return;
      for (const [field, value] of Object.entries(found)) if (value) form.setFieldValue(p(field), value);
    } catch (error) {
      if (isApiError(error) && error.message === MSG.cep.naoEncontrado) {
        notify.warning(MSG.cep.naoEncontrado, { duration: 600 });
      }
      // The lookup is a convenience: without it the address is typed by hand.
    }
  };

  const cepProps = form.getInputProps(p('cep'));
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CepInput
          label={`CEP${suffix}`}
          withAsterisk
          {...cepProps}
          onChange={(value: string) => {
            cepProps.onChange(value);
            void lookup(value);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Select
          label={`UF${suffix}`}
          data={(estados.data ?? []).map((e) => ({ value: e.uf, label: `${e.uf} - ${e.nome}` }))}
          searchable
          clearable
          {...form.getInputProps(p('uf'))}
          onChange={(value) => {
            form.setFieldValue(p('uf'), value);
            form.setFieldValue(p('codIbge'), null);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Lookup
          entity="Municipio"
          label={`Município${suffix}`}
          labelField="nome"
          valueField="codIbge"
          where={uf ? { uf } : undefined}
          disabled={!uf}
          value={at(form.getValues(), p('codIbge')) as string | null}
          onChange={(value) => form.setFieldValue(p('codIbge'), value === null ? null : String(value))}
          error={form.getInputProps(p('codIbge')).error}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={`Bairro${suffix}`} maxLength={80} {...form.getInputProps(p('bairro'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={`Endereço${suffix}`} maxLength={150} {...form.getInputProps(p('endereco'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={`Complemento${suffix}`} maxLength={100} {...form.getInputProps(p('complemento'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={`Número${suffix}`}
          withAsterisk
          maxLength={10}
          {...form.getInputProps(p('numero'))}
        />
      </Grid.Col>
    </Grid>
  );
}
