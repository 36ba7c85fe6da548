import { z } from 'zod';
import { diaIso } from '../schemas/dates';
import { onlyDigits } from '../validators';
import { EMAIL_PATTERN, M, optionalInt, optionalText, required } from './fields';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const nao = M.naoPreenchido;
const emp = M.naoPreenchidoEmpresa;
const digitsOf = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? onlyDigits(v) : v),
    z.string({ error: message }).min(min, message).max(max, message),
  );

/** Doc 1 §5 'Edit my data' (user group; company group with 'X da empresa não foi preenchido'). */
const enderecoMeusDados = (msg: (c: string) => string) => ({
  cep: digitsOf(msg('CEP'), 8, 8),
  uf: required(msg('UF'), 2),
  codIbge: z.coerce
    .number({ error: msg('Município') })
    .int()
    .positive(msg('Município')),
  bairro: required(msg('Bairro'), 80),
  endereco: required(msg('Endereço'), 150),
  complemento: optionalText(100),
  numero: required(msg('Número'), 10),
});

export const identificadorSchema = z
  .string({ error: M.identificadorObrigatorio })
  .trim()
  .min(1, M.identificadorObrigatorio)
  .max(12, M.identificadorMax)
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'O Identificador da Chave aceita apenas letras, números, ponto, hífen e sublinhado',
  );

export const meusDadosSchema = z
  .object({
    nome: required(nao('Nome'), 150),
    email: required(nao('E-mail'), 100).regex(EMAIL_PATTERN, M.emailInvalido),
    celular: digitsOf(nao('Celular'), 11, 11),
    telefone: digitsOf(nao('Telefone Comercial'), 10, 11),
    ...enderecoMeusDados(nao),
    senha: z.preprocess(blank, z.string().optional()),
    confirmarSenha: z.preprocess(blank, z.string().optional()),
    pessoa: z
      .object({
        nomeRazaoSocial: required(emp('Razão Social'), 200),
        email: required(emp('E-mail'), 150).regex(EMAIL_PATTERN, M.emailInvalido),
        celular: digitsOf(emp('Celular'), 11, 11),
        telefone: digitsOf(emp('Telefone Comercial'), 10, 11),
        ...enderecoMeusDados(emp),
      })
      .optional(),
    chave: z.object({ clientId: identificadorSchema }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.senha && !v.confirmarSenha) return;
    if (v.senha !== v.confirmarSenha)
      ctx.addIssue({ code: 'custom', message: M.senhasNaoCoincidem, path: ['confirmarSenha'] });
    else if (v.senha && (v.senha.length < 6 || v.senha.length > 15))
      ctx.addIssue({ code: 'custom', message: M.senhaTamanho, path: ['senha'] });
  });
export type MeusDadosInput = z.infer<typeof meusDadosSchema>;

export const chaveCreateSchema = z.object({
  clientId: identificadorSchema,
  clientKey: z.string().max(200).optional(),
  idPessoa: optionalInt,
  idUsuario: optionalInt,
  excluido: z.enum(['N']).optional(),
});
export const chaveUpdateSchema = z.object({
  clientId: identificadorSchema.optional(),
  clientKey: z.string().max(200).nullish(),
  idPessoa: optionalInt,
  idUsuario: optionalInt,
  excluido: z.enum(['S', 'N']).optional(),
});

/** The SMTP ports and encryptions the settings accept (doc 1 §3 Parametro). */
export const PORTAS_SMTP = [587, 465, 25, 2525] as const;
export const CRIPTOGRAFIAS_SMTP = ['Nenhuma', 'SSL/TLS'] as const;
/** Longest text of each settings field: the schema checks it and the form limits typing to it. */
export const PARAMETRO_MAX = {
  servidorSmtp: 255,
  loginSmtp: 80,
  passSmtp: 80,
  emailEnvioSmtp: 150,
  emailDuvidas: 150,
  emailSugestoes: 150,
  emailReclamacoes: 150,
  nomeOrgao: 200,
  telefoneOrgao: 20,
} as const;
const X = PARAMETRO_MAX;
/** The settings fields' names as the form shows them and the messages name them. */
export const PARAMETRO_ROTULOS = {
  servidorSmtp: 'Servidor SMTP',
  portaSmtp: 'Porta SMTP',
  criptografiaSmtp: 'Criptografia SMTP',
  loginSmtp: 'Login SMTP',
  passSmtp: 'Senha SMTP',
  emailEnvioSmtp: 'E-mail de envio',
  qtdDiasLogradouros: 'Dias de permanência de caçambas em logradouros',
  qtdHorasTransporteCacamba: 'Horas para transporte da caçamba',
  qtdHorasTransporteRcc: 'Horas para transporte do RCC',
  emailDuvidas: 'E-mail para dúvidas',
  emailSugestoes: 'E-mail para sugestões',
  emailReclamacoes: 'E-mail para reclamações',
  nomeOrgao: 'Nome do órgão',
  telefoneOrgao: 'Telefone do órgão',
} as const;
const R = PARAMETRO_ROTULOS;
const cfgEmail = (campo: string, max: number) =>
  required(M.obrigatorio(campo), max).regex(EMAIL_PATTERN, M.emailCampo(campo));
/**
 * The authority's phone in the site footer: a public-utility number (3 or 4 digits, like 162) or a
 * phone with its area code or 0800 (10 or 11 digits), written with digits, spaces, ( ) . or -.
 */
const telefoneOrgaoValido = (texto: string) => {
  if (!/^[\d\s().-]+$/.test(texto)) return false;
  const n = onlyDigits(texto).length;
  return (n >= 3 && n <= 4) || (n >= 10 && n <= 11);
};
const cfgInt = (campo: string) =>
  z.coerce
    .number({ error: M.obrigatorio(campo) })
    .int(M.obrigatorio(campo))
    .min(0)
    .max(100_000);

/** Doc 1 §3 Parametro and §5 'Settings': all fields required, e-mails valid; the authority's name and phone for the footer (issue #15). */
export const parametroSchema = z.object({
  id: z.coerce.number().optional(),
  servidorSmtp: required(M.obrigatorio(R.servidorSmtp), X.servidorSmtp),
  portaSmtp: z.coerce
    .number({ error: M.obrigatorio(R.portaSmtp) })
    .refine((n) => (PORTAS_SMTP as readonly number[]).includes(n), M.portaSmtp),
  criptografiaSmtp: z.enum(CRIPTOGRAFIAS_SMTP, { error: M.obrigatorio(R.criptografiaSmtp) }),
  loginSmtp: cfgEmail(R.loginSmtp, X.loginSmtp),
  passSmtp: required(M.obrigatorio(R.passSmtp), X.passSmtp),
  emailEnvioSmtp: cfgEmail(R.emailEnvioSmtp, X.emailEnvioSmtp),
  qtdDiasLogradouros: cfgInt(R.qtdDiasLogradouros),
  qtdHorasTransporteCacamba: cfgInt(R.qtdHorasTransporteCacamba),
  qtdHorasTransporteRcc: cfgInt(R.qtdHorasTransporteRcc),
  emailDuvidas: cfgEmail(R.emailDuvidas, X.emailDuvidas),
  emailSugestoes: cfgEmail(R.emailSugestoes, X.emailSugestoes),
  emailReclamacoes: cfgEmail(R.emailReclamacoes, X.emailReclamacoes),
  nomeOrgao: required(M.obrigatorio(R.nomeOrgao), X.nomeOrgao),
  telefoneOrgao: required(M.obrigatorio(R.telefoneOrgao), X.telefoneOrgao).refine(
    telefoneOrgaoValido,
    M.telefoneOrgao,
  ),
});
export type ParametroInput = z.infer<typeof parametroSchema>;
/** What the settings form shows in place of the saved SMTP password. */
export const SENHA_MASCARA = '********';

/** Doc 1 §4 'Validar' popup: Ativo, Inativo or Pendente (stored as Aguardando validação). */
export const situacaoPessoaSchema = z
  .object({
    situacao: z.enum(['Ativo', 'Inativo', 'Pendente', 'Aguardando validação'], { error: M.escolhaOpcao }),
    justificativa: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.situacao !== 'Ativo' && !v.justificativa)
      ctx.addIssue({ code: 'custom', message: M.justifique, path: ['justificativa'] });
  });

/** PUT /Perfil/:id: Autorizar Perfis (doc 1 §4 Perfil.situacaoValidacao). */
export const perfilSituacaoSchema = z.object({
  situacaoValidacao: z.enum(['A', 'I', 'P'], { error: 'Escolha a situação do perfil' }),
  justificativaValidacao: optionalText(500),
  dataAprovacao: z.unknown().optional(),
  dataValidadeCltrcc: z.unknown().optional(),
});

/** Validation of a transporter by its documents (doc 1 §4). */
export const validacaoDocumentosSchema = z
  .object({
    documentos: z
      .array(
        z.object({
          id: z.coerce.number().int().positive(),
          situacao: z.enum(['N', 'V', 'P'], { error: 'Situação do documento inválida' }),
          descricaoPendencia: optionalText(500),
          validade: z.preprocess(blank, diaIso('Data de validade inválida').optional()),
        }),
      )
      .max(60),
    justificativa: optionalText(500),
  })
  .superRefine((v, ctx) => {
    v.documentos.forEach((d, i) => {
      if (d.situacao === 'P' && !d.descricaoPendencia)
        ctx.addIssue({
          code: 'custom',
          message: M.obrigatorio('Descrição da pendência'),
          path: ['documentos', i, 'descricaoPendencia'],
        });
    });
    if (v.documentos.some((d) => d.situacao === 'P') && !v.justificativa)
      ctx.addIssue({ code: 'custom', message: M.justifique, path: ['justificativa'] });
  });

/** PUT /Arquivo/:id: one document's validation by the authority. */
export const arquivoSituacaoSchema = z.object({
  situacao: z.enum(['N', 'V', 'P'], { error: 'Situação do documento inválida' }),
  descricaoPendencia: optionalText(500),
  validade: z.preprocess(blank, diaIso('Data de validade inválida').nullish()),
  idUsuario: z.unknown().optional(),
});

/** POST /Arquivo: the fields sent beside the file (multipart) by the documents page. */
export const arquivoUploadSchema = z.object({
  idPerfil: z.coerce.number({ error: 'Perfil não informado' }).int().positive('Perfil não informado'),
  idTipoArquivo: z.coerce.number({ error: 'Tipo de documento não informado' }).int().positive(),
  descricao: z.string().max(200).optional(),
  validade: z.preprocess((v) => (v === '' ? undefined : v), diaIso('Data de validade inválida').optional()),
});

/** POST /Usuario: the user of a person, made from the person's data. */
export const usuarioDaPessoaSchema = z.object({ idPessoa: z.coerce.number().int().positive() });

/** POST /UsuarioPerfil: links a user to a profile of its person. */
export const usuarioPerfilSchema = z.object({
  idUsuario: z.coerce.number().int().positive(),
  idPerfil: z.coerce.number().int().positive(),
});

const flag = z.enum(['S', 'N']).default('N');
const permissaoFlags = { consulta: flag, inclui: flag, altera: flag, exclui: flag };

/** PUT AtribuicaoPerfil: a permission set as adds, updates and removes (doc 1 §6). */
export const atribuicaoSchema = z.object({
  idTipoPerfil: z.coerce.number({ error: 'Tipo de perfil não informado' }).int().positive(),
  adds: z
    .array(z.object({ idFuncionalidade: z.coerce.number().int().positive(), ...permissaoFlags }))
    .max(200)
    .default([]),
  updates: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        idFuncionalidade: z.coerce.number().int().positive().optional(),
        ...permissaoFlags,
      }),
    )
    .max(200)
    .default([]),
  removes: z
    .array(
      z.union([
        z.coerce.number().int().positive(),
        z.object({ id: z.coerce.number().int().positive() }).transform((o) => o.id),
      ]),
    )
    .max(200)
    .default([]),
});
export type AtribuicaoInput = z.infer<typeof atribuicaoSchema>;
