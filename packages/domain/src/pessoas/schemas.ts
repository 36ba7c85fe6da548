import { z } from 'zod';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj, onlyDigits } from '../validators';
import {
  addressFields,
  celular,
  email,
  M,
  optionalDigits,
  optionalInt,
  optionalText,
  required,
} from './fields';

const STATUS = z.enum(['insert', 'update', 'remove']).optional();
const idOpt = z.preprocess(
  (v) => (typeof v === 'string' && v.startsWith('temp_id_') ? undefined : v),
  z.coerce.number().int().positive().optional(),
);
const req = M.obrigatorio;

const cpfField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? onlyDigits(v) : v),
    z.string({ error: message }).refine(isValidCpf, message),
  );

/** Doc 1 §5 'User form'. Password rules for a new user are applied by `checkNovaSenha`. */
export const usuarioFields = {
  id: idOpt,
  status: STATUS,
  nome: required(req('Nome'), 150),
  cpf: cpfField(M.cpfCampoInvalido),
  email: email(req('E-mail'), M.emailInvalido, 100),
  confirmarEmail: optionalText(100),
  senha: optionalText(200),
  confirmarSenha: optionalText(200),
  celular: celular(req('Celular')),
  telefone: optionalDigits('O campo de telefone não está preenchido corretamente', 10, 11),
  rg: optionalText(15),
  ...addressFields(req),
  /** Profile types of the person this user acts with (doc 1 §3 UsuarioPerfil). */
  idsTipoPerfil: z.array(z.coerce.number().int().positive()).max(10).optional(),
  perfis: z.array(z.coerce.number().int().positive()).max(10).optional(),
};

type SenhaInput = {
  id?: number | undefined;
  email?: string;
  confirmarEmail?: string | null | undefined;
  senha?: string | null | undefined;
  confirmarSenha?: string | null | undefined;
};

/** Password and e-mail confirmation (doc 1 §5): required for a new user, optional when editing. */
export function checkNovaSenha(u: SenhaInput, ctx: z.RefinementCtx, opts: { senhaObrigatoria: boolean }) {
  const isNew = !u.id;
  if (isNew && u.confirmarEmail != null && u.confirmarEmail.toLowerCase() !== (u.email ?? '').toLowerCase()) {
    ctx.addIssue({ code: 'custom', message: M.emailConfirmacao, path: ['confirmarEmail'] });
  }
  if (!u.senha) {
    if (isNew && opts.senhaObrigatoria)
      ctx.addIssue({ code: 'custom', message: M.senhaObrigatoria, path: ['senha'] });
    return;
  }
  if (u.senha.length < 6 || u.senha.length > 15)
    ctx.addIssue({ code: 'custom', message: M.senhaTamanho, path: ['senha'] });
  else if (u.senha !== u.confirmarSenha)
    ctx.addIssue({ code: 'custom', message: M.senhaConfirmacao, path: ['confirmarSenha'] });
}

export const usuarioSchema = z
  .object(usuarioFields)
  .superRefine((u, ctx) => checkNovaSenha(u, ctx, { senhaObrigatoria: true }));
export type UsuarioInput = z.infer<typeof usuarioSchema>;

/** POST /usuario-api/cadastrar-usuario: the user form plus the person. */
export const cadastrarUsuarioSchema = z
  .object({ ...usuarioFields, idPessoa: z.coerce.number({ error: 'Pessoa não informada' }).int().positive() })
  .superRefine((u, ctx) => checkNovaSenha(u, ctx, { senhaObrigatoria: true }));

/** POST usuario/add: the same without password (a link to set it is mailed). */
export const usuarioAddSchema = z
  .object({ ...usuarioFields, idPessoa: z.coerce.number({ error: 'Pessoa não informada' }).int().positive() })
  .superRefine((u, ctx) => checkNovaSenha(u, ctx, { senhaObrigatoria: false }));

/** PUT /usuario/update/:id: changed fields, and profile links to create or delete. */
export const usuarioUpdateSchema = z
  .object(usuarioFields)
  .omit({ id: true, status: true, idsTipoPerfil: true, perfis: true })
  .partial()
  .extend({
    perfis: z
      .array(z.object({ id: z.coerce.number().int().positive(), action: z.enum(['create', 'delete']) }))
      .max(20)
      .optional(),
  })
  .superRefine((u, ctx) => checkNovaSenha({ ...u, id: 1 }, ctx, { senhaObrigatoria: false }));

/** PUT /Usuario/:id: deletion mark or active flag. */
export const usuarioFlagSchema = z
  .object({ excluido: z.enum(['S', 'N']).optional(), ativo: z.enum(['S', 'N']).optional() })
  .refine((v) => v.excluido !== undefined || v.ativo !== undefined, 'Informe ativo ou excluido');

export const TIPOS_RESPONSAVEL = ['Representante Legal', 'Responsável Técnico', 'Gestor'] as const;

export const responsavelFields = {
  id: idOpt,
  status: STATUS,
  tipoResponsavel: z.enum(TIPOS_RESPONSAVEL, { error: req('Tipo de Responsável') }),
  responsavelAssinaturaContrato: z.coerce.boolean().optional(),
  cpf: cpfField(M.cpfCampoInvalido),
  rg: required(req('RG'), 15),
  nome: required(req('Nome'), 150),
  profissao: required(req('Profissão'), 100),
  cargo: required(req('Cargo'), 100),
  celular: celular(req('Celular')),
  telefone: optionalDigits('O campo de telefone não está preenchido corretamente', 10, 11),
  email: email(req('E-mail'), M.emailInvalido, 100),
  confirmarEmail: optionalText(100),
  ...addressFields(req),
  idsTipoDePerfil: z.array(z.coerce.number().int().positive()).max(10).optional(),
};
export const responsavelSchema = z.object(responsavelFields).superRefine((r, ctx) => {
  if (!r.id && r.confirmarEmail != null && r.confirmarEmail.toLowerCase() !== r.email.toLowerCase())
    ctx.addIssue({ code: 'custom', message: M.emailConfirmacao, path: ['confirmarEmail'] });
});
export type ResponsavelInput = z.infer<typeof responsavelSchema>;

export const ORGAOS = ['AGEFIS', 'IBRAM', 'SEMA'] as const;
export const TIPOS_DESTINO_FINAL = ['Aterro', 'ATT', 'PEV', 'Recicladora'] as const;

export const perfilFields = {
  id: idOpt,
  status: STATUS,
  idTipoPerfil: z.coerce.number({ error: M.perfilSemTipo }).int().positive(M.perfilSemTipo),
  matricula: optionalText(30, 'A matrícula deve ter no máximo 30 caracteres'),
  orgao: z.preprocess((v) => (v === '' ? null : v), z.enum(ORGAOS).nullish()),
  tipoDestinoFinal: z.preprocess((v) => (v === '' ? null : v), z.enum(TIPOS_DESTINO_FINAL).nullish()),
  capacidadeMaximaSuportada: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().min(0).max(1e12).nullish(),
  ),
  formaCobranca: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 1, 'Forma de cobrança inválida')
      .nullish(),
  ),
  idLocalidade: optionalInt,
};
export const perfilSchema = z.object(perfilFields);
export type PerfilInput = z.infer<typeof perfilSchema>;

export const pessoaPjSchema = z.object({
  id: idOpt,
  cpfCnpj: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeCpfCnpj(v) : v),
    z.string({ error: M.cnpjInvalido }).refine(isValidCnpj, M.cnpjInvalido),
  ),
  nomeRazaoSocial: required(req('Razão Social'), 200),
  siglaNome: optionalText(20),
  email: email(req('E-mail'), M.emailInvalido, 150),
  celular: celular(req('Celular')),
  telefone: optionalDigits('O campo de telefone não está preenchido corretamente', 10, 11),
  ...addressFields(req),
  contratadaSlu: z.coerce.boolean().optional(),
  vinculadoPoderPublico: z.coerce.boolean().optional(),
});

/** The person form payload (doc 1 §7 POST /pessoa-api/cadastrar, PUT /pessoa-api/editar). */
export const pessoaCompletaSchema = z
  .object({
    id: idOpt,
    tipoPessoa: z.enum(['F', 'J'], { error: M.tipoPessoa }),
    pessoaPj: pessoaPjSchema.optional(),
    usuarioPessoaFisica: z.object({ ...usuarioFields, cpf: cpfField(M.cpfInvalido) }).optional(),
    perfisDaPessoa: z.array(perfilSchema).max(20).default([]),
    responsaveis: z.array(responsavelSchema).max(50).default([]),
    usuariosPj: z.array(z.object(usuarioFields)).max(100).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.tipoPessoa === 'J' && !p.pessoaPj)
      ctx.addIssue({ code: 'custom', message: M.cnpjInvalido, path: ['pessoaPj', 'cpfCnpj'] });
    if (p.tipoPessoa === 'F' && !p.usuarioPessoaFisica)
      ctx.addIssue({ code: 'custom', message: M.cpfInvalido, path: ['usuarioPessoaFisica', 'cpf'] });
  });
export type PessoaCompletaInput = z.infer<typeof pessoaCompletaSchema>;
