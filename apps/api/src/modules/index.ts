import type { FastifyInstance } from 'fastify';
import './referencia/entities';
import './pessoas/entities';
import './auditoria/entities';
import './ctr/entities';
import './triagem/entities';
import authRoutes from './auth/routes';
import findRoutes from './find/routes';
import saudeRoutes from './saude/routes';
import ctrRoutes from './ctr/routes';
import cancelamentoRoutes from './cancelamento/routes';
import recebimentoRoutes from './recebimento/routes';
import triagemRoutes from './triagem/routes';
import destinoRapidoRoutes from './destino-rapido/routes';
import fichaCtrRoutes from './ficha-ctr/routes';

/** Every API module, registered under /api. Add a module with one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(saudeRoutes);
  await app.register(authRoutes);
  await app.register(ctrRoutes);
  await app.register(cancelamentoRoutes);
  await app.register(recebimentoRoutes);
  await app.register(triagemRoutes);
  await app.register(destinoRapidoRoutes);
  await app.register(fichaCtrRoutes);
  // The generic find is last so that specific '/X/find' routes of modules take precedence.
  await app.register(findRoutes);
}
