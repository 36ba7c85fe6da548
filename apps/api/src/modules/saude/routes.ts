import { saudeContract } from '@rcc/domain';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';

/** Liveness and readiness for load balancers and the test harness. */
export default async function saudeRoutes(app: ZodApp) {
  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Saúde'],
        summary: 'Situação da API e do banco (balanceadores de carga)',
        response: { 200: saudeContract.health },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { success: true as const, data: { status: 'ok' as const, database: app.db.kind } };
    },
  );
}
