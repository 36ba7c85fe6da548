import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { sincronizar, usarStore } from '../../shared/offline/fila';
import { filaEmMemoria } from '../../shared/offline/fila-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const PAGINA = '/avaliar-recebimento-solicitacao';
/** The page is a lazy route: its first import can take long on a busy machine. */
const PAGINA_LAZY = { timeout: 30_000 };
const DESTINO = 30;
const usuario = makeUser(
  { [F.ANALISAR_RECEBIMENTO]: { consulta: true, altera: true } },
  {
    id: 9,
    perfis: [{ id: DESTINO, idTipoPerfil: 3, descricao: 'Destino Final', situacaoValidacao: 'A' }],
    userTypes: [3],
  },
);
const ctr = (id: number) => ({
  id,
  situacao: 'Retirada',
  idDestinoFinal: DESTINO,
  placa: 'ABC1D23',
  nomeTransportador: 'Transportes Rápidos Ltda',
  numeroIdentificacaoCacamba: `CB-${id}`,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** The app opened with a session on this device (the cookie decides at validate-login). */
function abrir() {
  window.localStorage.setItem('rcc.sessao', '1');
  sessionStore.reset();
  return renderApp(PAGINA);
}

const semRede = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  sessionStore.clear('empty');
  usarStore(filaEmMemoria());
  setOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Analisar Recebimento on the gate phone, offline (issue #16)', { timeout: 90_000 }, () => {
  it('reloaded without a connection, the list is the last answer of this device, with its date', async () => {
    mockApi({
      'POST /api/validate-login': () => ok({ user: usuario }),
      'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [ctr(41)], count: 1 }),
    });
    const antes = dayjs().format('DD/MM HH:mm');
    const online = abrir();
    await screen.findByRole('button', { name: 'Avaliar recebimento da CTR 41' }, PAGINA_LAZY);
    expect(screen.queryByText(/Sem conexão — dados de/)).toBeNull();
    const depois = dayjs().format('DD/MM HH:mm');
    online.unmount();

    // The page is opened again with no network at all: not even validate-login answers.
    setOnline(false);
    vi.stubGlobal('fetch', vi.fn(semRede));
    abrir();
    await screen.findByRole('button', { name: 'Avaliar recebimento da CTR 41' });
    const aviso = screen.getByText(/^Sem conexão — dados de /).textContent;
    expect([`Sem conexão — dados de ${antes}`, `Sem conexão — dados de ${depois}`]).toContain(aviso);
    expect(sessionStore.getState().user?.id).toBe(usuario.id);
  });

  it('online, a rejection is sent at once with its key and observation, and nothing is kept', async () => {
    const api = mockApi({
      'POST /api/validate-login': () => ok({ user: usuario }),
      'POST /api/ViewSolicitacaoTransporte/find': () =>
        ok({ rows: [{ ...ctr(44), nomeGerador: 'Construtora Candanga' }], count: 1 }),
      'POST /api/SolicitacaoTransporte/find': () => ok({ rows: [{ id: 44, residuos: [] }], count: 1 }),
      'PUT /api/RecebimentoResiduo/44': () => ok({ id: 44, situacao: 'Resíduo Rejeitado' }),
    });
    abrir();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Avaliar recebimento da CTR 44' }, PAGINA_LAZY),
    );
    const popup = await screen.findByRole('dialog', { name: 'Dados da situação da caçamba' });
    // The list asked for what the row's actions and this popup read, not the whole CTR view.
    const [lista] = api.callsTo('/api/ViewSolicitacaoTransporte/find');
    const fields = (lista?.body as { fields?: string[] } | undefined)?.fields ?? [];
    expect(fields).toEqual(
      expect.arrayContaining(['situacaoAnterior', 'idDestinoFinal', 'nomeGerador', 'cepObra']),
    );
    expect(fields).not.toContain('nomeSolicitante');
    expect(within(popup).getByRole('textbox', { name: 'Solicitante' })).toHaveProperty(
      'value',
      'Construtora Candanga',
    );
    fireEvent.click(within(popup).getByRole('radio', { name: 'Rejeitar' }));
    fireEvent.change(within(popup).getByRole('textbox', { name: /Observações/ }), {
      target: { value: 'Carga com gesso misturado.' },
    });
    fireEvent.click(within(popup).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/RecebimentoResiduo/44')).toHaveLength(1));
    const [envio] = api.callsTo('/api/RecebimentoResiduo/44');
    expect(envio?.body).toEqual({ avaliacao: false, observacao: 'Carga com gesso misturado.' });
    expect(envio?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Pendente de envio/)).toBeNull();
  });

  it('a receipt made offline waits as "pendente de envio", then goes with its key when the connection returns', async () => {
    const api = mockApi({
      'POST /api/validate-login': () => ok({ user: usuario }),
      'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: [ctr(42), ctr(43)], count: 2 }),
      'PUT /api/RecebimentoResiduo/42': () => ok({ id: 42, situacao: 'Destinada' }),
      'PUT /api/RecebimentoResiduo/43': () =>
        fail(409, 'CONFLICT', 'A CTR 43 não pode ser recebida na situação Cancelamento Solicitado.'),
    });
    abrir();
    setOnline(false);
    for (const id of [42, 43]) {
      fireEvent.click(
        await screen.findByRole('button', { name: `Avaliar recebimento da CTR ${id}` }, PAGINA_LAZY),
      );
      const popup = await screen.findByRole('dialog', { name: 'Dados da situação da caçamba' });
      fireEvent.click(within(popup).getByRole('radio', { name: 'Receber' }));
      fireEvent.click(within(popup).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(await screen.findByText('Pendente de envio (2)')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ações pendentes de envio' }).textContent).toContain(
      'Receber o resíduo da CTR 42',
    );
    // Pending receipts are not offered again.
    expect(screen.queryByRole('button', { name: 'Avaliar recebimento da CTR 42' })).toBeNull();
    expect(screen.getAllByText('Pendente de envio')).toHaveLength(2);
    expect(api.callsTo('/api/RecebimentoResiduo/42')).toHaveLength(0);

    setOnline(true);
    await sincronizar();
    const [recebida] = api.callsTo('/api/RecebimentoResiduo/42');
    const [recusada] = api.callsTo('/api/RecebimentoResiduo/43');
    expect(recebida?.body).toEqual({ avaliacao: true });
    expect(recebida?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(recusada?.headers['Idempotency-Key']).not.toBe(recebida?.headers['Idempotency-Key']);
    // The refusal stays with the server's message until dismissed.
    const aviso = await screen.findByRole('alert', { name: /Receber o resíduo da CTR 43/ });
    expect(aviso.textContent).toContain('não pode ser recebida na situação Cancelamento Solicitado.');
    expect(screen.queryByText(/Pendente de envio \(/)).toBeNull();
    fireEvent.click(within(aviso).getByRole('button', { name: 'Dispensar aviso' }));
    await waitFor(() => expect(screen.queryByText('Receber o resíduo da CTR 43')).toBeNull());
  });
});
