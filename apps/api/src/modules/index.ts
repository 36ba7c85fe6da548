import type { FastifyInstance } from 'fastify';
import './referencia/entities';
import './pessoas/entities';
import './residuos/entities';
import './veiculos/entities';
import './cacambas/entities';
import './obras/entities';
import authRoutes from './auth/routes';
import findRoutes from './find/routes';
import residuosRoutes from './residuos/routes';
import veiculosRoutes from './veiculos/routes';
import cacambasRoutes from './cacambas/routes';
import obrasRoutes from './obras/routes';
import enderecosRoutes from './enderecos/routes';
import saudeRoutes from './saude/routes';

/** Every API module, registered under /api. Add a module with one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(saudeRoutes);
  await app.register(authRoutes);
  await app.register(residuosRoutes);
  await app.register(veiculosRoutes);
  await app.register(cacambasRoutes);
  await app.register(obrasRoutes);
  await app.register(enderecosRoutes);
  // The generic find is last so that specific '/X/find' routes of modules take precedence.
  await app.register(findRoutes);
}
