import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedded database gate (issue #12 item 2)', () => {
  it('runs one statement at a time, and a waiting normal statement before waiting heavy ones', async () => {
    const gate = createGate({ waitMs: 1000, maxWaiting: 10 });
    const order: string[] = [];
    const step = (name: string, lane: 'normal' | 'heavy') =>
      gate.run(async () => {
        order.push(`${name}+`);
        await later(5);
        order.push(`${name}-`);
      }, lane);
    const all = [
      step('find1', 'heavy'),
      step('find2', 'heavy'),
      step('find3', 'heavy'),
      step('me', 'normal'),
    ];
    await Promise.all(all);
    expect(order).toEqual(['find1+', 'find1-', 'me+', 'me-', 'find2+', 'find2-', 'find3+', 'find3-']);
  });

  it("lets a request's next statement, issued as its previous one returns, go before a waiting find", async () => {
    const gate = createGate({ waitMs: 1000, maxWaiting: 10 });
    const order: string[] = [];
    const request = gate
      .run(async () => order.push('me 1'))
      .then(() => gate.run(async () => order.push('me 2')));
    const find = gate.run(async () => order.push('find'), 'heavy');
    await Promise.all([request, find]);
    expect(order).toEqual(['me 1', 'me 2', 'find']);
  });

  it('answers 503 past the wait or the queue length, and serves again after', async () => {
    const gate = createGate({ waitMs: 50, maxWaiting: 1 });
    let release = () => {};
    const held = gate.run(() => new Promise<void>((r) => (release = r)));
    const waiting = gate.run(async () => 'late');
    await expect(gate.run(async () => 'full')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'O sistema está ocupado. Tente novamente em instantes.',
    });
    await expect(waiting).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(gate.waiting()).toBe(0);
    release();
    await held;
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });
});
