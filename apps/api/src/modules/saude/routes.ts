import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../http/access';

/** Liveness and readiness for load balancers and the test harness. */
export default async function saudeRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: PUBLIC }, schema: { tags: ['Saúde'] } }, async () => {
    await app.db.query('SELECT 1');
    return { success: true, data: { status: 'ok', database: app.db.kind } };
  });
}
