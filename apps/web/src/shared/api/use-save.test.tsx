import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { BACKEND_PREFIX } from '../notify';
import { api } from './client';
import { type SaveOptions, useSave } from './use-save';

afterEach(() => vi.unstubAllGlobals());

type Extra = Pick<SaveOptions<{ nome: string }, unknown>, 'success' | 'error' | 'onSuccess' | 'failure'>;

/** A list and a form that saves into it, the way screens use the hook. */
function Probe(extra: Extra) {
  const lista = useQuery({
    queryKey: ['lista'],
    queryFn: () => api.post<{ count: number }>('/Lista/find', {}),
  });
  const form = useForm({ initialValues: { nome: '' } });
  const save = useSave({
    save: (values: { nome: string }) => api.post('/lista', values),
    invalidate: [['lista']],
    form,
    ...extra,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <span>{lista.data ? `itens: ${lista.data.count}` : 'carregando'}</span>
      <TextInput label="Nome" {...form.getInputProps('nome')} />
      <Button type="submit" loading={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}

describe('useSave', { timeout: 20_000 }, () => {
  it('saves, refetches the changed list, shows the success toast and runs onSuccess', async () => {
    let count = 0;
    const api = mockApi({
      'POST /api/Lista/find': () => ok({ count }),
      'POST /api/lista': () => {
        count += 1;
        return ok({ id: 1 });
      },
    });
    const onSuccess = vi.fn();
    renderWithProviders(<Probe success="Item salvo" onSuccess={onSuccess} />);
    expect(await screen.findByText('itens: 0')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Item salvo')).toBeTruthy();
    expect(await screen.findByText('itens: 1')).toBeTruthy();
    expect(api.callsTo('/api/lista')[0]?.body).toEqual({ nome: 'Ana' });
    expect(api.callsTo('/api/Lista/find')).toHaveLength(2);
    expect(onSuccess).toHaveBeenCalledWith({ id: 1 }, { nome: 'Ana' });
  });

  it('puts a 400 answer’s field errors on the form and its Portuguese message in a toast', async () => {
    const api = mockApi({
      'POST /api/Lista/find': () => ok({ count: 0 }),
      'POST /api/lista': () => fail(400, 'VALIDATION', 'Dados inválidos.', { nome: 'O nome é obrigatório.' }),
    });
    const onSuccess = vi.fn();
    renderWithProviders(<Probe success="Nome salvo" onSuccess={onSuccess} />);
    await screen.findByText('itens: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O nome é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('Dados inválidos.')).toBeTruthy();
    expect(screen.getByText(BACKEND_PREFIX)).toBeTruthy();
    expect(screen.queryByText('Nome salvo')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(api.callsTo('/api/Lista/find')).toHaveLength(1);
  });

  it('lets a screen word the failure itself, telling whether the fields went onto the form', async () => {
    mockApi({
      'POST /api/Lista/find': () => ok({ count: 0 }),
      'POST /api/lista': () => fail(409, 'CONFLICT', 'Já existe.'),
    });
    const error = vi.fn();
    renderWithProviders(<Probe error={error} />);
    await screen.findByText('itens: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[1]).toBe(false);
    expect(screen.queryByText('Já existe.')).toBeNull();
  });

  it('puts the spec’s words for the failure before the API’s message', async () => {
    mockApi({
      'POST /api/Lista/find': () => ok({ count: 0 }),
      'POST /api/lista': () => fail(409, 'CONFLICT', 'Já existe.'),
    });
    renderWithProviders(<Probe failure="Não foi possível salvar o item." />);
    await screen.findByText('itens: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível salvar o item.')).toBeTruthy();
    expect(await screen.findByText('Já existe.')).toBeTruthy();
  });
});
