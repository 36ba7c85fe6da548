import {
  AppError,
  DOCUMENTO_VEICULO_MAX_BYTES,
  F,
  MD_MSG as M,
  SITUACOES_OCUPAM_VEICULO_CACAMBA,
  can,
  excluidoSchema,
  veiculoSchema,
} from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { audit } from '../../lib/audit';
import { actingTransportador, canActOn } from '../../lib/owner-scope';
import { type FormData, type UploadedFile, loadAnexo, readForm, saveAnexo } from '../../lib/upload';
import { type AuthUser, isAdmin, isStaff, transportadorPerfilId } from '../auth/user';
import * as q from './queries';

const DOC_KINDS = ['pdf', 'png', 'jpeg'] as const;

export const readVeiculoForm = (req: FastifyRequest) =>
  readForm(
    req,
    { documento: DOCUMENTO_VEICULO_MAX_BYTES },
    'Só é permitido anexar um arquivo com tamanho máximo: 5MB.',
  );

/** Postgres unique violation of (id_perfil, placa): a concurrent twin got there first. */
async function uniquePlate<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw new AppError('CONFLICT', M.VEICULO_PLACA_DUPLICADA);
    throw err;
  }
}

async function storeDocumento(tx: Queryable, file: UploadedFile | undefined) {
  return file ? saveAnexo(tx, file, DOC_KINDS, M.DOCUMENTO_TIPO) : null;
}

/** A vehicle the user may act on, else 404 (other owners' rows are invisible, DESIGN §3). */
async function ownVeiculo(db: Queryable, user: AuthUser, id: number, forUpdate = false) {
  const row = await q.findById(db, id, forUpdate);
  if (!row || !canActOn(user, row.id_perfil)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST /veiculo (spec 3 §5): a plate already live in the same transporter is a 409; a plate of
 * another transporter is accepted only as a service-provider vehicle (prestador), whose data is
 * copied from the original and locked.
 */
export async function create(db: Db, req: FastifyRequest, form: FormData): Promise<number> {
  const user = req.user!;
  const input = veiculoSchema.parse(form.fields);
  const idPerfil = actingTransportador(user, input.idPerfil, M.TRANSPORTADOR_OBRIGATORIO);
  if (!(await q.isTransportadorPerfil(db, idPerfil))) {
    throw new AppError('VALIDATION', M.TRANSPORTADOR_OBRIGATORIO, { idPerfil: M.TRANSPORTADOR_OBRIGATORIO });
  }
  return uniquePlate(() =>
    db.transaction(async (tx) => {
      if (await q.findSamePlate(tx, idPerfil, input.placa))
        throw new AppError('CONFLICT', M.VEICULO_PLACA_DUPLICADA);
      const original = await q.findOtherOwner(tx, idPerfil, input.placa);
      if (original && input.prestador !== 1) throw new AppError('CONFLICT', M.VEICULO_OUTRO_TRANSPORTADOR);
      let documento = await storeDocumento(tx, form.files.documento);
      if (!documento && original?.id_anexo_documento) {
        const doc = await loadAnexo(tx, original.id_anexo_documento);
        documento = {
          id: original.id_anexo_documento,
          nomeArquivo: doc!.nome_arquivo,
          contentType: doc!.content_type,
        };
      }
      if (!documento)
        throw new AppError('VALIDATION', M.DOCUMENTO_OBRIGATORIO, { documento: M.DOCUMENTO_OBRIGATORIO });
      const data: q.VeiculoData = original
        ? {
            ...input,
            marca: original.marca,
            modelo: original.modelo,
            renavam: original.renavam,
            cor: original.cor ?? undefined,
            ano: original.ano,
            tipo: original.tipo,
            volumeM3: original.volume_m3,
            poliguindaste: original.poliguindaste,
            idPerfil,
            prestador: 1,
            idVeiculoOriginal: original.id,
            documento,
          }
        : { ...input, idPerfil, prestador: 0, idVeiculoOriginal: null, documento };
      const id = await q.insert(tx, data);
      await audit(tx, req, {
        entidade: 'veiculo',
        idRegistro: id,
        acao: 'inclusao',
        dados: { placa: data.placa, idPerfil, prestador: data.prestador, documento: documento.nomeArquivo },
      });
      return id;
    }),
  );
}

/** PUT /veiculo/:id: an edit, or a soft delete / restore when the body carries only `excluido`. */
export async function update(db: Db, req: FastifyRequest, id: number, form: FormData): Promise<void> {
  const keys = Object.keys(form.fields);
  if (keys.length === 1 && keys[0] === 'excluido' && !Object.keys(form.files).length) {
    const { excluido } = excluidoSchema.parse(form.fields);
    return setExcluido(db, req, id, excluido as 0 | 1);
  }
  const user = req.user!;
  if (!can(user.rights, F.MANTER_VEICULO, 'altera')) throw new AppError('FORBIDDEN');
  // The token is write-only (issue #12): the form never reads it, so an edit without one keeps it.
  const keepToken = !String(form.fields.token ?? '').trim();
  const input = veiculoSchema.parse(keepToken ? { ...form.fields, token: '000000' } : form.fields);
  await uniquePlate(() =>
    db.transaction(async (tx) => {
      const current = await ownVeiculo(tx, user, id, true);
      if (current.excluido === 1) throw new AppError('CONFLICT', M.VEICULO_EXCLUIDO);
      // A service-provider vehicle keeps the original's data (spec 3 §5: copied and locked).
      const locked = current.prestador === 1;
      const placa = locked ? current.placa : input.placa;
      if (await q.findSamePlate(tx, current.id_perfil, placa, id)) {
        throw new AppError('CONFLICT', M.VEICULO_PLACA_DUPLICADA);
      }
      if (!locked && placa !== current.placa && (await q.findOtherOwner(tx, current.id_perfil, placa))) {
        throw new AppError('CONFLICT', M.VEICULO_OUTRO_TRANSPORTADOR);
      }
      const documento = await storeDocumento(tx, form.files.documento);
      if (!documento && !current.id_anexo_documento) {
        throw new AppError('VALIDATION', M.DOCUMENTO_OBRIGATORIO, { documento: M.DOCUMENTO_OBRIGATORIO });
      }
      const data = locked
        ? {
            ...input,
            placa,
            marca: current.marca,
            modelo: current.modelo,
            renavam: current.renavam,
            cor: current.cor ?? undefined,
            ano: current.ano,
            tipo: current.tipo,
            volumeM3: current.volume_m3,
            poliguindaste: current.poliguindaste,
          }
        : input;
      const ok = await q.update(tx, id, {
        ...data,
        token: keepToken ? current.token : data.token,
        prestador: current.prestador,
        idVeiculoOriginal: current.id_veiculo_original,
        documento,
      });
      if (!ok) throw new AppError('CONFLICT', M.VEICULO_EXCLUIDO);
      await audit(tx, req, {
        entidade: 'veiculo',
        idRegistro: id,
        acao: 'alteracao',
        dados: { placa: data.placa, ...(documento ? { documento: documento.nomeArquivo } : {}) },
      });
    }),
  );
}

/**
 * Excluir (exclui) and Restaurar (administrators with exclui), spec 3 §4. A vehicle tied to a CTR
 * in Enviada or Alocada cannot be deleted.
 */
async function setExcluido(db: Db, req: FastifyRequest, id: number, excluido: 0 | 1): Promise<void> {
  const user = req.user!;
  if (!can(user.rights, F.MANTER_VEICULO, 'exclui')) throw new AppError('FORBIDDEN');
  if (excluido === 0 && !isAdmin(user)) throw new AppError('FORBIDDEN', M.RESTAURAR_SOMENTE_ADMIN);
  await uniquePlate(() =>
    db.transaction(async (tx) => {
      await ownVeiculo(tx, user, id, true);
      if (excluido === 1) {
        const last = await q.lastSituacao(tx, id);
        if (last && (SITUACOES_OCUPAM_VEICULO_CACAMBA as readonly string[]).includes(last)) {
          throw new AppError(
            'CONFLICT',
            `Este veículo está atrelado a uma CTR na situação ${last} e não pode ser excluído.`,
          );
        }
      }
      if (!(await q.setExcluido(tx, id, excluido))) throw new AppError('CONFLICT');
      await audit(tx, req, {
        entidade: 'veiculo',
        idRegistro: id,
        acao: excluido ? 'exclusao' : 'restauracao',
      });
    }),
  );
}

/** POST /find-veiculos-prestador: what the form does when the plate changes (spec 3 §5). */
export async function findPrestador(db: Db, user: AuthUser, placa: string, idPerfil?: number) {
  const owner = transportadorPerfilId(user) ?? (isStaff(user) ? idPerfil : undefined);
  if (!owner) return { exists: false };
  if (await q.findSamePlate(db, owner, placa)) {
    return { exists: true, proprio: true, message: M.VEICULO_JA_CADASTRADO };
  }
  const other = await q.findOtherOwner(db, owner, placa);
  if (!other) return { exists: false };
  return {
    exists: true,
    proprio: false,
    message: M.VEICULO_PRESTADOR_AVISO,
    transportador: other.nome_razao_social,
    veiculo: {
      id: other.id,
      placa: other.placa,
      marca: other.marca,
      modelo: other.modelo,
      renavam: other.renavam,
      cor: other.cor,
      ano: other.ano,
      tipo: other.tipo,
      volumeM3: other.volume_m3,
      poliguindaste: other.poliguindaste,
      possuiDocumento: other.id_anexo_documento !== null,
    },
  };
}

export async function documento(db: Db, user: AuthUser, id: number) {
  const row = await ownVeiculo(db, user, id);
  const file = row.id_anexo_documento ? await loadAnexo(db, row.id_anexo_documento) : undefined;
  if (!file) throw new AppError('NOT_FOUND', M.DOCUMENTO_FALHA);
  return file;
}

export async function hasDocumento(db: Db, user: AuthUser, id: number): Promise<number> {
  const row = await ownVeiculo(db, user, id);
  return row.id_anexo_documento ? 1 : 0;
}
