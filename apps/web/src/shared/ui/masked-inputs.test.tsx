import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CnpjInput, CpfCnpjInput, CpfInput, PlacaInput } from './masked-inputs';

function Form({ onValues }: { onValues: (values: { placa: string; cpf: string }) => void }) {
  const form = useForm({ initialValues: { placa: '', cpf: '' }, onValuesChange: onValues });
  return (
    <>
      <PlacaInput {...form.getInputProps('placa')} />
      <CpfInput {...form.getInputProps('cpf')} />
    </>
  );
}

function Docs({ onValues }: { onValues: (values: { cnpj: string; doc: string }) => void }) {
  const form = useForm({ initialValues: { cnpj: '', doc: '' }, onValuesChange: onValues });
  return (
    <>
      <CnpjInput {...form.getInputProps('cnpj')} />
      <CpfCnpjInput label="CPF ou CNPJ" {...form.getInputProps('doc')} />
    </>
  );
}

describe('masked inputs', { timeout: 20_000 }, () => {
  it('masks what is shown and hands @mantine/form the raw value', async () => {
    let last = { placa: '', cpf: '' };
    renderWithProviders(<Form onValues={(values) => (last = values)} />);
    const placa = screen.getByRole('textbox', { name: 'Placa' }) as HTMLInputElement;
    fireEvent.input(placa, { target: { value: 'abc1d23' } });
    await waitFor(() => expect(last.placa).toBe('ABC1D23'));
    expect(placa.value).toBe('ABC-1D23');

    const cpf = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    fireEvent.input(cpf, { target: { value: '52998224725' } });
    await waitFor(() => expect(last.cpf).toBe('52998224725'));
    expect(cpf.value).toBe('529.982.247-25');
  });

  // IN RFB 2.229/2024: letters in the first twelve places, upper-cased; two numeric check digits.
  it('takes an alphanumeric CNPJ, upper-cased, and still a numeric one', async () => {
    let cnpj = '';
    let doc = '';
    renderWithProviders(
      <Docs
        onValues={(v) => {
          cnpj = v.cnpj;
          doc = v.doc;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'CNPJ' }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '12abc34501de35' } });
    await waitFor(() => expect(cnpj).toBe('12ABC34501DE35'));
    expect(input.value).toBe('12.ABC.345/01DE-35');
    // Letters are refused in the check digits.
    fireEvent.input(input, { target: { value: '12ABC34501DEXY' } });
    await waitFor(() => expect(cnpj).toBe('12ABC34501DE'));
    expect(input.value).toMatch(/^12\.ABC\.345\/01DE-?$/);
    fireEvent.input(input, { target: { value: '11222333000181' } });
    await waitFor(() => expect(cnpj).toBe('11222333000181'));
    expect(input.value).toBe('11.222.333/0001-81');

    const either = screen.getByRole('textbox', { name: 'CPF ou CNPJ' }) as HTMLInputElement;
    fireEvent.input(either, { target: { value: '52998224725' } });
    await waitFor(() => expect(doc).toBe('52998224725'));
    expect(either.value).toBe('529.982.247-25');
    fireEvent.input(either, { target: { value: '12.abc.345/01de-35' } });
    await waitFor(() => expect(doc).toBe('12ABC34501DE35'));
    expect(either.value).toBe('12.ABC.345/01DE-35');
    fireEvent.input(either, { target: { value: '11222333000181' } });
    await waitFor(() => expect(doc).toBe('11222333000181'));
    expect(either.value).toBe('11.222.333/0001-81');
  });
});
