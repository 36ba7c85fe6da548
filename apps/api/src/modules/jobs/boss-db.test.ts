import { describe, expect, it } from 'vitest';
import { retryDeadlock } from './boss-db';

const erro = (code: string) => Object.assign(new Error(code), { code });

describe('retryDeadlock', () => {
  it('runs again a statement PostgreSQL chose as a deadlock victim, and answers its result', async () => {
    let calls = 0;
    const r = await retryDeadlock(async () => {
      calls++;
      if (calls < 3) throw erro('40P01');
      return 'criada';
    });
    expect(r).toBe('criada');
    expect(calls).toBe(3);
  });

  it('does not repeat any other error, and gives up after the last try', async () => {
    let calls = 0;
    await expect(
      retryDeadlock(async () => {
        calls++;
        throw erro('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryDeadlock(async () => {
        calls++;
        throw erro('40P01');
      }, 3),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });
});
