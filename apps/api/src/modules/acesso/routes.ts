import {
  AppError,
  findByCpfCnpjBody,
  loginConfirmBody,
  loginRecoveryBody,
  loginUnlockBody,
  loginUpdateBody,
  MSG,
  MSG_ACESSO,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PUBLIC } from '../../http/access';
import { readForm } from './cadastro/multipart';
import { cadastrarPessoa, existsCpfCnpjThrottled } from './cadastro/service';
import { confirmEmail, requestRecovery, updatePassword } from './recovery-service';
import { unlockAccount } from './unlock-service';

/**
 * Login-screen states (doc 1 §2.2, §7 'Login and session') and the registration of a person. All
 * public; a logged-in staff user's registration is the screen 'Cadastrar Nova Pessoa'.
 */
export default async function acessoRoutes(app: FastifyInstance) {
  const meta = (ip: string) => ({ ip, publicUrl: app.config.publicUrl });

  app.post(
    '/login-recovery',
    { config: { access: PUBLIC }, schema: { body: loginRecoveryBody, tags: ['Sessão'] } },
    async (req) => ({
      success: true,
      data: await requestRecovery(app.db, req.body as z.output<typeof loginRecoveryBody>, meta(req.ip)),
    }),
  );

  app.post(
    '/login-update',
    { config: { access: PUBLIC }, schema: { body: loginUpdateBody, tags: ['Sessão'] } },
    async (req) => ({
      success: true,
      data: await updatePassword(app.db, req.body as z.output<typeof loginUpdateBody>, req.ip),
    }),
  );

  app.post(
    '/login-confirme-email',
    { config: { access: PUBLIC }, schema: { body: loginConfirmBody, tags: ['Sessão'] } },
    async (req) => ({
      success: true,
      data: await confirmEmail(app.db, req.body as z.output<typeof loginConfirmBody>, req.ip),
    }),
  );

  app.post(
    '/login-desbloqueio',
    { config: { access: PUBLIC }, schema: { body: loginUnlockBody, tags: ['Sessão'] } },
    async (req) => ({
      success: true,
      data: await unlockAccount(app.db, req.body as z.output<typeof loginUnlockBody>, req.ip),
    }),
  );

  app.post(
    '/findbycpfcnpj',
    { config: { access: PUBLIC }, schema: { body: findByCpfCnpjBody, tags: ['Cadastro'] } },
    async (req) => {
      const { cpfCnpj } = req.body as z.output<typeof findByCpfCnpjBody>;
      if (!(await existsCpfCnpjThrottled(app.db, cpfCnpj, req.ip))) {
        throw new AppError('NOT_FOUND', MSG_ACESSO.cadastro.cpfCnpjNaoEncontrado);
      }
      return { success: true, data: { exists: true, message: MSG.pessoa.jaCadastrado } };
    },
  );

  app.post(
    '/pessoa-api/cadastrar',
    {
      config: { access: PUBLIC },
      schema: { tags: ['Cadastro'], consumes: ['multipart/form-data', 'application/json'] },
    },
    async (req, reply) => {
      const form = await readForm(req);
      const data = await cadastrarPessoa(app.db, form, { user: req.user, ...meta(req.ip) });
      return reply.status(201).send({ success: true, data });
    },
  );
}
