import {
  AppError,
  type CacambaCreateInput,
  type CacambaUpdateInput,
  F,
  MD_MSG as M,
  can,
  cacambaCreateSchema,
  cacambaUpdateSchema,
  excluidoSchema,
} from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { actingTransportador, canActOn } from '../../lib/owner-scope';
import { type AuthUser, isAdmin } from '../auth/user';
import * as q from './queries';

async function toData(db: Queryable, input: CacambaCreateInput | CacambaUpdateInput): Promise<q.CacambaData> {
  const uf = await q.ufOf(db, input.codIbge);
  if (!uf) throw new AppError('VALIDATION', M.CAMPOS_OBRIGATORIOS, { codIbge: M.CAMPOS_OBRIGATORIOS });
  const point = input.shape?.coordinates;
  return {
    capacidadeM3: input.capacidadeM3 ?? 0,
    numeroInterno: input.numeroInterno ?? null,
    cep: input.cep,
    codIbge: input.codIbge,
    uf,
    bairro: input.bairro,
    endereco: input.endereco,
    complemento: input.complemento ?? null,
    numero: input.numero ?? null,
    lon: point?.[0] ?? null,
    lat: point?.[1] ?? null,
  };
}

async function ownCacamba(db: Queryable, user: AuthUser, id: number) {
  const row = await q.findById(db, id, true);
  if (!row || !canActOn(user, row.id_perfil)) throw new AppError('NOT_FOUND');
  return row;
}

/** POST /Cacamba: 1–50 bins at once, numbered PREFIX-NNNN per transporter (spec 3 §2, §5). */
export async function create(db: Db, user: AuthUser, body: unknown) {
  const input = cacambaCreateSchema.parse(body);
  const idPerfil = actingTransportador(user, input.idPerfil, M.TRANSPORTADOR_OBRIGATORIO);
  return db.transaction(async (tx) => {
    const numbering = await q.lockNumbering(tx, idPerfil);
    if (!numbering) {
      throw new AppError('VALIDATION', M.TRANSPORTADOR_OBRIGATORIO, {
        idPerfil: M.TRANSPORTADOR_OBRIGATORIO,
      });
    }
    const data = await toData(tx, input);
    const created: Array<{ id: number; numeroIdentificacao: string }> = [];
    for (let i = 1; i <= input.quantidade; i++) {
      const numero = `${numbering.prefix}-${String(numbering.last + i).padStart(4, '0')}`;
      created.push({ id: await q.insert(tx, idPerfil, numero, data), numeroIdentificacao: numero });
    }
    return created;
  });
}

const IDENT_DUPLICADA = 'Já existe uma caçamba com este número de identificação.';

/** PUT /Cacamba/:id: edit, or soft delete / restore when the body carries only `excluido`. */
export async function update(db: Db, req: FastifyRequest, id: number, body: unknown): Promise<void> {
  const user = req.user!;
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.length === 1 && keys[0] === 'excluido') {
    const { excluido } = excluidoSchema.parse(body);
    return setExcluido(db, user, id, excluido as 0 | 1);
  }
  if (!can(user.rights, F.MANTER_CACAMBA, 'altera')) throw new AppError('FORBIDDEN');
  const input = cacambaUpdateSchema.parse(body);
  try {
    await db.transaction(async (tx) => {
      const current = await ownCacamba(tx, user, id);
      if (current.excluido === 1) throw new AppError('CONFLICT', M.CACAMBA_EXCLUIDA);
      if (await q.blockingSituacao(tx, id)) throw new AppError('CONFLICT', M.CACAMBA_EM_USO);
      const numero = input.numeroIdentificacao ?? current.numero_identificacao;
      // spec 3 §6: the identification number is editable only by administrators.
      if (numero !== current.numero_identificacao && !isAdmin(user)) {
        throw new AppError('FORBIDDEN', M.CACAMBA_IDENTIFICACAO_ADMIN);
      }
      if (!(await q.update(tx, id, numero, await toData(tx, input)))) throw new AppError('CONFLICT');
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', IDENT_DUPLICADA);
    throw err;
  }
}

/**
 * Excluir (exclui) and Restaurar (administrators with altera), spec 3 §4, §6. A bin with an open
 * request (Enviada, Alocada, Retirada, Em Pesagem) is not deleted either.
 */
async function setExcluido(db: Db, user: AuthUser, id: number, excluido: 0 | 1): Promise<void> {
  if (excluido === 1 && !can(user.rights, F.MANTER_CACAMBA, 'exclui')) throw new AppError('FORBIDDEN');
  if (excluido === 0 && !(isAdmin(user) && can(user.rights, F.MANTER_CACAMBA, 'altera'))) {
    throw new AppError('FORBIDDEN', M.RESTAURAR_SOMENTE_ADMIN);
  }
  await db.transaction(async (tx) => {
    await ownCacamba(tx, user, id);
    if (excluido === 1 && (await q.blockingSituacao(tx, id)))
      throw new AppError('CONFLICT', M.CACAMBA_EM_USO);
    if (!(await q.setExcluido(tx, id, excluido))) throw new AppError('CONFLICT');
  });
}
