import { z } from 'zod';
import { MSG } from '../messages';
import { hasCpfCnpjShape, normalizeCpfCnpj, normalizePlaca } from '../validators';
import { MSG_ACESSO } from './messages';

const selecionePessoa = MSG.login.selecionePessoa;

/**
 * POST /login-recovery (doc 1 §7): `username` (or `email`) and the chosen person, checked in the
 * screen's order (doc 1 §5 'Login and recovery').
 */
export const loginRecoveryBody = z
  .object({
    username: z.string().max(150).optional(),
    email: z.string().max(150).optional(),
    idPessoa: z.union([z.number(), z.string().max(20)]).optional(),
  })
  .transform((b, ctx) => {
    const username = (b.username ?? b.email ?? '').trim();
    if (!username) {
      ctx.addIssue({ code: 'custom', message: MSG.recuperacao.usuarioObrigatorio, path: ['username'] });
      return z.NEVER;
    }
    const idPessoa = Number(b.idPessoa);
    if (!Number.isInteger(idPessoa) || idPessoa <= 0) {
      ctx.addIssue({ code: 'custom', message: selecionePessoa, path: ['idPessoa'] });
      return z.NEVER;
    }
    return { username, idPessoa };
  });

const camposObrigatorios = MSG.senha.camposObrigatorios;

/** POST /login-update: the one-time link (id + hash) and the new password (6–15, doc 1 §9). */
export const loginUpdateBody = z.object({
  hash: z
    .string({ error: camposObrigatorios })
    .trim()
    .min(1, camposObrigatorios)
    .max(200, MSG.senha.falhaAtualizar),
  id: z.coerce.number({ error: camposObrigatorios }).int(camposObrigatorios).positive(camposObrigatorios),
  password: z
    .string({ error: camposObrigatorios })
    .min(1, camposObrigatorios)
    .min(6, MSG.usuario.senhaTamanho)
    .max(15, MSG.usuario.senhaTamanho),
});

const falhaConfirmar = MSG.confirmacaoEmail.falha;

/** POST /login-confirme-email: the confirmation link's id and hash. */
export const loginConfirmBody = z.object({
  hash: z.string({ error: falhaConfirmar }).trim().min(1, falhaConfirmar).max(200, falhaConfirmar),
  id: z.coerce.number({ error: falhaConfirmar }).int(falhaConfirmar).positive(falhaConfirmar),
});

/** POST /login-desbloqueio: the e-mailed link that ends the slowdown of an account's logins. */
const desbloqueioInvalido = MSG.sistema.acesso.desbloqueioInvalido;
export const loginUnlockBody = z.object({
  hash: z
    .string({ error: desbloqueioInvalido })
    .trim()
    .min(1, desbloqueioInvalido)
    .max(200, desbloqueioInvalido),
  id: z.coerce.number({ error: desbloqueioInvalido }).int(desbloqueioInvalido).positive(desbloqueioInvalido),
});

/** POST /findbycpfcnpj. */
export const findByCpfCnpjBody = z.object({
  cpfCnpj: z
    .string({ error: MSG.pessoa.cnpjInvalido })
    .max(20, MSG.pessoa.cnpjInvalido)
    .transform(normalizeCpfCnpj)
    .refine(hasCpfCnpjShape, MSG.pessoa.cnpjInvalido),
});

/** POST /transportadores/find (public list, doc 1 §2.3). */
export const transportadoresFindBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(12),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    nomeRazaoSocial: z.string().trim().max(200).optional(),
    bairro: z.string().trim().max(80).optional(),
  }),
);
export type TransportadoresFiltro = z.output<typeof transportadoresFindBody>;

const placaObrigatoria = MSG.destinoRapido.placaObrigatoria;
const tokenObrigatorio = MSG.destinoRapido.tokenObrigatorio;

/** GET /destinoRapido/findVeiculo/:placa/:token (doc 1 §5 'Quick login'): dash removed, upper-cased. */
export const findVeiculoParams = z.object({
  placa: z
    .string({ error: placaObrigatoria })
    .transform(normalizePlaca)
    .pipe(z.string().min(1, placaObrigatoria).max(7, MSG.destinoRapido.veiculoNaoEncontrado)),
  token: z.string({ error: tokenObrigatorio }).trim().min(1, tokenObrigatorio).max(6, MSG_ACESSO.tokenMaximo),
});
