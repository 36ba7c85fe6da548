import crypto from 'node:crypto';
import { sql } from '../src/db/sql';
import { hashPassword } from '../src/lib/password';
import { DEMO_PASSWORD, type TestContext } from './helpers';
import { multipartForm } from './support/uploads';

let seq = 0;

function checkDigits(base: number[], weights: number[]): number {
  const sum = base.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A valid CNPJ (check digits computed), different on each call. */
export function validCnpj(): string {
  const digits = [...crypto.randomInt(10_000_000, 99_999_999).toString(), '0', '0', '0', '1'].map(Number);
  const d1 = checkDigits(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigits([...digits, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...digits, d1, d2].join('');
}

/** A valid CPF, different on each call. */
export function validCpf(): string {
  const digits = crypto.randomInt(100_000_000, 999_999_999).toString().split('').map(Number);
  const d1 = checkDigits(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigits([...digits, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...digits, d1, d2].join('');
}

let senhaHash: Promise<string> | undefined;

/**
 * A person with one validated profile of `tipoPerfil` and a user with the demo password; returns
 * its ids and a logged-in token.
 */
export async function createPessoaComPerfil(
  t: TestContext,
  opts: { tipoPerfil: number; nome?: string; contratadaSlu?: boolean; sigla?: string },
) {
  senhaHash ??= hashPassword(DEMO_PASSWORD);
  const n = ++seq;
  const juridica = [1, 2, 3].includes(opts.tipoPerfil);
  const doc = juridica ? validCnpj() : validCpf();
  const email = `md${n}-${crypto.randomBytes(3).toString('hex')}@teste.rcc`;
  const nome = opts.nome ?? `Empresa de Teste ${n} Ltda`;
  const [pessoa] = await t.db.query<{ id: number }>(sql`
    INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, sigla_nome, email, celular, cep, uf, cod_ibge, bairro,
      endereco, numero, situacao, contratada_slu)
    VALUES (${juridica ? 'J' : 'F'}, ${doc}, ${nome}, ${opts.sigla ?? null}, ${email}, '61990000000', '70000000', 'DF',
      5300108, 'Asa Sul', 'Quadra 1', '1', 'Ativo', ${opts.contratadaSlu ?? false})
    RETURNING id`);
  const [perfil] = await t.db.query<{ id: number }>(sql`
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao)
    VALUES (${pessoa!.id}, ${opts.tipoPerfil}, 'A', now()) RETURNING id`);
  const [usuario] = await t.db.query<{ id: number }>(sql`
    INSERT INTO usuario (id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado)
    VALUES (${pessoa!.id}, ${`Usuário ${n}`}, ${validCpf()}, ${email}, ${await senhaHash}, 'S', 'S') RETURNING id`);
  await t.db.query(
    sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${usuario!.id}, ${perfil!.id})`,
  );
  const res = await t.call('POST', '/api/login', {
    body: { username: email, password: DEMO_PASSWORD, idPessoa: pessoa!.id },
  });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.body}`);
  return { idPessoa: pessoa!.id, idPerfil: perfil!.id, token: res.json().data.token as string, email };
}

/** The demo transporter's profile id. */
export async function demoTransportadorPerfil(t: TestContext): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(sql`
    SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '11222333000181'`);
  return row!.id;
}

export async function demoGeradorPerfil(t: TestContext): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(sql`
    SELECT pf.id FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa WHERE p.cpf_cnpj = '12345678909'`);
  return row!.id;
}

/** A CTR row with a given situation for a vehicle and/or bin (the lifecycle is another module's). */
export async function insertSolicitacao(
  t: TestContext,
  opts: { situacao: string; idVeiculo?: number; idCacamba?: number; idTransportador: number },
) {
  const [obra] = await t.db.query<{ id: number; id_gerador: number }>(
    sql`SELECT id, id_gerador FROM obra ORDER BY id LIMIT 1`,
  );
  const [row] = await t.db.query<{ id: number }>(sql`
    INSERT INTO solicitacao_transporte (situacao, id_obra, id_gerador, id_transportador, id_veiculo, id_cacamba,
      codigo_verificacao)
    VALUES (${opts.situacao}, ${obra!.id}, ${obra!.id_gerador}, ${opts.idTransportador}, ${opts.idVeiculo ?? null},
      ${opts.idCacamba ?? null}, ${crypto.randomBytes(12).toString('hex')})
    RETURNING id`);
  return row!.id;
}

/** A multipart/form-data payload for app.inject. */
export const multipart = (
  fields: Record<string, unknown>,
  files: Record<string, { filename: string; content: Buffer; contentType?: string }> = {},
) =>
  multipartForm(
    fields,
    Object.fromEntries(
      Object.entries(files).map(([name, f]) => [
        name,
        { filename: f.filename, data: f.content, contentType: f.contentType },
      ]),
    ),
  );

/** Sends a multipart request with the session token. */
export function sendForm(
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  fields: Record<string, unknown>,
  files?: Record<string, { filename: string; content: Buffer; contentType?: string }>,
) {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token ? { 'auth-token': token } : {}) },
  });
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A Windows executable (MZ header), to be sent under a .pdf name. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
