import { z } from 'zod';
import { idResult, ok } from './envelope';

/** An answer with the text the screen shows (`message`) beside its data. */
const comMensagem = <T extends z.ZodType>(data: T) => ok(data).extend({ message: z.string() });

export const situacaoPessoa = z.enum(['Ativo', 'Inativo', 'Aguardando validação', 'Pendente']);

/** The profiles and users a registration or an edit of a person wrote. */
const pessoaCompletaResult = z.object({
  idPessoa: z.number().int(),
  perfis: z.array(z.object({ id: z.number().int(), idTipoPerfil: z.number().int() })),
  usuarios: z.array(z.object({ id: z.number().int(), email: z.string(), nome: z.string() })),
});

/** A new person (staff registration or self-registration, doc 1 §2.2 and §2.7). */
export const cadastroResult = pessoaCompletaResult.extend({
  situacao: z.enum(['Ativo', 'Aguardando validação']),
  message: z.string(),
  pessoa: z.object({
    id: z.number().int(),
    tipoPessoa: z.enum(['F', 'J']),
    situacao: z.enum(['Ativo', 'Aguardando validação']),
  }),
  /** The social provider the account was created with (the web logs a natural person in with it). */
  socialId: z.string().nullable(),
  ativo: z.literal('S'),
  /** Users still waiting for their confirmation e-mail. */
  aguardandoConfirmacao: z.number().int(),
});
export type CadastroResult = z.output<typeof cadastroResult>;

export const pessoaContract = {
  incluir: comMensagem(cadastroResult),
  editar: comMensagem(pessoaCompletaResult),
  situacao: ok(
    z.object({ id: z.number().int(), situacao: z.enum(['Ativo', 'Inativo', 'Aguardando validação']) }),
  ),
  toggleAcessoApi: ok(z.object({ id: z.number().int(), acessoApi: z.union([z.literal(0), z.literal(1)]) })),
  linkRecuperacao: comMensagem(
    z.union([
      z.object({ enviado: z.literal(true), email: z.string(), nome: z.string() }),
      z.object({ linkSenha: z.string(), nome: z.string() }),
    ]),
  ),
  responsavel: comMensagem(idResult),
  validarDocumentos: ok(
    z.object({
      idPessoa: z.number().int(),
      idPerfil: z.number().int(),
      situacaoPessoa,
      situacaoPerfil: z.enum(['P', 'A', 'I']),
    }),
  ),
};
