import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { ApiError } from '../api/api-error';
import type { ListResult } from '../api/types';
import { sessionStore } from '../auth/session-store';
import {
  acompanharSessao,
  gravarCopia,
  lerComCopia,
  lerCopia,
  linhasDasCopias,
  usuarioDoAparelho,
} from './copia-offline';

type Linha = { id: number };
const lista = (...ids: number[]): ListResult<Linha> => ({
  rows: ids.map((id) => ({ id })),
  count: ids.length,
});
const semRede = () =>
  Promise.reject(new ApiError(0, 'NETWORK', 'Houve um problema durante este processamento'));
const params = { where: { situacao: { $in: ['Alocada'] } }, limit: 10, offset: 0 };

beforeEach(() => {
  acompanharSessao();
  sessionStore.setSession(makeUser({}, { id: 7 }));
});

describe("the device's copy of the field lists (issue #16)", () => {
  it('answers the last answer of the same request, with its date, when there is no network', async () => {
    const antes = Date.now();
    expect(await lerComCopia('retirar', params, async () => lista(1, 2))).toEqual(lista(1, 2));
    const copia = await lerComCopia<Linha>('retirar', params, semRede);
    expect(copia.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(Date.parse(copia.copiaOfflineDe!)).toBeGreaterThanOrEqual(antes - 1);
    // A newer answer replaces it; another request (another page, another filter) has no copy.
    await lerComCopia('retirar', params, async () => lista(3));
    expect((await lerComCopia<Linha>('retirar', params, semRede)).rows).toEqual([{ id: 3 }]);
    await expect(lerComCopia('retirar', { ...params, offset: 10 }, semRede)).rejects.toMatchObject({
      status: 0,
    });
    await expect(lerComCopia('recebimento', params, semRede)).rejects.toMatchObject({ status: 0 });
  });

  it('a copy written ahead answers offline; every row the device saw of a list, once each', async () => {
    gravarCopia('retirar-ctr', { id: 5 }, lista(5), 2);
    expect((await lerComCopia<Linha>('retirar-ctr', { id: 5 }, semRede, 2)).rows).toEqual([{ id: 5 }]);
    // Only the newest `max` answers stay.
    gravarCopia('retirar-ctr', { id: 6 }, lista(6), 2);
    gravarCopia('retirar-ctr', { id: 7 }, lista(7), 2);
    expect(lerCopia('retirar-ctr', { id: 5 })).toBeNull();
    expect(lerCopia<Linha>('retirar-ctr', { id: 7 })?.copiaOfflineDe).toBeTruthy();
    await lerComCopia('recebimento', params, async () => lista(1, 2));
    await lerComCopia('recebimento', { ...params, offset: 10 }, async () => lista(2, 3));
    expect(
      linhasDasCopias<Linha>('recebimento')
        ?.rows.map((r) => r.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(linhasDasCopias('nenhuma')).toBeNull();
  });

  it('a refusal from the server is not hidden behind the copy', async () => {
    await lerComCopia('retirar', params, async () => lista(1));
    const recusa = () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Acesso negado.'));
    await expect(lerComCopia('retirar', params, recusa)).rejects.toMatchObject({ status: 403 });
  });

  it('keeps the user for a start without a connection, and erases everything when the session ends', async () => {
    expect(usuarioDoAparelho()?.id).toBe(7);
    await lerComCopia('retirar', params, async () => lista(1));
    sessionStore.clear('logout');
    expect(usuarioDoAparelho()).toBeNull();
    sessionStore.setSession(makeUser({}, { id: 7 }));
    await expect(lerComCopia('retirar', params, semRede)).rejects.toMatchObject({ status: 0 });
  });

  it('another person signing in on the device does not see the previous one’s lists', async () => {
    await lerComCopia('retirar', params, async () => lista(1));
    sessionStore.setSession(makeUser({}, { id: 8 }));
    expect(usuarioDoAparelho()?.id).toBe(8);
    await expect(lerComCopia('retirar', params, semRede)).rejects.toMatchObject({ status: 0 });
  });
});
