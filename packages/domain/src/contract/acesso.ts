import { z } from 'zod';
import { ok } from './envelope';
import { cadastroResult } from './pessoas';

/** The login-screen states answer the text the screen shows. */
const comMensagem = ok(z.object({ message: z.string() }));

export const acessoContract = {
  /** The address the e-mail went to: whole when typed, masked when the login was a CPF. */
  loginRecovery: ok(z.object({ message: z.string(), email: z.string() })),
  loginUpdate: comMensagem,
  loginConfirmeEmail: comMensagem,
  loginDesbloqueio: comMensagem,
  findByCpfCnpj: ok(z.object({ exists: z.literal(true), message: z.string() })),
  cadastrar: ok(cadastroResult),
};

/** What the registration popup may prefill from a social login's ticket. */
export const cadastroSocial = z.object({
  authType: z.string(),
  email: z.string().nullable(),
  nome: z.string().nullable(),
});
export type CadastroSocial = z.output<typeof cadastroSocial>;

export const socialContract = {
  providers: ok(z.array(z.enum(['google', 'facebook']))),
  redirect: z.null().describe('Redireciona (Location) ao provedor ou à página /social-login da web.'),
  cadastro: ok(cadastroSocial),
};
