import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { MSG } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { notify, notifyError } from '../../notify';
import { readField as at } from '../data-grid/grid-query';
import { Lookup } from '../Lookup';
import { CepInput } from '../masked-inputs';
import { findAddress } from './find-address';

/** The part of a @mantine/form used here; `prefix` is the path of the address in the values. */
export interface FieldsForm {
  // biome-ignore lint/suspicious/noExplicitAny: @mantine/form's input props are untyped by design
  getInputProps(path: string): any;
  setFieldValue(path: string, value: unknown): void;
  getValues(): unknown;
}

/** The address of a work site, bin or request ('cep' mode: município filled by the CEP). */
export interface EnderecoValues {
  cep: string;
  uf: string;
  municipio: string;
  codIbge: number | null;
  bairro: string;
  endereco: string;
  complemento: string;
  numero: string;
}

export const EMPTY_ENDERECO: EnderecoValues = {
  cep: '',
  uf: '',
  municipio: '',
  codIbge: null,
  bairro: '',
  endereco: '',
  complemento: '',
  numero: '',
};

/** The address columns of a stored work site, bin or user, as the generic find answers them. */
export interface EnderecoGravado {
  cep: string | null;
  uf: string | null;
  codIbge: number | null;
  bairro: string | null;
  endereco: string | null;
  complemento: string | null;
  numero: string | null;
  /** Included by the screens that show the município's name. */
  municipio?: { nome?: string } | null;
}

/** A stored address → the block's values (blank text where the record has none). */
export const enderecoDoRegistro = (r: EnderecoGravado): EnderecoValues => ({
  cep: r.cep ?? '',
  uf: r.uf ?? '',
  municipio: r.municipio?.nome ?? '',
  codIbge: r.codIbge ?? null,
  bairro: r.bairro ?? '',
  endereco: r.endereco ?? '',
  complemento: r.complemento ?? '',
  numero: r.numero ?? '',
});

export interface EnderecoFieldsProps {
  form: FieldsForm;
  /** Path of the address inside the form's values ('' = at the root). */
  prefix?: string;
  /**
   * 'cep': UF and município are read-only text filled by the CEP, `codIbge` a number (spec 2, spec 3);
   * 'lookup': a UF select and a município lookup, typed by hand when the CEP is unknown, `codIbge`
   * a string (spec 1 §5, people forms).
   */
  municipio?: 'cep' | 'lookup';
  /**
   * A failed lookup: 'clear' empties the address and shows the error (spec 3, work sites and bins);
   * 'warn' keeps what was typed and warns 'CEP não encontrado' (600 ms) or 'Erro na busca do CEP'.
   */
  onFailure?: 'clear' | 'warn';
  readOnly?: boolean;
  /** Appended to every label, e.g. ' da empresa'. */
  suffix?: string;
  numeroRequired?: boolean;
  /**
   * UF, município, bairro and endereço are required too (asterisks; the domain schema refuses them
   * blank): work sites, bins, requests and 'Editar meus dados' (spec 1 §5). The user and person
   * forms require only CEP and número (spec 1 'User form', 'Person form'). Default: 'cep' mode.
   */
  completo?: boolean;
  enderecoMax?: number;
  numeroMax?: number;
  /** Receives the first geocoded point of the address, [lon, lat]. */
  onPoint?: (point: [number, number]) => void;
}

const CLEARED = { uf: '', municipio: '', codIbge: null, bairro: '', endereco: '', complemento: '' };

/** CEP, UF, município, bairro, endereço, complemento, número: a CEP of 8 digits fills the rest. */
export function EnderecoFields({
  form,
  prefix = '',
  municipio = 'cep',
  onFailure = 'warn',
  readOnly = false,
  suffix = '',
  numeroRequired = true,
  completo = municipio === 'cep',
  enderecoMax = 100,
  numeroMax = 10,
  onPoint,
}: EnderecoFieldsProps) {
  const p = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const manual = municipio === 'lookup';
  const [loading, setLoading] = useState(false);
  const estados = useQuery({
    queryKey: ['estados'],
    queryFn: () =>
      api
        .post<{ rows: Array<{ uf: string; nome: string }> }>(
          '/Estado/find',
          { limit: 100, order: [['nome', 'ASC']] },
          { skipAuthHandler: true },
        )
        .then((d) => d.rows),
    staleTime: Infinity,
    enabled: manual,
  });
  const uf = at(form.getValues(), p('uf')) as string | null;

  const set = (values: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(values)) form.setFieldValue(p(field), value);
  };
  const failed = (error: unknown) => {
    if (onFailure === 'clear') {
      set(CLEARED);
      notifyError(error);
    } else if (error === null || (isApiError(error) && error.message === MSG.cep.naoEncontrado)) {
      notify.warning(MSG.cep.naoEncontrado, { duration: 600 });
    } else notify.warning(MSG.cep.erroBusca);
  };

  const lookup = async (cep: string) => {
    if (cep.length !== 8 || readOnly) return;
    setLoading(true);
    try {
      const found = await findAddress(cep);
      if (!found) return failed(null);
      const { point, codIbge, municipio: nome, ...rest } = found;
      if (manual) {
        // Typed values stay where the lookup knows nothing.
        for (const [field, value] of Object.entries({ ...rest, codIbge })) if (value) set({ [field]: value });
      } else set({ ...rest, municipio: nome, codIbge: codIbge ? Number(codIbge) : null });
      if (point) onPoint?.(point);
    } catch (error) {
      failed(error);
    } finally {
      setLoading(false);
    }
  };

  const cepProps = form.getInputProps(p('cep'));
  const text = (field: string, label: string, maxLength: number, required = false) => (
    <TextInput
      label={`${label}${suffix}`}
      withAsterisk={required}
      maxLength={maxLength}
      readOnly={readOnly}
      {...form.getInputProps(p(field))}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <CepInput
        label={`CEP${suffix}`}
        withAsterisk
        disabled={readOnly || loading}
        {...cepProps}
        onChange={(value: string) => {
          cepProps.onChange(value);
          void lookup(value);
        }}
      />
      {manual ? (
        <>
          <Select
            label={`UF${suffix}`}
            withAsterisk={completo}
            data={(estados.data ?? []).map((e) => ({ value: e.uf, label: `${e.uf} - ${e.nome}` }))}
            searchable
            clearable
            readOnly={readOnly}
            {...form.getInputProps(p('uf'))}
            onChange={(value) => set({ uf: value, codIbge: null })}
          />
          <Lookup
            entity="Municipio"
            label={`Município${suffix}`}
            labelField="nome"
            valueField="codIbge"
            required={completo}
            where={uf ? { uf } : undefined}
            disabled={readOnly || !uf}
            value={at(form.getValues(), p('codIbge')) as string | null}
            onChange={(value) => set({ codIbge: value === null ? null : String(value) })}
            error={form.getInputProps(p('codIbge')).error}
          />
        </>
      ) : (
        <>
          <TextInput label={`UF${suffix}`} readOnly {...form.getInputProps(p('uf'))} />
          <TextInput
            label={`Município${suffix}`}
            withAsterisk={completo}
            readOnly
            {...form.getInputProps(p('municipio'))}
            error={form.getInputProps(p('codIbge')).error ?? form.getInputProps(p('municipio')).error}
          />
        </>
      )}
      {text('bairro', 'Bairro', 80, completo)}
      {text('endereco', 'Endereço', enderecoMax, completo)}
      {text('complemento', 'Complemento', 100)}
      {text('numero', 'Número', numeroMax, numeroRequired)}
    </SimpleGrid>
  );
}
