import crypto from 'node:crypto';
import { generateCnpj } from '@rcc/domain';
import type { Db } from '../src/db/client';
import { sql } from '../src/db/sql';
import { DEMO, type DemoRole, type TestContext } from './helpers';
import { multipartForm, PNG } from './support/uploads';

/** Ids of the demo data the CTR tests build on (looked up, never assumed). */
export async function demoIds(db: Db) {
  const perfil = async (email: string) => {
    const [r] = await db.query<{ id: number }>(sql`
      SELECT p.id FROM perfil p JOIN usuario_perfil up ON up.id_perfil = p.id JOIN usuario u ON u.id = up.id_usuario
      WHERE u.email = ${email} ORDER BY p.id LIMIT 1`);
    return r!.id;
  };
  const transportador = await perfil('transportador@rcc.demo');
  const gerador = await perfil('gerador@rcc.demo');
  const destino = await perfil('destino@rcc.demo');
  const [obra] = await db.query<{ id: number }>(
    sql`SELECT id FROM obra WHERE id_gerador = ${gerador} ORDER BY id LIMIT 1`,
  );
  return { transportador, gerador, destino, obra: obra!.id };
}
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The user ids of the given demo logins (looked up by e-mail), by role. */
export async function demoUserIds<P extends DemoRole>(db: Db, papeis: readonly P[]) {
  const ids = {} as Record<P, number>;
  for (const papel of papeis) {
    const [u] = await db.query<{ id: number }>(sql`SELECT id FROM usuario WHERE email = ${DEMO[papel]}`);
    ids[papel] = u!.id;
  }
  return ids;
}

let seq = 0;
const uniq = () => `${process.pid % 1000}${++seq}${crypto.randomBytes(2).toString('hex')}`;

/** A plate of the Mercosul pattern, unique per call (three letters, digit, letter, two digits). */
export function newPlaca(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const b = crypto.randomBytes(6);
  const l = (i: number) => letters[b[i]! % letters.length];
  return `${l(0)}${l(1)}${l(2)}${b[3]! % 10}${l(4)}${String(b[5]! % 100).padStart(2, '0')}`;
}

export async function createVeiculo(
  db: Db,
  idPerfil: number,
  over: {
    tipo?: 'Basculante' | 'Poliguindaste';
    poliguindaste?: 'Simples' | 'Duplo' | 'Triplo';
    token?: string;
  } = {},
) {
  const tipo = over.tipo ?? 'Poliguindaste';
  const placa = newPlaca();
  const token = over.token ?? String(100000 + (crypto.randomBytes(2).readUInt16BE() % 899999)).slice(0, 6);
  const [v] = await db.query<{ id: number }>(sql`
    INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, ano, tipo, volume_m3, poliguindaste, token)
    VALUES (${idPerfil}, ${placa}, 'Volvo', 'VM 270', '12345678901', 2023, ${tipo}, 10,
      ${tipo === 'Poliguindaste' ? (over.poliguindaste ?? 'Duplo') : null}, ${token})
    RETURNING id`);
  return { id: v!.id, placa, token, tipo };
}

export async function createCacamba(db: Db, idPerfil: number) {
  const numero = `T-${uniq()}`;
  const [c] = await db.query<{ id: number }>(sql`
    INSERT INTO cacamba (id_perfil, capacidade_m3, numero_identificacao) VALUES (${idPerfil}, 5, ${numero}) RETURNING id`);
  return { id: c!.id, numero };
}

/** A CTR written straight into the table, in any status (for refusal and concurrency tests). */
/** A work site of `idGerador` named `nome` (the name filters' tests, issue #17). */
export async function createObra(db: Db, idGerador: number, nome: string): Promise<number> {
  const [o] = await db.query<{ id: number }>(sql`
    INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final)
    VALUES (${idGerador}, ${nome}, '2026-01-01', '2026-12-31') RETURNING id`);
  return o!.id;
}

export async function createCtr(
  db: Db,
  ids: { obra: number; gerador: number; transportador: number },
  over: Partial<{
    situacao: string;
    situacaoAnterior: string | null;
    idVeiculo: number | null;
    idCacamba: number | null;
    idDestinoFinal: number | null;
    dataHoraSolicitacao: Date;
    dataHoraAlocacao: Date | null;
    dataHoraRetirada: Date | null;
    idTransportador: number;
    editado: boolean;
  }> = {},
) {
  const [r] = await db.query<{ id: number }>(sql`
    INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_alocacao, data_hora_retirada, situacao,
      situacao_anterior, id_obra, id_gerador, id_transportador, id_destino_final, id_veiculo, id_cacamba,
      id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3, codigo_verificacao, editado)
    VALUES (${over.dataHoraSolicitacao ?? new Date()}, ${over.dataHoraAlocacao ?? null}, ${over.dataHoraRetirada ?? null},
      ${over.situacao ?? 'Solicitada'}, ${over.situacaoAnterior ?? null}, ${ids.obra}, ${ids.gerador},
      ${over.idTransportador ?? ids.transportador}, ${over.idDestinoFinal ?? null}, ${over.idVeiculo ?? null},
      ${over.idCacamba ?? null}, 1, 1, 3, ${`TST-${uniq()}`}, ${over.editado ?? false})
    RETURNING id`);
  await db.query(sql`INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
    VALUES (${r!.id}, 1, 3)`);
  return r!.id;
}

/** Another transporter (legal person, validated) with a login; returns its profile id and token. */
export async function createTransportador(t: TestContext) {
  const { db } = t;
  const [pessoa] = await db.query<{ id: number }>(sql`
    INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, situacao)
    VALUES ('J', ${generateCnpj(Number.parseInt(crypto.randomBytes(3).toString('hex'), 16))}, 'Outra Transportadora Ltda', ${`outra${uniq()}@rcc.test`}, 'Ativo') RETURNING id`);
  const [perfil] = await db.query<{ id: number }>(sql`
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao) VALUES (${pessoa!.id}, 2, 'A') RETURNING id`);
  const [hash] = await db.query<{ senha_hash: string }>(
    sql`SELECT senha_hash FROM usuario WHERE email = 'transportador@rcc.demo'`,
  );
  const email = `outro${uniq()}@rcc.test`;
  const [u] = await db.query<{ id: number }>(sql`
    INSERT INTO usuario (id_pessoa, nome, email, senha_hash, ativo, email_validado)
    VALUES (${pessoa!.id}, 'Otávio Outro', ${email}, ${hash!.senha_hash}, 'S', 'S') RETURNING id`);
  await db.query(sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${u!.id}, ${perfil!.id})`);
  const res = await t.call('POST', '/api/login', {
    body: { username: email, password: 'Rcc@2026', idPessoa: pessoa!.id },
  });
  return { idPerfil: perfil!.id, token: res.json().data.token as string };
}

/**
 * A CTR of the demo generator written straight into the table (see createCtr) with a new vehicle
 * (`veiculo` as for createVeiculo) and a new bin of the demo transporter, both on the CTR.
 */
export async function createCtrComFrota(
  db: Db,
  ids: DemoIds,
  over: Omit<NonNullable<Parameters<typeof createCtr>[2]>, 'idVeiculo' | 'idCacamba'> = {},
  veiculo: Parameters<typeof createVeiculo>[2] = {},
) {
  const v = await createVeiculo(db, ids.transportador, veiculo);
  const cacamba = await createCacamba(db, ids.transportador);
  const id = await createCtr(db, ids, { ...over, idVeiculo: v.id, idCacamba: cacamba.id });
  return { id, veiculo: v, cacamba };
}

/**
 * An Enviada CTR of the demo generator with its own vehicle and bin, allocated through the API by
 * the demo transporter (PUT /api/alocar_cacamba): the change that notifies the generator.
 */
export async function alocarCtrDemo(
  t: TestContext,
  ids: DemoIds,
  veiculo: Parameters<typeof createVeiculo>[2] = {},
) {
  const ctr = await createCtrComFrota(t.db, ids, { situacao: 'Enviada' }, veiculo);
  const res = await t.call('PUT', `/api/alocar_cacamba/${ctr.id}`, {
    token: await t.login('transportador'),
    body: { situacao: 'Alocada', idObra: ids.obra, idVeiculo: ctr.veiculo.id, idCacamba: ctr.cacamba.id },
  });
  if (res.statusCode !== 200) throw new Error(`alocar CTR ${ctr.id}: ${res.statusCode} ${res.body}`);
  return ctr;
}

/**
 * PUT /api/retirar_cacamba/:id as `token`: the removal form (predominant waste 1, one waste line,
 * status 'Retirada') with the bin photo (a PNG unless given; null sends none).
 */
export function retirarCacamba(
  t: TestContext,
  id: number,
  token: string,
  r: {
    idDestinoFinal: number;
    idVeiculo: number;
    idCacamba: number;
    volume?: number;
    observacao?: string;
    foto?: { data: Buffer; filename: string } | null;
    headers?: Record<string, string>;
  },
) {
  const foto = r.foto === undefined ? { data: PNG, filename: 'cacamba.png' } : r.foto;
  const mp = multipart(
    {
      idResiduoPredominante: '1',
      idDestinoFinal: String(r.idDestinoFinal),
      idVeiculo: String(r.idVeiculo),
      idCacamba: String(r.idCacamba),
      situacao: 'Retirada',
      ...(r.observacao ? { observacao: r.observacao } : {}),
      residuos: [{ idTipoResiduo: 1, volume: r.volume ?? 3 }],
    },
    foto ? { name: 'fotoCacamba', ...foto } : undefined,
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/retirar_cacamba/${id}`,
    payload: mp.payload,
    headers: { ...mp.headers, 'auth-token': token, ...r.headers },
  });
}

/** A multipart body for app.inject: the fields and, when given, one file under its field `name`. */
export const multipart = (
  fields: Record<string, unknown>,
  file?: { name: string; filename: string; data: Buffer },
) => multipartForm(fields, file ? { [file.name]: { filename: file.filename, data: file.data } } : {});

export { PNG };

/** Text drawn in an uncompressed pdfkit PDF: the hex strings of its TJ operators, decoded. */
export function pdfText(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of s.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    let line = '';
    for (const h of m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) line += Buffer.from(h[1]!, 'hex').toString('latin1');
    out.push(line);
  }
  return out.join('\n');
}
