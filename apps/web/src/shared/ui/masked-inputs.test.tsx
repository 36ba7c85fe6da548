import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CpfInput, PlacaInput } from './masked-inputs';

function Form({ onValues }: { onValues: (values: { placa: string; cpf: string }) => void }) {
  const form = useForm({ initialValues: { placa: '', cpf: '' }, onValuesChange: onValues });
  return (
    <>
      <PlacaInput {...form.getInputProps('placa')} />
      <CpfInput {...form.getInputProps('cpf')} />
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
});
