import type { FastifyInstance } from 'fastify';
import './referencia/entities';
import './pessoas/entities';
import './ocorrencias/entities';
import './mensagens/entities';
import './localizar-cacamba/entities';
import authRoutes from './auth/routes';
import findRoutes from './find/routes';
import geoRoutes from './geo/routes';
import localizarCacambaRoutes from './localizar-cacamba/routes';
import mensagensRoutes from './mensagens/routes';
import ocorrenciasRoutes from './ocorrencias/routes';
import reclamacoesRoutes from './reclamacoes/routes';
import relatoriosRoutes from './relatorios/routes';
import tutorialRoutes from './tutorial/routes';
import saudeRoutes from './saude/routes';

/** Every API module, registered under /api. Add a module with one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(saudeRoutes);
  await app.register(authRoutes);
  await app.register(geoRoutes);
  await app.register(ocorrenciasRoutes);
  await app.register(mensagensRoutes);
  await app.register(relatoriosRoutes);
  await app.register(localizarCacambaRoutes);
  await app.register(tutorialRoutes);
  await app.register(reclamacoesRoutes);
  // The generic find is last so that specific '/X/find' routes of modules take precedence.
  await app.register(findRoutes);
}
