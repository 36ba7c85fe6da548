import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { COPIA_PORTAO_VALIDADE_MS, lerComCopiaDoPortao } from './copia-portao';

// Issue #16: the gate's CTR lists (POSTs the service worker cannot keep) survive a reload without
// a connection — for the same plate and token, for one working day — and nothing else.
const semRede = () => Promise.reject(new ApiError(0, 'rede', 'Sem conexão'));
const T0 = Date.parse('2026-11-26T12:00:00Z');
const lista = [{ id: 10 }, { id: 11 }];

afterEach(() => localStorage.clear());

describe('lerComCopiaDoPortao', () => {
  it('answers the server and keeps it; without a network answers the copy with its date', async () => {
    expect(
      await lerComCopiaDoPortao(
        'ABC1D23',
        '123456',
        'Retirada',
        async () => lista,
        () => T0,
      ),
    ).toEqual({
      dados: lista,
    });
    const offline = await lerComCopiaDoPortao('abc1d23', '123456', 'Retirada', semRede, () => T0 + 60_000);
    expect(offline).toEqual({ dados: lista, copiaOfflineDe: new Date(T0).toISOString() });
    // The token is kept as a digest only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('123456');
  });

  it('another token, plate or list reads nothing: the network error goes on', async () => {
    await lerComCopiaDoPortao(
      'ABC1D23',
      '123456',
      'Retirada',
      async () => lista,
      () => T0,
    );
    await expect(lerComCopiaDoPortao('ABC1D23', '999999', 'Retirada', semRede, () => T0)).rejects.toThrow(
      'Sem conexão',
    );
    await expect(lerComCopiaDoPortao('JKL2E34', '123456', 'Retirada', semRede, () => T0)).rejects.toThrow();
    await expect(lerComCopiaDoPortao('ABC1D23', '123456', 'Em Pesagem', semRede, () => T0)).rejects.toThrow();
  });

  it('a copy older than a working day is erased, not shown', async () => {
    await lerComCopiaDoPortao(
      'ABC1D23',
      '123456',
      'Retirada',
      async () => lista,
      () => T0,
    );
    const tarde = T0 + COPIA_PORTAO_VALIDADE_MS + 1;
    await expect(
      lerComCopiaDoPortao('ABC1D23', '123456', 'Retirada', semRede, () => tarde),
    ).rejects.toThrow();
    expect(localStorage.length).toBe(0);
  });

  it('a refusal of the server is not a missing network: it is not answered from the copy', async () => {
    await lerComCopiaDoPortao(
      'ABC1D23',
      '123456',
      'Retirada',
      async () => lista,
      () => T0,
    );
    const recusa = () => Promise.reject(new ApiError(403, 'token', 'Token inválido'));
    await expect(lerComCopiaDoPortao('ABC1D23', '123456', 'Retirada', recusa, () => T0)).rejects.toThrow(
      'Token inválido',
    );
  });
});
