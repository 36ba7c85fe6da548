import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { SolicitarCancelamentoPopup } from './SolicitarCancelamentoPopup';

afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByRole('textbox', { name: 'Justificativa' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Solicitar cancelamento' }));

describe('cancellation request popup (spec 2 §5)', () => {
  it('counts characters, warns about vague reasons and refuses empty and short justifications', async () => {
    const api = mockApi({});
    renderWithProviders(<SolicitarCancelamentoPopup idCtr={42} onClose={() => {}} onDone={() => {}} />);
    expect(await screen.findByText(/Justificativas vagas/)).toBeTruthy();
    expect(screen.getByText('0/255 caracteres')).toBeTruthy();
    expect(field().getAttribute('maxlength')).toBe('255');

    submit();
    expect(await screen.findByText('A justificativa informada é inválida.')).toBeTruthy();
    type('errado');
    expect(screen.getByText('6/255 caracteres')).toBeTruthy();
    submit();
    expect(await screen.findByText('A justificativa deve ter no mínimo 7 caracteres.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a justification of 7 characters or more, trimmed', async () => {
    const api = mockApi({ 'PUT /api/SolicitarCancelamentoSolicitacao/42': () => ok({ id: 42 }) });
    const onDone = vi.fn();
    renderWithProviders(<SolicitarCancelamentoPopup idCtr={42} onClose={() => {}} onDone={onDone} />);
    await screen.findByRole('dialog');
    type('  Obra embargada pela fiscalização  ');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('/api/SolicitarCancelamentoSolicitacao/42')[0]?.body).toEqual({
      motivoSolCancelamento: 'Obra embargada pela fiscalização',
    });
  });
});
