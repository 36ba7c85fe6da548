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
import pessoasRoutes from './pessoas/routes';
import usuariosRoutes from './usuarios/routes';
import perfisRoutes from './perfis/routes';
import arquivosRoutes from './arquivos/routes';
import parametrosRoutes from './parametros/routes';
import permissoesRoutes from './permissoes/routes';
import chaveRoutes from './chave/routes';
import cltrccRoutes from './cltrcc/routes';

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
  await app.register(import('./acesso/routes'));
  await app.register(import('./social/routes'));
  await app.register(import('./publico/routes'));
  await app.register(pessoasRoutes);
  await app.register(usuariosRoutes);
  await app.register(perfisRoutes);
  await app.register(arquivosRoutes);
  await app.register(parametrosRoutes);
  await app.register(permissoesRoutes);
  await app.register(chaveRoutes);
  await app.register(cltrccRoutes);
  // The generic find is last so that specific '/X/find' routes of modules take precedence.
  await app.register(findRoutes);
}
