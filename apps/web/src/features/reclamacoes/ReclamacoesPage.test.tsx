import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import ReclamacoesPage from './ReclamacoesPage';

afterEach(() => vi.unstubAllGlobals());

const file = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('Dúvidas ou Sugestões', { timeout: 20_000 }, () => {
  it('ignores duplicate attachments, shows sizes in MB, stops at five and sends the form', async () => {
    const api = mockApi({ 'POST /api/reclamacao': () => ok({ id: 1 }) });
    const { container } = renderWithProviders(<ReclamacoesPage />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [file('a.pdf', 1572864), file('a.pdf', 1572864), file('b.pdf', 10)] },
    });
    expect(await screen.findByText('1.50 MB')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remover' })).toHaveLength(2);
    fireEvent.change(input, {
      target: { files: [file('c.pdf', 1), file('d.pdf', 1), file('e.pdf', 1), file('f.pdf', 1)] },
    });
    expect(await screen.findByText('Você atingiu o limite máximo de anexos')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remover' })).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escolha o tipo: Dúvida ou Sugestão.')).toBeTruthy();
    expect(api.callsTo('/api/reclamacao')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Sugestão' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Título/ }), { target: { value: 'Mapa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Texto/ }), {
      target: { value: 'Sugiro um mapa.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sugestão enviada com sucesso')).toBeTruthy();
    const sent = api.callsTo('/api/reclamacao')[0]!.body as FormData;
    expect(sent.getAll('file')).toHaveLength(5);
    await waitFor(() => expect(sent.get('tipo')).toBe('Sugestão'));
  });
});
