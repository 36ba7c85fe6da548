import crypto from 'node:crypto';
import type { Db } from '../src/db/client';
import type { TestContext } from './helpers';
import { multipartForm, PNG } from './support/uploads';

let seq = 0;
const rnd = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10));
function dv(digits: number[], weights: number[]) {
  const r = digits.reduce((a, d, i) => a + d * weights[i]!, 0) % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A random valid CPF (check digits computed). */
export function cpf(): string {
  const d = rnd(9);
  if (d.every((x) => x === d[0])) d[0] = (d[0]! + 1) % 10;
  d.push(dv(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(dv(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

/** A random valid CNPJ. */
export function cnpj(): string {
  const d = [...rnd(8), 0, 0, 0, 1];
  d.push(dv(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(dv(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

const endereco = {
  cep: '70333-900',
  uf: 'DF',
  codIbge: 5300108,
  bairro: 'Asa Sul',
  endereco: 'SCS Quadra 8',
  complemento: 'Sala 101',
  numero: '50',
};

export function usuario(overrides: Record<string, unknown> = {}) {
  const n = ++seq;
  return {
    nome: `Usuária Teste ${n}`,
    cpf: cpf(),
    email: `usuario${n}.${crypto.randomBytes(3).toString('hex')}@teste.gov.br`,
    senha: 'Senha@123',
    confirmarSenha: 'Senha@123',
    celular: '(61) 99123-4567',
    telefone: '6133221100',
    ...endereco,
    ...overrides,
  };
}

export function responsavel(overrides: Record<string, unknown> = {}) {
  return {
    tipoResponsavel: 'Representante Legal',
    responsavelAssinaturaContrato: true,
    cpf: cpf(),
    rg: '1234567',
    nome: 'João Responsável',
    profissao: 'Engenheiro',
    cargo: 'Sócio',
    celular: '61991234567',
    email: 'joao.responsavel@empresa.com.br',
    ...endereco,
    ...overrides,
  };
}

/** Payload of the person form for a legal person with one profile, one responsible and one user. */
export function pessoaJuridica(idTipoPerfil = 1, overrides: Record<string, unknown> = {}) {
  const u = usuario();
  return {
    tipoPessoa: 'J',
    pessoaPj: {
      cpfCnpj: cnpj(),
      nomeRazaoSocial: `Empresa Teste ${++seq} Ltda`,
      email: `contato${seq}@empresa.com.br`,
      celular: '61991234567',
      ...endereco,
      contratadaSlu: false,
      vinculadoPoderPublico: false,
    },
    perfisDaPessoa: [{ status: 'insert', idTipoPerfil, ...(idTipoPerfil === 2 ? { formaCobranca: 0 } : {}) }],
    responsaveis: [{ status: 'insert', ...responsavel() }],
    usuariosPj: [{ status: 'insert', ...u, confirmarEmail: u.email, idsTipoPerfil: [idTipoPerfil] }],
    ...overrides,
  };
}

export function pessoaFisica(idTipoPerfil = 8, overrides: Record<string, unknown> = {}) {
  const u = usuario();
  return {
    tipoPessoa: 'F',
    usuarioPessoaFisica: { ...u, confirmarEmail: u.email },
    perfisDaPessoa: [{ status: 'insert', idTipoPerfil }],
    ...overrides,
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export { PNG };
export const EXE = Buffer.from('MZ\x90\x00 this is not a document');

/** A multipart body (fields + files, each file under its `field`) for app.inject. */
export const multipart = (
  fields: Record<string, unknown>,
  files: Array<{ field: string; name: string; data: Buffer }>,
) =>
  multipartForm(fields, Object.fromEntries(files.map((f) => [f.field, { filename: f.name, data: f.data }])));

/** POST /Arquivo: one document of a profile (multipart, the file in `anexo`). */
export function uploadArquivo(
  t: TestContext,
  token: string,
  fields: Record<string, unknown>,
  data: Buffer,
  name = 'doc.pdf',
) {
  const { payload, headers } = multipart(fields, [{ field: 'anexo', name, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/Arquivo',
    headers: { ...headers, 'auth-token': token },
    payload,
  });
}

/** The person's and the transporter profile's validation status, with the CLTRCC fields (doc 1 §4). */
export async function estadoValidacao(db: Db, idPerfil: number) {
  const [row] = await db.query<{
    pessoa: string;
    perfil: string;
    codigo: string | null;
    aprov: Date | null;
    validade: Date | null;
  }>(`
    SELECT p.situacao AS pessoa, pf.situacao_validacao AS perfil, pf.codigo_cltrcc AS codigo,
      pf.data_aprovacao AS aprov, pf.data_validade_cltrcc AS validade
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE pf.id = ${idPerfil}`);
  return row!;
}
