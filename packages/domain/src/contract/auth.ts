import { z } from 'zod';
import { ACOES } from '../features';
import { ok, okEmpty, okPage } from './envelope';
import { situacaoPessoa } from './pessoas';

const tipoPessoa = z.enum(['F', 'J']);

/** The rights of the acting user: feature title → the actions it may take (doc 1 §6). */
export const sessionRights = z.record(z.string(), z.partialRecord(z.enum(ACOES), z.literal(true)));

/** What the web receives about the current user: identity, profiles and rights. */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  pessoa: z.object({
    id: z.number().int(),
    nomeRazaoSocial: z.string(),
    tipoPessoa,
    situacao: situacaoPessoa,
    acessoApi: z.number().int(),
    contratadaSlu: z.boolean(),
  }),
  perfis: z.array(
    z.object({
      id: z.number().int(),
      idTipoPerfil: z.number().int(),
      descricao: z.string(),
      situacaoValidacao: z.enum(['P', 'A', 'I']),
    }),
  ),
  userTypes: z.array(z.number().int()),
  rights: sessionRights,
});
export type SessionUserData = z.output<typeof sessionUser>;

/** A person the login may act as, the name masked (spec 1 §7). */
export const pessoaDisponivel = z.object({
  id: z.number().int(),
  nome_razao_social: z.string(),
  tipo_pessoa: tipoPessoa,
});
export type PessoaDisponivel = z.output<typeof pessoaDisponivel>;

export const authContract = {
  findAvailablePessoa: okPage(pessoaDisponivel),
  /** The session token also goes in `data.token` for API clients; the web uses the cookie. */
  login: ok(z.object({ token: z.string(), user: sessionUser })),
  validateLogin: ok(z.object({ user: sessionUser })),
  me: ok(sessionUser),
  logout: okEmpty,
};
