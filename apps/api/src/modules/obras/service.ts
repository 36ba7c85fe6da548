import {
  AppError,
  MD_MSG as M,
  type ObraInput,
  PGRCC_MAX_BYTES,
  dataBrasilia,
  isClasseSelecionavel,
  obraDuplicada,
  obraSchema,
  transportadorDuplicado,
} from '@rcc/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { audit } from '../../lib/audit';
import { type FormData, loadAnexo, readForm, saveAnexo } from '../../lib/upload';
import { type AuthUser, geradorPerfilIds, isStaff } from '../auth/user';
import { obraVisible } from './entities';
import * as q from './queries';

const PGRCC_KINDS = ['pdf', 'ole', 'docx', 'xlsx'] as const;

export const readObraForm = (req: FastifyRequest) => readForm(req, { pgrcc: PGRCC_MAX_BYTES }, M.ARQUIVO_1MB);

const invalid = (message: string, field: string) => new AppError('VALIDATION', message, { [field]: message });

/** The generator profile the work site belongs to: the user's own, or the chosen one for staff. */
async function resolveGerador(db: Queryable, user: AuthUser, chosen: number | undefined) {
  const own = geradorPerfilIds(user);
  const id = isStaff(user) ? chosen : chosen && own.includes(chosen) ? chosen : own[0];
  if (!id) throw invalid(M.GERADOR_INVALIDO, 'idGerador');
  const pessoa = await q.geradorPessoa(db, id);
  if (!pessoa) throw invalid(M.GERADOR_INVALIDO, 'idGerador');
  return { idGerador: id, contratadaSlu: pessoa.contratada_slu };
}

/** Step 2 rules the schema cannot check alone (spec 3 §5). */
async function checkStep2(db: Queryable, input: ObraInput, contratadaSlu: boolean) {
  const ids = input.obraTransportadores.map((t) => t.idPerfil);
  const found = await q.transportadores(db, ids);
  const nameOf = new Map(found.map((t) => [t.id, t.nome_razao_social]));
  const seen = new Set<number>();
  for (const id of ids) {
    if (!nameOf.has(id)) throw invalid(M.TRANSPORTADOR_OBRIGATORIO, 'obraTransportadores');
    if (seen.has(id)) throw invalid(transportadorDuplicado(nameOf.get(id)!), 'obraTransportadores');
    seen.add(id);
  }
  const tipos = await q.tiposResiduo(
    db,
    input.obraTipoResiduos.map((r) => r.idTipoResiduo),
  );
  if (tipos.length !== input.obraTipoResiduos.length) throw invalid(M.OBRA_TIPO_RESIDUO, 'obraTipoResiduos');
  if (tipos.some((t) => !isClasseSelecionavel(t.classe, contratadaSlu))) {
    throw invalid(M.CLASSE_NAO_SELECIONAVEL, 'obraTipoResiduos');
  }
}

async function toData(db: Queryable, input: ObraInput, idGerador: number): Promise<q.ObraData> {
  const uf = await q.ufOf(db, input.codIbge);
  if (!uf) throw invalid(M.OBRA_ENDERECO_INCOMPLETO, 'codIbge');
  const point = input.shape?.coordinates;
  return {
    idGerador,
    nomeObra: input.nomeObra,
    duracaoInicial: input.duracaoInicial,
    duracaoFinal: input.duracaoFinal,
    possuiAlvara: input.possuiAlvara,
    numeroAlvara: input.numeroAlvara ?? null,
    cep: input.cep,
    uf,
    codIbge: input.codIbge,
    bairro: input.bairro,
    endereco: input.endereco,
    complemento: input.complemento ?? null,
    numero: input.numero ?? null,
    lon: point?.[0] ?? null,
    lat: point?.[1] ?? null,
    observacao: input.observacao ?? null,
    motivoAlteracao: input.motivoAlteracao ?? null,
  };
}

/** spec 3 §5: the start may not be before today (in Brasília). */
function checkStart(duracaoInicial: string) {
  if (duracaoInicial < dataBrasilia()) throw invalid(M.OBRA_DATA_INICIAL_PASSADA, 'duracaoInicial');
}

/** POST /Obra (multipart): both wizard steps and the PGRCC in one transaction. */
export async function create(db: Db, req: FastifyRequest, form: FormData): Promise<number> {
  const input = obraSchema.parse(form.fields);
  checkStart(input.duracaoInicial);
  return db.transaction(async (tx) => {
    const { idGerador, contratadaSlu } = await resolveGerador(tx, req.user!, input.idGerador);
    await checkStep2(tx, input, contratadaSlu);
    if (await q.sameName(tx, idGerador, input.nomeObra))
      throw new AppError('CONFLICT', obraDuplicada(input.nomeObra));
    const id = await q.insert(tx, await toData(tx, input, idGerador));
    await q.replaceRows(
      tx,
      id,
      input.obraTipoResiduos,
      input.obraTransportadores.map((t) => t.idPerfil),
    );
    const file = form.files.pgrcc;
    if (file) await q.setPgrcc(tx, id, await saveAnexo(tx, file, PGRCC_KINDS, M.PGRCC_TIPO));
    await audit(tx, req, {
      entidade: 'obra',
      idRegistro: id,
      acao: 'inclusao',
      dados: { nomeObra: input.nomeObra, idGerador, pgrcc: file?.filename ?? null },
    });
    return id;
  });
}

/** A work site the user may change: staff any, a generator its own; else 404. */
async function ownObra(db: Queryable, user: AuthUser, id: number) {
  const row = await q.findById(db, id, true);
  if (!row || row.excluido === 1) throw new AppError('NOT_FOUND', M.OBRA_NAO_ENCONTRADA);
  if (!isStaff(user) && !geradorPerfilIds(user).includes(row.id_gerador)) {
    throw new AppError('NOT_FOUND', M.OBRA_NAO_ENCONTRADA);
  }
  return row;
}

/** PUT /Obra/:id (multipart): needs motivoAlteracao; removePgrcc drops the plan. */
export async function update(db: Db, req: FastifyRequest, id: number, form: FormData): Promise<void> {
  const input = obraSchema.parse(form.fields);
  if (!input.motivoAlteracao) throw invalid(M.OBRA_MOTIVO_ALTERACAO, 'motivoAlteracao');
  await db.transaction(async (tx) => {
    const current = await ownObra(tx, req.user!, id);
    if (input.duracaoInicial !== current.duracao_inicial) checkStart(input.duracaoInicial);
    const pessoa = await q.geradorPessoa(tx, current.id_gerador);
    await checkStep2(tx, input, pessoa?.contratada_slu === true);
    if (await q.sameName(tx, current.id_gerador, input.nomeObra, id)) {
      throw new AppError('CONFLICT', obraDuplicada(input.nomeObra));
    }
    if (!(await q.update(tx, id, await toData(tx, input, current.id_gerador))))
      throw new AppError('CONFLICT');
    await q.replaceRows(
      tx,
      id,
      input.obraTipoResiduos,
      input.obraTransportadores.map((t) => t.idPerfil),
    );
    const file = form.files.pgrcc;
    if (file) await q.setPgrcc(tx, id, await saveAnexo(tx, file, PGRCC_KINDS, M.PGRCC_TIPO));
    else if (input.removePgrcc === 1) await q.setPgrcc(tx, id, null);
    await audit(tx, req, {
      entidade: 'obra',
      idRegistro: id,
      acao: 'alteracao',
      dados: {
        motivoAlteracao: input.motivoAlteracao,
        pgrcc: file ? file.filename : input.removePgrcc === 1 ? 'removido' : undefined,
      },
    });
  });
}

export async function remove(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownObra(tx, req.user!, id);
    if (!(await q.softDelete(tx, id))) throw new AppError('CONFLICT');
    await audit(tx, req, { entidade: 'obra', idRegistro: id, acao: 'exclusao' });
  });
}

/** The PGRCC of a work site the user may see (a linked transporter too). */
export async function pgrcc(db: Db, user: AuthUser, id: number) {
  const row = await q.findVisiblePgrcc(db, id, obraVisible(user, 'o'));
  const file = row?.id_anexo_pgrcc ? await loadAnexo(db, row.id_anexo_pgrcc) : undefined;
  if (!row || !file) throw new AppError('NOT_FOUND');
  return { ...file, nome_arquivo: row.pgrcc_nome_arquivo ?? file.nome_arquivo };
}
