import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDb, openPostgres } from './client';

describe('DB_PARALLEL_WORKERS', () => {
  it('defaults to 0, keeps the server setting with "servidor", refuses anything else', () => {
    expect(loadConfig({}).dbParallelWorkers).toBe(0);
    expect(loadConfig({ DB_PARALLEL_WORKERS: '2' }).dbParallelWorkers).toBe(2);
    expect(loadConfig({ DB_PARALLEL_WORKERS: 'servidor' }).dbParallelWorkers).toBeNull();
    for (const bad of ['-1', '1.5', 'muitos'])
      expect(() => loadConfig({ DB_PARALLEL_WORKERS: bad })).toThrow(/DB_PARALLEL_WORKERS/);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('is the setting of every pooled connection', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const none = openPostgres(url, 2, { parallelWorkers: 0 });
    const three = openPostgres(url, 2, { parallelWorkers: 3 });
    try {
      const [a] = await none.query<{ v: string }>('SELECT current_setting($1) AS v', [
        'max_parallel_workers_per_gather',
      ]);
      const [b] = await none.transaction((tx) =>
        tx.query<{ v: string }>("SELECT current_setting('max_parallel_workers_per_gather') AS v"),
      );
      const [c] = await three.query<{ v: string }>(
        "SELECT current_setting('max_parallel_workers_per_gather') AS v",
      );
      expect([a?.v, b?.v]).toEqual(['0', '0']);
      expect(c?.v).toBe('3');
    } finally {
      await none.close();
      await three.close();
    }
  });
});

describe('DB_POOL_MAX (issue #18)', () => {
  it('defaults to 10 connections per instance and refuses anything but a positive whole number', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '4' }).dbPoolMax).toBe(4);
    for (const bad of ['0', '-2', 'dez'])
      expect(() => loadConfig({ DB_POOL_MAX: bad })).toThrow(/DB_POOL_MAX/);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('caps the connections one instance opens', async () => {
    const db = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL!, poolMax: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, () =>
          db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)').then((r) => r[0]!.pid),
        ),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await db.close();
    }
  });
});
