import {
  AppError,
  acessoContract,
  findByCpfCnpjBody,
  loginConfirmBody,
  loginRecoveryBody,
  loginUnlockBody,
  loginUpdateBody,
  MSG,
  MSG_ACESSO,
} from '@rcc/domain';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { readForm } from './cadastro/multipart';
import { cadastrarPessoa, existsCpfCnpjThrottled } from './cadastro/service';
import { confirmEmail, requestRecovery, updatePassword } from './recovery-service';
import { unlockAccount } from './unlock-service';

/**
 * Login-screen states (doc 1 §2.2, §7 'Login and session') and the registration of a person. All
 * public; a logged-in staff user's registration is the screen 'Cadastrar Nova Pessoa'.
 */
export default async function acessoRoutes(app: ZodApp) {
  const meta = (ip: string) => ({ ip, publicUrl: app.config.publicUrl });

  app.post(
    '/login-recovery',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Esqueci minha senha: envia o link de recuperação por e-mail',
        body: loginRecoveryBody,
        response: { 200: acessoContract.loginRecovery },
      },
    },
    async (req) => ({ success: true as const, data: await requestRecovery(app.db, req.body, meta(req.ip)) }),
  );

  app.post(
    '/login-update',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Definir nova senha pelo link de recuperação',
        body: loginUpdateBody,
        response: { 200: acessoContract.loginUpdate },
      },
    },
    async (req) => ({ success: true as const, data: await updatePassword(app.db, req.body, req.ip) }),
  );

  app.post(
    '/login-confirme-email',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Confirmar o e-mail do usuário pelo link enviado',
        body: loginConfirmBody,
        response: { 200: acessoContract.loginConfirmeEmail },
      },
    },
    async (req) => ({ success: true as const, data: await confirmEmail(app.db, req.body, req.ip) }),
  );

  app.post(
    '/login-desbloqueio',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Desbloquear a conta pelo link enviado após as tentativas erradas',
        body: loginUnlockBody,
        response: { 200: acessoContract.loginDesbloqueio },
      },
    },
    async (req) => ({ success: true as const, data: await unlockAccount(app.db, req.body, req.ip) }),
  );

  app.post(
    '/findbycpfcnpj',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Cadastro'],
        summary: 'Se o CPF/CNPJ já está cadastrado (404 quando não está)',
        body: findByCpfCnpjBody,
        response: { 200: acessoContract.findByCpfCnpj },
      },
    },
    async (req) => {
      const { cpfCnpj } = req.body;
      if (!(await existsCpfCnpjThrottled(app.db, cpfCnpj, req.ip))) {
        throw new AppError('NOT_FOUND', MSG_ACESSO.cadastro.cpfCnpjNaoEncontrado);
      }
      return { success: true as const, data: { exists: true as const, message: MSG.pessoa.jaCadastrado } };
    },
  );

  app.post(
    '/pessoa-api/cadastrar',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Cadastro'],
        summary: 'Cadastrar-se (pessoa física ou jurídica, perfis e documentos; multipart)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: acessoContract.cadastrar },
      },
    },
    async (req, reply) => {
      const form = await readForm(req);
      const data = await cadastrarPessoa(app.db, form, { user: req.user, ...meta(req.ip) });
      return reply.status(201).send({ success: true as const, data });
    },
  );
}
