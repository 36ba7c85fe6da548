import type { FastifyInstance } from 'fastify';
import './referencia/entities';
import './pessoas/entities';
import './auditoria/entities';
import authRoutes from './auth/routes';
import findRoutes from './find/routes';
import saudeRoutes from './saude/routes';

/** Every API module, registered under /api. Add a module with one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(saudeRoutes);
  await app.register(authRoutes);
  // The generic find is last so that specific '/X/find' routes of modules take precedence.
  await app.register(findRoutes);
}
