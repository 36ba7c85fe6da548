import {
  type AcaoPerfil,
  canChangeFormaCobranca,
  formaCobrancaLiberadaEm,
  MATRICULA_IDS,
  MSG_PESSOAS as M,
  type PerfilInput,
  podeAcaoPerfil,
  SITUACAO_DESTINO,
  selectableTiposPerfil,
  type SituacaoValidacao,
  TRANSPORTADOR_IDS,
  type TipoPessoa,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { isAdmin } from '../auth/user';
import { checkDocumento, insertAnexo, type UploadedFile } from '../arquivos/files';
import { saveDocumento } from '../arquivos/service';
import { type Actor, assertPessoaScope, audit, bad, conflict, notFound } from '../pessoas/context';
import { ativarPerfilTransportador } from '../pessoas/validacao';
import { publicarSituacaoPessoa } from '../eventos/cadastro';

const dataBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** Doc 1 §5: matrícula only for 4, 5, 10; charging method only for transporters; and so on. */
function camposPorTipo(idTipoPerfil: number, p: Partial<PerfilInput>) {
  return {
    matricula: MATRICULA_IDS.includes(idTipoPerfil) ? (p.matricula ?? null) : null,
    orgao: idTipoPerfil === 5 ? (p.orgao ?? null) : null,
    tipoDestinoFinal: [1, 3, 8].includes(idTipoPerfil) ? (p.tipoDestinoFinal ?? null) : null,
    capacidadeMaximaSuportada: idTipoPerfil === 3 ? (p.capacidadeMaximaSuportada ?? null) : null,
    idLocalidade: idTipoPerfil === 3 ? (p.idLocalidade ?? null) : null,
    formaCobranca: TRANSPORTADOR_IDS.includes(idTipoPerfil) ? (p.formaCobranca ?? null) : null,
  };
}

export interface PerfilFiles {
  licenca?: UploadedFile;
  documentos: Array<{ idTipoArquivo: number; file: UploadedFile }>;
}

/** Files of one profile in a multipart request: `licenca[_tipo]` and `arquivo_[tipo_]idTipoArquivo`. */
export function perfilFiles(files: UploadedFile[], idTipoPerfil?: number): PerfilFiles {
  const out: PerfilFiles = { documentos: [] };
  for (const f of files) {
    const m = /^(licenca|arquivo)(?:_(\d+))?(?:_(\d+))?$/.exec(f.field);
    if (!m) continue;
    if (m[1] === 'licenca') {
      if (m[2] === undefined || Number(m[2]) === idTipoPerfil) out.licenca = f;
    } else if (m[3] !== undefined) {
      if (Number(m[2]) === idTipoPerfil) out.documentos.push({ idTipoArquivo: Number(m[3]), file: f });
    } else if (m[2] !== undefined && idTipoPerfil === undefined) {
      out.documentos.push({ idTipoArquivo: Number(m[2]), file: f });
    }
  }
  return out;
}

async function saveFiles(tx: Queryable, actor: Actor, idPerfil: number, files: PerfilFiles) {
  if (files.licenca) {
    const type = checkDocumento(files.licenca, true);
    const idAnexo = await insertAnexo(tx, files.licenca, type);
    await tx.query(sql`UPDATE perfil SET id_anexo_licenca = ${idAnexo} WHERE id = ${idPerfil}`);
  }
  for (const d of files.documentos)
    await saveDocumento(tx, actor, { idPerfil, idTipoArquivo: d.idTipoArquivo, file: d.file });
}

export async function insertPerfil(
  tx: Queryable,
  actor: Actor,
  pessoa: { id: number; tipoPessoa: TipoPessoa },
  input: PerfilInput,
  opts: { situacao: SituacaoValidacao; files?: PerfilFiles },
): Promise<{ id: number; idTipoPerfil: number }> {
  const permitidos = selectableTiposPerfil(pessoa.tipoPessoa, !!actor.user && isAdmin(actor.user)).map(
    (t) => t.id,
  );
  if (!(permitidos as number[]).includes(input.idTipoPerfil)) throw bad(M.perfilNaoPermitido, 'idTipoPerfil');
  const dup = await tx.query(
    sql`SELECT 1 FROM perfil WHERE id_pessoa = ${pessoa.id} AND id_tipo_perfil = ${input.idTipoPerfil}`,
  );
  if (dup.length) throw conflict(M.perfilRepetido);
  const c = camposPorTipo(input.idTipoPerfil, input);
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, matricula, orgao, tipo_destino_final,
      capacidade_maxima_suportada, forma_cobranca, data_alteracao_forma_cobranca, id_localidade)
    VALUES (${pessoa.id}, ${input.idTipoPerfil}, ${opts.situacao}, ${c.matricula}, ${c.orgao}, ${c.tipoDestinoFinal},
      ${c.capacidadeMaximaSuportada}, ${c.formaCobranca}, ${c.formaCobranca === null ? null : sql`now()`}, ${c.idLocalidade})
    RETURNING id`);
  const id = row!.id;
  if (opts.files) await saveFiles(tx, actor, id, opts.files);
  await audit(tx, actor, 'Perfil', id, 'incluir', { idPessoa: pessoa.id, ...input });
  return { id, idTipoPerfil: input.idTipoPerfil };
}

interface PerfilRow {
  id: number;
  idPessoa: number;
  idTipoPerfil: number;
  situacaoValidacao: SituacaoValidacao;
  formaCobranca: number | null;
  dataAlteracaoFormaCobranca: Date | null;
  situacaoPessoa: string;
  tipoPessoa: TipoPessoa;
}

async function lockPerfil(tx: Queryable, id: number): Promise<PerfilRow> {
  const [row] = await tx.query<PerfilRow>(sql`
    SELECT pf.id, pf.id_pessoa AS "idPessoa", pf.id_tipo_perfil AS "idTipoPerfil",
      pf.situacao_validacao AS "situacaoValidacao", pf.forma_cobranca AS "formaCobranca",
      pf.data_alteracao_forma_cobranca AS "dataAlteracaoFormaCobranca", p.situacao AS "situacaoPessoa",
      p.tipo_pessoa AS "tipoPessoa"
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${id} AND p.excluido = 'N' FOR UPDATE OF pf`);
  if (!row) throw notFound();
  return row;
}

/** Changes a profile's fields; the charging method obeys the 90-day lock (doc 1 §4). */
export async function updatePerfil(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: Partial<PerfilInput>,
  opts: { files?: PerfilFiles; idPessoa?: number } = {},
) {
  const cur = await lockPerfil(tx, id);
  assertPessoaScope(actor.user, cur.idPessoa);
  if (opts.idPessoa !== undefined && opts.idPessoa !== cur.idPessoa) throw notFound();
  if (input.idTipoPerfil !== undefined && input.idTipoPerfil !== cur.idTipoPerfil)
    throw conflict('O tipo de um perfil existente não pode ser alterado; remova-o e adicione outro.');
  const c = camposPorTipo(cur.idTipoPerfil, input);
  const mudaCobranca =
    TRANSPORTADOR_IDS.includes(cur.idTipoPerfil) &&
    input.formaCobranca !== undefined &&
    input.formaCobranca !== null &&
    input.formaCobranca !== cur.formaCobranca;
  if (mudaCobranca && !canChangeFormaCobranca(cur.dataAlteracaoFormaCobranca)) {
    throw conflict(
      M.formaCobrancaBloqueada(dataBr(formaCobrancaLiberadaEm(cur.dataAlteracaoFormaCobranca)!)),
    );
  }
  const set = (k: keyof PerfilInput) => input[k] !== undefined;
  await tx.query(sql`
    UPDATE perfil SET
      matricula = CASE WHEN ${set('matricula')} THEN ${c.matricula} ELSE matricula END,
      orgao = CASE WHEN ${set('orgao')} THEN ${c.orgao} ELSE orgao END,
      tipo_destino_final = CASE WHEN ${set('tipoDestinoFinal')} THEN ${c.tipoDestinoFinal} ELSE tipo_destino_final END,
      capacidade_maxima_suportada = CASE WHEN ${set('capacidadeMaximaSuportada')} THEN ${c.capacidadeMaximaSuportada}::numeric
        ELSE capacidade_maxima_suportada END,
      id_localidade = CASE WHEN ${set('idLocalidade')} THEN ${c.idLocalidade}::int ELSE id_localidade END,
      forma_cobranca = CASE WHEN ${mudaCobranca} THEN ${c.formaCobranca}::smallint ELSE forma_cobranca END,
      data_alteracao_forma_cobranca = CASE WHEN ${mudaCobranca} THEN now() ELSE data_alteracao_forma_cobranca END
    WHERE id = ${id}`);
  if (opts.files) await saveFiles(tx, actor, id, opts.files);
  await audit(tx, actor, 'Perfil', id, 'alterar', input);
  return { id };
}

/** A profile held by a user cannot be removed (doc 1 §5); a person keeps at least one profile. */
export async function removePerfil(
  tx: Queryable,
  actor: Actor,
  id: number,
  opts: { idPessoa?: number } = {},
) {
  const cur = await lockPerfil(tx, id);
  assertPessoaScope(actor.user, cur.idPessoa);
  if (opts.idPessoa !== undefined && opts.idPessoa !== cur.idPessoa) throw notFound();
  const usuarios = await tx.query<{ nome: string }>(sql`
    SELECT u.nome FROM usuario_perfil up JOIN usuario u ON u.id = up.id_usuario
    WHERE up.id_perfil = ${id} AND u.excluido = 'N' ORDER BY u.nome`);
  if (usuarios.length) throw conflict(M.perfilEmUso(usuarios.map((u) => u.nome).join(', ')));
  const [outros] = await tx.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM perfil WHERE id_pessoa = ${cur.idPessoa} AND id <> ${id}`,
  );
  if (!outros || outros.n === 0) throw conflict(M.umOuMaisPerfis);
  await tx.query(sql`DELETE FROM usuario_perfil WHERE id_perfil = ${id}`);
  await tx.query(sql`DELETE FROM perfil WHERE id = ${id}`);
  await audit(tx, actor, 'Perfil', id, 'excluir', { idPessoa: cur.idPessoa, idTipoPerfil: cur.idTipoPerfil });
}

/** PUT /Perfil/:id — Autorizar Perfis (doc 1 §4 Perfil.situacaoValidacao). */
export async function setSituacaoPerfil(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: { situacaoValidacao: SituacaoValidacao; justificativaValidacao?: string | null },
) {
  const cur = await lockPerfil(tx, id);
  // The spec's screen sends PUT /Perfil after PUT /Pessoa, which may have activated the profile
  // already (a validated transporter): asking for what already holds changes nothing.
  if (input.situacaoValidacao === 'A' && cur.situacaoValidacao === 'A')
    return { id, situacaoValidacao: 'A' as const };
  const acao: AcaoPerfil =
    input.situacaoValidacao === 'A' ? 'Ativar' : input.situacaoValidacao === 'I' ? 'Inativar' : 'Pendente';
  if (!podeAcaoPerfil(acao, cur, cur.situacaoPessoa)) throw conflict();
  if (acao !== 'Ativar' && !input.justificativaValidacao) throw bad(M.justifique, 'justificativaValidacao');
  // A transporter's profile is activated by its documents, with its CLTRCC (one place).
  if (acao === 'Ativar' && TRANSPORTADOR_IDS.includes(cur.idTipoPerfil)) {
    return ativarPerfilTransportador(tx, actor, cur);
  }
  const rows = await tx.query(sql`
    UPDATE perfil SET situacao_validacao = ${SITUACAO_DESTINO[acao]},
      justificativa_validacao = ${acao === 'Ativar' ? null : (input.justificativaValidacao ?? null)}
    WHERE id = ${id} AND situacao_validacao = ${cur.situacaoValidacao} RETURNING id`);
  if (!rows[0]) throw conflict();
  if (acao === 'Pendente') {
    // Doc 1 §4: a transporter put back to Pendente takes the person's other active profiles with it.
    await tx.query(sql`
      UPDATE perfil SET situacao_validacao = 'P' WHERE id_pessoa = ${cur.idPessoa} AND situacao_validacao = 'A'`);
  }
  await audit(tx, actor, 'Perfil', id, `situacao_${SITUACAO_DESTINO[acao]}`, input);
  const situacao = acao === 'Ativar' ? 'Ativo' : acao === 'Inativar' ? 'Inativo' : 'Pendente';
  await publicarSituacaoPessoa(
    tx,
    { idPessoa: cur.idPessoa, idPerfil: id, situacao, justificativa: input.justificativaValidacao },
    actor.user?.id ?? null,
  );
  return { id, situacaoValidacao: SITUACAO_DESTINO[acao] };
}
