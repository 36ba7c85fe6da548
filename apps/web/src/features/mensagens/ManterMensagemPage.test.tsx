import { F } from '@rcc/domain/features';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import ManterMensagemPage from './ManterMensagemPage';

const mensagem = (id: number, titulo: string) => ({
  id,
  titulo,
  mensagem: '<p>Texto</p>',
  ativa: 'S',
  createdAt: '2026-05-10T13:00:00.000Z',
  totalLido: id === 1 ? 1 : 0,
  idTipoPerfil: [2],
});
const leitura = {
  id: 5,
  empresa: 'Transportes Candango Ltda',
  cpfCnpj: '00000000000191',
  nomeLeitor: 'João Souza',
  cpfLeitor: null,
  dataHora: '2026-05-11T13:00:00.000Z',
};

beforeEach(() => {
  sessionStore.clear('empty');
  sessionStore.setSession(makeUser({ [F.MANTER_MENSAGENS]: { consulta: true } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const abrirLeitores = async (titulo: string) => {
  const linha = (await screen.findAllByText(titulo))[0]!.closest('tr')!;
  fireEvent.click(within(linha).getByRole('button', { name: 'Leitores' }));
  return screen.findByRole('dialog', { name: `Leitores: ${titulo}` });
};

/** The readers popup of /manter-mensagem shows the shared list states (issue #15 item 6). */
describe('Manter Mensagens: readers popup states', { timeout: 20_000 }, () => {
  it('loads the readers, says when nobody read, and offers "Tentar novamente" after a failure', async () => {
    let falhar = true;
    const api = mockApi({
      'POST /api/Mensagem/find': () =>
        ok({ rows: [mensagem(1, 'Aviso de feriado'), mensagem(2, 'Nova regra')], count: 2 }),
      'POST /api/LeituraMensagem/find': (body) => {
        const id = (body as { where: { idMensagem: number } }).where.idMensagem;
        if (id === 2) return ok({ rows: [], count: 0 });
        return falhar
          ? fail(500, 'INTERNAL', 'Erro interno no servidor.')
          : ok({ rows: [leitura], count: 1 });
      },
    });
    renderWithProviders(<ManterMensagemPage />);

    const vazio = await abrirLeitores('Nova regra');
    expect(await within(vazio).findByText('Ninguém leu esta mensagem ainda.')).toBeTruthy();
    fireEvent.click(within(vazio).getByRole('button', { name: /Fechar/ }));

    const popup = await abrirLeitores('Aviso de feriado');
    const erro = await within(popup).findByRole('alert', {}, { timeout: 5000 });
    expect(erro.textContent).toContain('Não foi possível carregar os leitores da mensagem.');
    falhar = false;
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(popup).findByText('João Souza')).toBeTruthy();
    expect(within(popup).queryByRole('alert')).toBeNull();
    const pedidos = api.callsTo('/api/LeituraMensagem/find').map((c) => c.body);
    expect(pedidos).toContainEqual({ where: { idMensagem: 1 }, limit: 1000 });
  });
});
