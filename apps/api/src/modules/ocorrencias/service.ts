import { AppError, MSG, RESPOSTA_MAX, validarOcorrencia } from '@rcc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { audit } from '../auditoria/service';
import type { AuthUser } from '../auth/user';
import { reverseGeocode } from '../geo/provider';
import { enqueueMail, escapeHtml } from './email';
import { ocorrenciaScope } from './scope';
import { reencodeImage } from '../../lib/image';
import { assertImage, readMultipart, saveAnexo } from './upload';
import { publicar } from '../eventos/publicar';

const FOTO_MAX = 10 * 1024 * 1024;

const optInt = (v: string | undefined) => {
  if (v === undefined || v.trim() === '' || v === 'null' || v === 'undefined') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new AppError('VALIDATION', 'Identificador inválido.');
  return n;
};
const optText = (v: string | undefined, max: number, field: string) => {
  const s = v?.trim();
  if (!s) return undefined;
  if (s.length > max)
    throw new AppError('VALIDATION', `O campo ${field} aceita até ${max} caracteres.`, { [field]: 'max' });
  return s;
};

/** 'POINT(lon lat)', '{"type":"Point","coordinates":[lon,lat]}' or '[lon,lat]' (SRID 4326). */
function parseShape(raw: string | undefined): { lon: number; lat: number } {
  const bad = () =>
    new AppError('VALIDATION', 'Marque o local da ocorrência no mapa.', { shape: 'obrigatório' });
  if (!raw) throw bad();
  let lon: number;
  let lat: number;
  const wkt = /^\s*POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)\s*$/i.exec(raw);
  if (wkt) {
    lon = Number(wkt[1]);
    lat = Number(wkt[2]);
  } else {
    try {
      const j = JSON.parse(raw) as { coordinates?: unknown } | unknown[];
      const c = (Array.isArray(j) ? j : (j as { coordinates?: unknown }).coordinates) as unknown[];
      lon = Number(c?.[0]);
      lat = Number(c?.[1]);
    } catch {
      throw bad();
    }
  }
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw bad();
  return { lon, lat };
}

/** POST Ocorrencia (multipart): rules of spec 3 §5 re-checked, photo by magic bytes, one transaction. */
export async function createOcorrencia(app: FastifyInstance, req: FastifyRequest) {
  const user = req.user!;
  const { fields, files } = await readMultipart(req, FOTO_MAX);
  const foto = files.find((x) => x.field === 'foto');
  const irregularidadeCom = fields.irregularidadeCom;
  if (irregularidadeCom !== 'Caçamba' && irregularidadeCom !== 'Transporte') {
    throw new AppError('VALIDATION', 'Escolha se a ocorrência é de Caçamba ou de Transporte.', {
      irregularidadeCom: 'obrigatório',
    });
  }
  const input = {
    irregularidadeCom,
    temFoto: !!foto,
    descricaoIrregularidade: fields.descricaoIrregularidade,
    possuiIdentificador: fields.possuiIdentificador || undefined,
    idCacamba: optInt(fields.idCacamba),
    identificacaoCacamba: optText(fields.identificacaoCacamba, 100, 'identificacaoCacamba'),
    idVeiculo: optInt(fields.idVeiculo),
    identificacaoVeiculo: optText(fields.identificacaoVeiculo, 100, 'identificacaoVeiculo'),
    placaVeiculo: fields.placaVeiculo?.trim().toUpperCase() || undefined,
  };
  const issue = validarOcorrencia(input);
  if (issue) throw new AppError('VALIDATION', issue.message, { [issue.field]: issue.message });
  assertImage(foto);
  const point = parseShape(fields.shape);
  // Issue 8 §6: the stored photo is re-encoded without EXIF/GPS (before the transaction: CPU work).
  const limpa = await reencodeImage(foto.data, foto.contentType!);
  const fotoLimpa = { ...foto, data: limpa.data, contentType: limpa.contentType };
  const transporte = irregularidadeCom === 'Transporte';
  let local = optText(fields.local, 300, 'local');
  if (!local) local = (await reverseGeocode(app.config, point.lat, point.lon).catch(() => null)) ?? undefined;

  return app.db.transaction(async (tx) => {
    if (!transporte && input.idCacamba) {
      const [c] = await tx.query(sql`SELECT 1 FROM cacamba WHERE id = ${input.idCacamba} AND excluido = 0`);
      if (!c)
        throw new AppError('VALIDATION', MSG.ocorrencia.numeroIdentificacao, { idCacamba: 'inexistente' });
    }
    let placa = input.placaVeiculo ?? null;
    if (transporte && input.idVeiculo) {
      const [v] = await tx.query<{ placa: string }>(
        sql`SELECT placa FROM veiculo WHERE id = ${input.idVeiculo} AND excluido = 0`,
      );
      if (!v) throw new AppError('VALIDATION', MSG.ocorrencia.placaObrigatoria, { idVeiculo: 'inexistente' });
      placa = v.placa;
    }
    const idAnexo = await saveAnexo(tx, fotoLimpa, fotoLimpa.contentType);
    const [row] = await tx.query<{ id: number }>(sql`
      INSERT INTO ocorrencia (id_usuario_registro, irregularidade_com, local, descricao_irregularidade, id_cacamba,
        identificacao_cacamba, id_veiculo, identificacao_veiculo, placa_veiculo, lon, lat, id_anexo_foto)
      VALUES (${user.id}, ${irregularidadeCom}, ${local ?? null}, ${input.descricaoIrregularidade},
        ${transporte ? null : (input.idCacamba ?? null)},
        ${transporte || input.idCacamba ? null : (input.identificacaoCacamba ?? null)},
        ${transporte ? (input.idVeiculo ?? null) : null},
        ${transporte && !input.idVeiculo && input.possuiIdentificador !== 'Não' ? (input.identificacaoVeiculo ?? null) : null},
        ${transporte ? placa : null}, ${point.lon}, ${point.lat}, ${idAnexo})
      RETURNING id`);
    return { id: row!.id };
  });
}

/** The photo of an occurrence the user may see (same scope as the lists: else 404). */
export async function loadFoto(db: Queryable, user: AuthUser, id: number) {
  const scope = ocorrenciaScope(user, 'o.id_usuario_registro') ?? sql`true`;
  const [row] = await db.query<{
    conteudo: Buffer | Uint8Array;
    content_type: string;
    nome_arquivo: string;
  }>(sql`
    SELECT a.conteudo, a.content_type, a.nome_arquivo FROM ocorrencia o JOIN anexo a ON a.id = o.id_anexo_foto
    WHERE o.id = ${id} AND ${scope}`);
  if (!row) throw new AppError('NOT_FOUND', 'Ocorrência não encontrada.');
  return row;
}

export interface RespostaInput {
  respostaOrgao?: string | null | undefined;
  improcedente?: 'S' | 'N' | null | undefined;
  situacao: 'Em andamento' | 'Respondida';
}

const respostaMail = (o: { id: number; nome: string; resposta: string; improcedente: string | null }) => {
  const improcedente = o.improcedente === 'S' ? 'A ocorrência foi considerada improcedente.\n' : '';
  const texto =
    `Olá, ${o.nome}.\n\nA sua ocorrência nº ${o.id} foi respondida pelo órgão fiscalizador.\n${improcedente}\n` +
    `Resposta: ${o.resposta}\n\nEste é um e-mail automático do Sistema RCC.`;
  const html =
    `<p>Olá, ${escapeHtml(o.nome)}.</p><p>A sua ocorrência nº ${o.id} foi respondida pelo órgão fiscalizador.</p>` +
    (improcedente ? '<p>A ocorrência foi considerada improcedente.</p>' : '') +
    `<p><strong>Resposta:</strong> ${escapeHtml(o.resposta)}</p><p>Este é um e-mail automático do Sistema RCC.</p>`;
  return { assunto: `Resposta da ocorrência nº ${o.id}`, texto, html };
};

/**
 * PUT Ocorrencia/:id (spec 3 §4): 'Salvar' keeps a draft (Em andamento); 'Enviar resposta' sets
 * Respondida, locks it and mails the citizen who registered it, in the same transaction.
 */
export async function responder(app: FastifyInstance, req: FastifyRequest, id: number, body: RespostaInput) {
  const user = req.user!;
  const resposta = body.respostaOrgao?.trim() || null;
  if (resposta && resposta.length > RESPOSTA_MAX) {
    throw new AppError('VALIDATION', `A resposta aceita até ${RESPOSTA_MAX} caracteres.`, {
      respostaOrgao: 'max',
    });
  }
  if (body.situacao === 'Respondida' && !resposta) {
    throw new AppError('VALIDATION', 'Registre uma resposta para a ocorrência.', {
      respostaOrgao: 'obrigatório',
    });
  }
  return app.db.transaction(async (tx) => {
    const respondida = body.situacao === 'Respondida';
    const [row] = await tx.query<{
      id: number;
      improcedente: string | null;
      id_usuario_registro: number;
    }>(sql`
      UPDATE ocorrencia SET resposta_orgao = ${resposta}, improcedente = ${body.improcedente ?? null},
        situacao = ${body.situacao}, id_usuario_resposta = ${user.id},
        data_hora_resposta = ${respondida ? sql`now()` : null}
      WHERE id = ${id} AND situacao IN ('Aguardando resposta', 'Em andamento')
      RETURNING id, improcedente, id_usuario_registro`);
    if (!row) {
      const [exists] = await tx.query(sql`SELECT 1 FROM ocorrencia WHERE id = ${id}`);
      if (!exists) throw new AppError('NOT_FOUND', 'Ocorrência não encontrada.');
      throw new AppError('CONFLICT', 'Esta ocorrência já foi respondida e não pode ser alterada.');
    }
    if (respondida) {
      const [u] = await tx.query<{ nome: string; email: string }>(
        sql`SELECT nome, email FROM usuario WHERE id = ${row.id_usuario_registro}`,
      );
      if (u?.email) {
        await enqueueMail(tx, {
          para: u.email,
          ...respostaMail({ id, nome: u.nome, resposta: resposta!, improcedente: row.improcedente }),
        });
      }
      await publicar(
        tx,
        {
          tipo: 'ocorrencia.respondida',
          payload: { idOcorrencia: id, idUsuarioRegistro: row.id_usuario_registro, situacao: body.situacao },
        },
        user.id,
      );
    }
    await audit(tx, {
      entidade: 'Ocorrencia',
      idRegistro: id,
      acao: respondida ? 'responder' : 'salvar-resposta',
      dados: { situacao: body.situacao, improcedente: body.improcedente ?? null },
      user,
      ip: req.ip,
    });
    return { id, situacao: body.situacao };
  });
}

/** POST acompanhar-ocorrencia/sendEmail: sends the answer of a Respondida occurrence again. */
export async function reenviarEmail(app: FastifyInstance, id: number) {
  return app.db.transaction(async (tx) => {
    const [o] = await tx.query<{
      situacao: string;
      resposta_orgao: string;
      improcedente: string | null;
      nome: string;
      email: string;
    }>(sql`
      SELECT o.situacao, o.resposta_orgao, o.improcedente, u.nome, u.email
      FROM ocorrencia o JOIN usuario u ON u.id = o.id_usuario_registro WHERE o.id = ${id}`);
    if (!o) throw new AppError('NOT_FOUND', 'Ocorrência não encontrada.');
    if (o.situacao !== 'Respondida' || !o.resposta_orgao) {
      throw new AppError(
        'CONFLICT',
        'Só é possível enviar por e-mail a resposta de uma ocorrência respondida.',
      );
    }
    const idEmail = await enqueueMail(tx, {
      para: o.email,
      ...respostaMail({ id, nome: o.nome, resposta: o.resposta_orgao, improcedente: o.improcedente }),
    });
    return { idEmail };
  });
}
