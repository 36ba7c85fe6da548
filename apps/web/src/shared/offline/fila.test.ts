import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispensar, enviarOuGuardar, lerFila, sincronizar, usarStore } from './fila';
import { filaEmMemoria } from './fila-store';

interface Pedido {
  url: string;
  chave: string | null;
  corpo: unknown;
}

let pedidos: Pedido[];
let responder: (p: Pedido) => Response | 'sem-rede';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const acao = (id: number) => ({
  grupo: 'destino-rapido:ABC1D23',
  descricao: `Adicionar a CTR ${id} à pesagem`,
  idCtr: id,
  metodo: 'PUT' as const,
  caminho: `/destinoRapido/solicitacaoTransporte/${id}`,
  corpo: { tipo: 'json' as const, valor: { placa: 'ABC1D23', token: '123456', idCtr: id } },
  publica: true,
});

beforeEach(() => {
  usarStore(filaEmMemoria());
  pedidos = [];
  responder = () => json(200, { success: true, data: { ok: true } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const p = { url, chave: headers['Idempotency-Key'] ?? null, corpo: JSON.parse(String(init.body)) };
    pedidos.push(p);
    const r = responder(p);
    if (r === 'sem-rede') throw new TypeError('Failed to fetch');
    return r;
  });
  setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('offline queue (issue #16)', () => {
  it('online: sends at once with an Idempotency-Key and keeps nothing', async () => {
    const r = await enviarOuGuardar(acao(1));
    expect(r).toEqual({ enviada: true, dados: { ok: true } });
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]!.chave).toMatch(/.{8,}/);
    expect(lerFila()).toHaveLength(0);
  });

  it('offline: keeps the actions, then sends them in order with their keys when back online', async () => {
    setOnline(false);
    expect(await enviarOuGuardar(acao(1))).toEqual({ enviada: false });
    expect(await enviarOuGuardar(acao(2))).toEqual({ enviada: false });
    expect(pedidos).toHaveLength(0);
    expect(lerFila().map((a) => [a.idCtr, a.situacao])).toEqual([
      [1, 'pendente'],
      [2, 'pendente'],
    ]);
    const chaves = lerFila().map((a) => a.chave);
    setOnline(true);
    await sincronizar();
    expect(pedidos.map((p) => p.url)).toEqual([
      '/api/destinoRapido/solicitacaoTransporte/1',
      '/api/destinoRapido/solicitacaoTransporte/2',
    ]);
    expect(pedidos.map((p) => p.chave)).toEqual(chaves);
    expect(lerFila()).toHaveLength(0);
  });

  it('a request that found no network is kept with the same key and sent again with it', async () => {
    responder = () => 'sem-rede';
    expect(await enviarOuGuardar(acao(3))).toEqual({ enviada: false });
    const chave = pedidos[0]!.chave;
    await sincronizar(); // still no network: stays pending, in order
    expect(lerFila()[0]!.situacao).toBe('pendente');
    responder = () => json(200, { success: true, data: {} });
    await sincronizar();
    expect(pedidos.map((p) => p.chave)).toEqual([chave, chave, chave]);
    expect(lerFila()).toHaveLength(0);
  });

  it('a refusal after sync is kept with the server message and what to do, until dismissed', async () => {
    setOnline(false);
    await enviarOuGuardar(acao(4));
    await enviarOuGuardar(acao(5));
    setOnline(true);
    responder = (p) =>
      p.url.endsWith('/4')
        ? json(409, { success: false, error: { type: 'CONFLICT', message: 'A CTR 4 foi cancelada.' } })
        : json(200, { success: true, data: {} });
    await sincronizar();
    const [recusada, ...resto] = lerFila();
    expect(resto).toHaveLength(0); // the next action was still sent
    expect(recusada).toMatchObject({
      idCtr: 4,
      situacao: 'recusada',
      recusa: { status: 409, mensagem: 'A CTR 4 foi cancelada.' },
    });
    expect(recusada!.recusa!.oQueFazer).toMatch(/Confira a CTR/);
    await sincronizar(); // a refusal is not sent again
    expect(pedidos).toHaveLength(2);
    await dispensar(recusada!.id!);
    expect(lerFila()).toHaveLength(0);
  });

  it('a batch answered with refused CTRs is kept as a refusal with their messages; the rest went', async () => {
    setOnline(false);
    const lote = {
      grupo: 'recebimento:9',
      descricao: 'Receber em lote o resíduo das CTRs 8, 9',
      idsCtr: [8, 9],
      respostaPorCtr: true,
      metodo: 'POST' as const,
      caminho: '/RecebimentoResiduo/lote',
      corpo: { tipo: 'json' as const, valor: { ids: [8, 9] } },
    };
    await enviarOuGuardar(lote);
    await enviarOuGuardar({ ...lote, idsCtr: [10], corpo: { tipo: 'json', valor: { ids: [10] } } });
    setOnline(true);
    responder = (p) =>
      (p.corpo as { ids: number[] }).ids.includes(8)
        ? json(200, {
            success: true,
            data: {
              resultados: [
                { id: 8, success: true, situacao: 'Destinada' },
                { id: 9, success: false, error: { type: 'CONFLICT', message: 'A CTR 9 foi cancelada.' } },
              ],
              recebidos: [8],
              falhas: [9],
              message: 'Não foi possível receber lote(s) da(s) CTR(s) "9", tente novamente',
            },
          })
        : json(200, {
            success: true,
            data: { resultados: [{ id: 10, success: true }], recebidos: [10], falhas: [], message: 'ok' },
          });
    await sincronizar();
    expect(pedidos).toHaveLength(2);
    const [recusada, ...resto] = lerFila();
    expect(resto).toHaveLength(0); // the batch that went through whole leaves the queue
    expect(recusada).toMatchObject({ idsCtr: [8, 9], situacao: 'recusada', recusa: { status: 409 } });
    expect(recusada!.recusa!.mensagem).toContain('CTR 9: A CTR 9 foi cancelada.');
    expect(recusada!.recusa!.mensagem).not.toContain('CTR 8:');
    expect(recusada!.recusa!.oQueFazer).toMatch(/^As outras CTRs do lote foram enviadas\./);
    await sincronizar(); // not sent again
    expect(pedidos).toHaveLength(2);
  });

  it('a new action waits behind older pending ones, keeping the order', async () => {
    setOnline(false);
    await enviarOuGuardar(acao(6));
    setOnline(true);
    responder = () => 'sem-rede';
    expect(await enviarOuGuardar(acao(7))).toEqual({ enviada: false });
    expect(lerFila().map((a) => a.idCtr)).toEqual([6, 7]);
  });
});
