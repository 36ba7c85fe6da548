import { z } from 'zod';
import { MSG } from '../messages';
import { selectableTiposPerfil, TIPO_PERFIL, type TipoPessoa } from '../profiles';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj, onlyDigits } from '../validators';
import { MSG_ACESSO } from './messages';

/**
 * Self-registration (POST /pessoa-api/cadastrar, doc 1 §2.7, §5 'User form' and 'Person form').
 * The same schema validates the popup and the server; files are checked by the server.
 */

const obrigatorio = MSG.usuario.obrigatorio;
const textoMaximo = MSG.sistema.campos.textoMaximo;

// One definition of the spec's closed lists (spec 1 §9), shared with the administration forms.
import { cep, celular, email, required } from '../pessoas/fields';
import { ORGAOS, TIPOS_DESTINO_FINAL, TIPOS_RESPONSAVEL } from '../pessoas/schemas';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** The people register's required text, with this form's messages. */
const requiredText = (campo: string, max: number) => required(obrigatorio(campo), max, textoMaximo(max));

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : blankToNull(v)),
    z.string().max(max, textoMaximo(max)).nullable().default(null),
  );

/** Digits of a masked field, required and checked by `valid`. */
const digitsField = (campo: string, valid: (v: string) => boolean, invalid: string) =>
  z
    .string({ error: obrigatorio(campo) })
    .trim()
    .min(1, obrigatorio(campo))
    .refine(valid, invalid)
    .transform(onlyDigits);

const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' ? onlyDigits(v) || null : blankToNull(v)),
  z
    .string()
    .regex(/^\d{10,11}$/, 'O campo de telefone não está preenchido corretamente')
    .nullable()
    .default(null),
);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => {
    const b = blankToNull(v);
    return b === null ? null : Number(b);
  }, schema.nullable().default(null));

// E-mail, CEP and celular: the same fields, rules and messages as the administration forms.
const emailField = (max: number) =>
  email(obrigatorio('E-mail'), MSG.usuario.emailInvalido, max, textoMaximo(max));

const address = {
  cep: cep(obrigatorio('CEP')),
  numero: requiredText('Número', 10),
  uf: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : blankToNull(v)),
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'UF inválida')
      .nullable()
      .default(null),
  ),
  codIbge: optionalNumber(z.number().int().positive('Município inválido')),
  bairro: optionalText(80),
  endereco: optionalText(150),
  complemento: optionalText(100),
};

export const cadastroPessoaPjSchema = z.object(
  {
    cpfCnpj: z
      .string({ error: MSG.pessoa.cnpjInvalido })
      .refine((v) => isValidCnpj(v), MSG.pessoa.cnpjInvalido)
      .transform(normalizeCpfCnpj),
    nomeRazaoSocial: requiredText('Razão Social', 200),
    siglaNome: optionalText(20),
    email: emailField(150),
    celular: celular(obrigatorio('Celular')),
    telefone: optionalPhone,
    ...address,
  },
  { error: MSG.pessoa.cnpjInvalido },
);

/** Accepts 2, '2', { idTipoPerfil: 2 } or { tipoPerfil: { id: 2 } } as a profile reference. */
const tipoPerfilRef = (message: string) =>
  z.preprocess(
    (v) => {
      if (v && typeof v === 'object') {
        const o = v as { idTipoPerfil?: unknown; tipoPerfil?: { id?: unknown } };
        return Number(o.idTipoPerfil ?? o.tipoPerfil?.id);
      }
      return typeof v === 'string' && v.trim() ? Number(v) : v;
    },
    z.number({ error: message }).int(message).positive(message),
  );

export const perfilCadastroSchema = z.object({
  idTipoPerfil: tipoPerfilRef(MSG.pessoa.selecionePerfil),
  matricula: optionalText(30),
  orgao: z.preprocess(blankToNull, z.enum(ORGAOS, { error: 'Órgão inválido' }).nullable().default(null)),
  tipoDestinoFinal: z.preprocess(
    blankToNull,
    z.enum(TIPOS_DESTINO_FINAL, { error: 'Tipo de Destino Final inválido' }).nullable().default(null),
  ),
  capacidadeMaximaSuportada: optionalNumber(z.number().min(0).max(999_999_999_999)),
  formaCobranca: optionalNumber(z.number().int().min(0).max(1)),
  idLocalidade: optionalNumber(z.number().int().positive()),
});

export const responsavelCadastroSchema = z.object({
  tipoResponsavel: z.enum(TIPOS_RESPONSAVEL, { error: obrigatorio('Tipo de Responsável') }),
  responsavelAssinaturaContrato: z.preprocess(
    (v) => v === true || v === 'true' || v === 'S' || v === 1,
    z.boolean(),
  ),
  cpf: digitsField('CPF', (v) => isValidCpf(v), MSG.usuario.cpfInvalido),
  rg: requiredText('RG', 15),
  nome: requiredText('Nome', 150),
  profissao: requiredText('Profissão', 100),
  cargo: requiredText('Cargo', 100),
  celular: celular(obrigatorio('Celular')),
  telefone: optionalPhone,
  email: emailField(100),
  confirmarEmail: z.string().trim().max(100).optional(),
  ...address,
  idsTipoDePerfil: z.array(tipoPerfilRef(MSG.usuario.selecionePerfil)).max(10).default([]),
});

/** `cpfInvalido`: the natural person's own CPF says 'CPF Inválido'; a user's the user-form text. */
const usuarioSchema = (cpfInvalido: string) =>
  z.object({
    nome: requiredText('Nome', 150),
    cpf: digitsField('CPF', (v) => isValidCpf(v), cpfInvalido),
    email: emailField(100),
    confirmarEmail: z.string().trim().max(100).optional(),
    senha: z.string().max(200).optional(),
    confirmarSenha: z.string().max(200).optional(),
    celular: celular(obrigatorio('Celular')),
    telefone: optionalPhone,
    ...address,
    perfis: z.array(tipoPerfilRef(MSG.usuario.selecionePerfil)).max(10).default([]),
  });

export const usuarioCadastroSchema = usuarioSchema(MSG.usuario.cpfInvalido);
export const usuarioPessoaFisicaSchema = usuarioSchema(MSG.pessoa.cpfInvalido);

const perfisDaPessoa = z
  .array(perfilCadastroSchema, { error: MSG.pessoa.adicionePerfil })
  .min(1, MSG.pessoa.adicionePerfil)
  .max(10);
const socialTicket = z.preprocess(blankToNull, z.string().max(100).nullable().default(null));

const cadastroPf = z.object({
  tipoPessoa: z.literal('F'),
  perfisDaPessoa,
  usuarioPessoaFisica: usuarioPessoaFisicaSchema,
  socialTicket,
});

const cadastroPj = z.object({
  tipoPessoa: z.literal('J'),
  pessoaPj: cadastroPessoaPjSchema,
  perfisDaPessoa,
  responsaveis: z
    .array(responsavelCadastroSchema, { error: MSG.pessoa.registreResponsaveis })
    .min(1, MSG.pessoa.registreResponsaveis)
    .max(20),
  usuariosPj: z
    .array(usuarioCadastroSchema, { error: MSG.pessoa.usuarioPJObrigatorio })
    .min(1, MSG.pessoa.usuarioPJObrigatorio)
    .max(20),
  socialTicket,
});

type Usuario = z.infer<typeof usuarioCadastroSchema>;
type Perfil = z.infer<typeof perfilCadastroSchema>;

function checkPerfis(tipoPessoa: TipoPessoa, perfis: Perfil[], ctx: z.RefinementCtx) {
  const allowed = new Set(selectableTiposPerfil(tipoPessoa, false).map((t) => t.id as number));
  const seen = new Set<number>();
  perfis.forEach((p, i) => {
    const path = ['perfisDaPessoa', i, 'idTipoPerfil'];
    if (!allowed.has(p.idTipoPerfil))
      ctx.addIssue({ code: 'custom', message: MSG_ACESSO.cadastro.perfilNaoPermitido, path });
    if (seen.has(p.idTipoPerfil))
      ctx.addIssue({ code: 'custom', message: MSG_ACESSO.cadastro.perfilRepetido, path });
    seen.add(p.idTipoPerfil);
    if (p.idTipoPerfil === TIPO_PERFIL.DESTINO_FINAL && !p.tipoDestinoFinal) {
      ctx.addIssue({
        code: 'custom',
        message: MSG_ACESSO.cadastro.tipoDestinoObrigatorio,
        path: ['perfisDaPessoa', i, 'tipoDestinoFinal'],
      });
    }
  });
}

/** What a user form needs beyond its fields: confirmations, password and profiles (doc 1 §5 'User form'). */
export function usuarioIssues(
  u: {
    email: string;
    confirmarEmail?: string | undefined;
    senha?: string | undefined;
    confirmarSenha?: string | undefined;
    perfis: readonly unknown[];
  },
  opts: { senhaOpcional: boolean; perfilObrigatorio: boolean },
): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  if (
    u.confirmarEmail !== undefined &&
    u.confirmarEmail.trim().toLowerCase() !== u.email.trim().toLowerCase()
  ) {
    out.push({ field: 'confirmarEmail', message: MSG.usuario.emailConfirmacao });
  }
  if (!u.senha) {
    if (!opts.senhaOpcional) out.push({ field: 'senha', message: MSG.usuario.senhaObrigatoria });
  } else if (u.senha.length < 6 || u.senha.length > 15) {
    out.push({ field: 'senha', message: MSG.usuario.senhaTamanho });
  } else if (u.confirmarSenha !== undefined && u.confirmarSenha !== u.senha) {
    out.push({ field: 'confirmarSenha', message: MSG.usuario.senhaConfirmacao });
  }
  if (opts.perfilObrigatorio && u.perfis.length === 0)
    out.push({ field: 'perfis', message: MSG.usuario.selecionePerfil });
  return out;
}

function checkUsuario(
  u: Usuario,
  path: (string | number)[],
  tipos: Set<number>,
  opts: { senhaOpcional: boolean; perfilObrigatorio: boolean },
  ctx: z.RefinementCtx,
) {
  for (const { field, message } of usuarioIssues(u, opts))
    ctx.addIssue({ code: 'custom', message, path: [...path, field] });
  if (u.perfis.some((t) => !tipos.has(t))) {
    ctx.addIssue({
      code: 'custom',
      message: MSG_ACESSO.cadastro.perfilDoUsuarioDesconhecido,
      path: [...path, 'perfis'],
    });
  }
}

export const cadastroSchema = z
  .discriminatedUnion('tipoPessoa', [cadastroPf, cadastroPj], { error: MSG.pessoa.selecioneTipo })
  .superRefine((c, ctx) => {
    checkPerfis(c.tipoPessoa, c.perfisDaPessoa, ctx);
    const tipos = new Set(c.perfisDaPessoa.map((p) => p.idTipoPerfil));
    if (c.tipoPessoa === 'F') {
      // A natural person signing up through a social account logs in with it: no password needed.
      checkUsuario(
        c.usuarioPessoaFisica,
        ['usuarioPessoaFisica'],
        tipos,
        {
          senhaOpcional: c.socialTicket !== null,
          perfilObrigatorio: false,
        },
        ctx,
      );
      return;
    }
    const emails = new Set<string>();
    c.usuariosPj.forEach((u, i) => {
      checkUsuario(u, ['usuariosPj', i], tipos, { senhaOpcional: false, perfilObrigatorio: true }, ctx);
      const key = u.email.toLowerCase();
      if (emails.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: MSG_ACESSO.cadastro.usuarioRepetido,
          path: ['usuariosPj', i, 'email'],
        });
      }
      emails.add(key);
    });
    c.responsaveis.forEach((r, i) => {
      if (r.confirmarEmail !== undefined && r.confirmarEmail.toLowerCase() !== r.email.toLowerCase()) {
        ctx.addIssue({
          code: 'custom',
          message: MSG.usuario.emailConfirmacao,
          path: ['responsaveis', i, 'confirmarEmail'],
        });
      }
    });
  });

export type CadastroInput = z.input<typeof cadastroSchema>;
export type Cadastro = z.output<typeof cadastroSchema>;
export type CadastroPf = Extract<Cadastro, { tipoPessoa: 'F' }>;
export type CadastroPj = Extract<Cadastro, { tipoPessoa: 'J' }>;
