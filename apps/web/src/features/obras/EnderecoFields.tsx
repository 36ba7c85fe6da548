import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EnderecoInfo } from '@rcc/domain/contract/geo';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { notifyError } from '../../shared/notify';
import { CepInput } from '../../shared/ui/masked-inputs';

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

interface Props<T extends EnderecoValues> {
  form: UseFormReturnType<T>;
  readOnly?: boolean;
  numeroMax?: number;
  /** Receives the first geocoded point of the address, [lon, lat]. */
  onPoint?: (point: [number, number]) => void;
}

/** CEP, UF, municipality, district, street, complement, number; the CEP fills the rest (spec 1 §5). */
export function EnderecoFields<T extends EnderecoValues>({
  form,
  readOnly,
  numeroMax = 10,
  onPoint,
}: Props<T>) {
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/suspicious/noExplicitAny: the form's generic values hold the address fields
  const f = form as unknown as UseFormReturnType<any>;

  const lookup = async (cep: string) => {
    if (cep.length !== 8 || readOnly) return;
    setLoading(true);
    try {
      const { info } = await api.post<{ info: EnderecoInfo }>('/findAddress', { cep });
      const e = info.endereco;
      f.setValues({
        uf: e.uf,
        municipio: e.localidade,
        codIbge: e.ibge ? Number(e.ibge) : null,
        bairro: e.bairro,
        endereco: e.logradouro,
        complemento: e.complemento ?? '',
      });
      const first = info.geocodeCandidates[0];
      if (first) onPoint?.([first.location.x, first.location.y]);
    } catch (error) {
      // spec 1 §5: on failure the address fields are cleared.
      f.setValues({ uf: '', municipio: '', codIbge: null, bairro: '', endereco: '', complemento: '' });
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };

  const cepProps = f.getInputProps('cep');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <CepInput
        required
        disabled={readOnly || loading}
        {...cepProps}
        onChange={(value: string) => {
          cepProps.onChange(value);
          void lookup(value);
        }}
      />
      <TextInput label="UF" readOnly {...f.getInputProps('uf')} />
      <TextInput
        label="Município"
        required
        readOnly
        {...f.getInputProps('municipio')}
        error={f.errors.codIbge ?? f.errors.municipio}
      />
      <TextInput label="Bairro" required maxLength={80} readOnly={readOnly} {...f.getInputProps('bairro')} />
      <TextInput
        label="Endereço"
        required
        maxLength={100}
        readOnly={readOnly}
        {...f.getInputProps('endereco')}
      />
      <TextInput
        label="Complemento"
        maxLength={100}
        readOnly={readOnly}
        {...f.getInputProps('complemento')}
      />
      <TextInput label="Número" maxLength={numeroMax} readOnly={readOnly} {...f.getInputProps('numero')} />
    </SimpleGrid>
  );
}
