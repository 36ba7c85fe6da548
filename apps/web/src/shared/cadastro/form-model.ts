import { cadastroSchema, exigeDocumentos, MSG, type TipoPessoa } from '@rcc/domain';
import { schemaErrors } from '../forms/schema-validate';

/** Values of the self-registration form (spec 1 §2.7); the payload is built from them on save. */
export interface EnderecoValues {
  cep: string;
  uf: string | null;
  codIbge: string | null;
  bairro: string;
  endereco: string;
  complemento: string;
  numero: string;
}

export interface PerfilValues {
  key: string;
  idTipoPerfil: string | null;
  matricula: string;
  orgao: string | null;
  tipoDestinoFinal: string | null;
  capacidadeMaximaSuportada: string | number;
  formaCobranca: string | null;
  idLocalidade: string | null;
}

export interface UsuarioValues extends EnderecoValues {
  key: string;
  nome: string;
  cpf: string;
  email: string;
  confirmarEmail: string;
  senha: string;
  confirmarSenha: string;
  celular: string;
  telefone: string;
  perfis: string[];
}

export interface ResponsavelValues extends EnderecoValues {
  key: string;
  tipoResponsavel: string | null;
  responsavelAssinaturaContrato: boolean;
  cpf: string;
  rg: string;
  nome: string;
  profissao: string;
  cargo: string;
  celular: string;
  telefone: string;
  email: string;
  confirmarEmail: string;
  idsTipoDePerfil: string[];
}

interface EmpresaValues extends EnderecoValues {
  cpfCnpj: string;
  nomeRazaoSocial: string;
  email: string;
  celular: string;
  telefone: string;
}

export interface CadastroValues {
  tipoPessoa: TipoPessoa | null;
  pessoaPj: EmpresaValues;
  perfis: PerfilValues[];
  responsaveis: ResponsavelValues[];
  usuarios: UsuarioValues[];
  usuarioPf: UsuarioValues;
}

/** Unsaved items get temporary ids (spec 1 §3). */
const tempId = () => `temp_id_${Date.now()}_${Math.random().toString(36).slice(2, 7)}`;

const emptyEndereco = (): EnderecoValues => ({
  cep: '',
  uf: null,
  codIbge: null,
  bairro: '',
  endereco: '',
  complemento: '',
  numero: '',
});

export const emptyPerfil = (): PerfilValues => ({
  key: tempId(),
  idTipoPerfil: null,
  matricula: '',
  orgao: null,
  tipoDestinoFinal: null,
  capacidadeMaximaSuportada: '',
  formaCobranca: null,
  idLocalidade: null,
});

export const emptyUsuario = (
  prefill: { nome?: string | null; email?: string | null } = {},
): UsuarioValues => ({
  key: tempId(),
  nome: prefill.nome ?? '',
  cpf: '',
  email: prefill.email ?? '',
  confirmarEmail: prefill.email ?? '',
  senha: '',
  confirmarSenha: '',
  celular: '',
  telefone: '',
  perfis: [],
  ...emptyEndereco(),
});

export const emptyResponsavel = (): ResponsavelValues => ({
  key: tempId(),
  tipoResponsavel: null,
  responsavelAssinaturaContrato: false,
  cpf: '',
  rg: '',
  nome: '',
  profissao: '',
  cargo: '',
  celular: '',
  telefone: '',
  email: '',
  confirmarEmail: '',
  idsTipoDePerfil: [],
  ...emptyEndereco(),
});

export const emptyCadastro = (
  prefill: { nome?: string | null; email?: string | null } = {},
): CadastroValues => ({
  tipoPessoa: null,
  pessoaPj: {
    cpfCnpj: '',
    nomeRazaoSocial: '',
    email: prefill.email ?? '',
    celular: '',
    telefone: '',
    ...emptyEndereco(),
  },
  // Spec 1 §2.7: a new form starts with one empty profile.
  perfis: [emptyPerfil()],
  responsaveis: [],
  usuarios: [],
  usuarioPf: emptyUsuario(prefill),
});

const num = (v: string | number | null) => (v === null || v === '' ? null : Number(v));
const usuario = ({ key: _key, ...u }: UsuarioValues) => ({
  ...u,
  codIbge: num(u.codIbge),
  perfis: u.perfis.map(Number),
});

/** The request body of POST /pessoa-api/cadastrar (without files). */
export function toPayload(v: CadastroValues, socialTicket: string | null) {
  const perfisDaPessoa = v.perfis.map(({ key: _key, ...p }) => ({
    ...p,
    idTipoPerfil: num(p.idTipoPerfil),
    capacidadeMaximaSuportada: num(p.capacidadeMaximaSuportada),
    formaCobranca: num(p.formaCobranca),
    idLocalidade: num(p.idLocalidade),
  }));
  const base = { tipoPessoa: v.tipoPessoa, perfisDaPessoa, ...(socialTicket ? { socialTicket } : {}) };
  if (v.tipoPessoa === 'F') return { ...base, usuarioPessoaFisica: usuario(v.usuarioPf) };
  return {
    ...base,
    pessoaPj: { ...v.pessoaPj, codIbge: num(v.pessoaPj.codIbge) },
    responsaveis: v.responsaveis.map(({ key: _key, ...r }) => ({
      ...r,
      codIbge: num(r.codIbge),
      idsTipoDePerfil: r.idsTipoDePerfil.map(Number),
    })),
    usuariosPj: v.usuarios.map(usuario),
  };
}

export interface CheckResult {
  /** Errors of fields shown on the form, by @mantine/form path. */
  fieldErrors: Record<string, string>;
  /** Every message, for the validation summary. */
  summary: string[];
}

const FORM_PATH: Array<[RegExp, string]> = [
  [/^perfisDaPessoa\./, 'perfis.'],
  [/^usuarioPessoaFisica\./, 'usuarioPf.'],
];

/** The same schema as the server (spec 1 §5), plus the transporter's documents. */
export function checkCadastro(
  v: CadastroValues,
  socialTicket: string | null,
  documentosFaltando: number,
): CheckResult {
  const fieldErrors: Record<string, string> = {};
  for (const [schemaPath, message] of Object.entries(
    schemaErrors(cadastroSchema, toPayload(v, socialTicket)),
  )) {
    let path = schemaPath;
    for (const [re, to] of FORM_PATH) path = path.replace(re, to);
    fieldErrors[path] ??= message;
  }
  const summary = [...new Set(Object.values(fieldErrors))];
  const perfis = v.perfis
    .filter((p) => p.idTipoPerfil)
    .map((p) => ({ idTipoPerfil: Number(p.idTipoPerfil) }));
  if (exigeDocumentos(perfis) && documentosFaltando > 0) summary.push(MSG.pessoa.anexarDocumentos);
  return { fieldErrors, summary };
}
