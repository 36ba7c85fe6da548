import {
  AppError,
  MSG_PESSOAS as M,
  podeValidarTransportador,
  resultadoValidacao,
  type SituacaoArquivo,
  TRANSPORTADOR_IDS,
  type TipoPessoa,
  type ValidacaoResultado,
  validadeCltrcc,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { databaseNow } from '../ctr/clock';
import { newVerificationCode } from '../../lib/tokens';
import { publicarSituacaoPessoa, publicarValidacaoDocumento } from '../eventos/cadastro';
import { type Actor, audit, bad, conflict, notFound } from './context';

interface PerfilTransportador {
  id: number;
  idPessoa: number;
  tipoPessoa: TipoPessoa;
}

/** Doc 1 §6: 'Validar' is for a user with the Arquivo and Cadastro de Pessoas rights (403 otherwise). */
function assertPodeValidar(actor: Actor): void {
  if (!actor.user) throw new AppError('UNAUTHENTICATED');
  if (!podeValidarTransportador(actor.user.rights)) throw new AppError('FORBIDDEN');
}

/** The status the documents give today: the latest file of each type (doc 1 §4). */
async function resultadoAtual(tx: Queryable, perfil: PerfilTransportador): Promise<ValidacaoResultado> {
  const docs = await tx.query<{ idTipoArquivo: number; situacao: SituacaoArquivo }>(sql`
    SELECT DISTINCT ON (id_tipo_arquivo) id_tipo_arquivo AS "idTipoArquivo", situacao
    FROM arquivo WHERE id_perfil = ${perfil.id} ORDER BY id_tipo_arquivo, id DESC`);
  return resultadoValidacao(perfil.tipoPessoa, docs);
}

/**
 * The one place a transporter's person and profile take the status its documents give (doc 1 §4
 * 'Validation of a transporter'): approved → Ativo/A, approval now, CLTRCC valid one year with a
 * new verification code; otherwise the person Pendente or Aguardando validação and the profile P.
 * The audit row shares the transaction.
 */
async function gravarResultado(
  tx: Queryable,
  actor: Actor,
  perfil: PerfilTransportador,
  r: ValidacaoResultado,
  justificativa: string | null,
  dados: Record<string, unknown>,
): Promise<void> {
  if (r.aprovado) {
    // The approval date and the CLTRCC year come from the database clock (every instance agrees).
    const agora = await databaseNow(tx);
    await tx.query(sql`
      UPDATE perfil SET situacao_validacao = 'A', data_aprovacao = ${agora}, data_validade_cltrcc = ${validadeCltrcc(agora)},
        justificativa_validacao = NULL, codigo_cltrcc = ${newVerificationCode()}
      WHERE id = ${perfil.id}`);
    await tx.query(sql`
      UPDATE pessoa SET situacao = 'Ativo', justificativa_situacao = NULL, updated_at = now() WHERE id = ${perfil.idPessoa}`);
  } else {
    await tx.query(sql`
      UPDATE perfil SET situacao_validacao = 'P', justificativa_validacao = ${justificativa}
      WHERE id = ${perfil.id}`);
    await tx.query(sql`
      UPDATE pessoa SET situacao = ${r.situacaoPessoa}, justificativa_situacao = ${justificativa},
        updated_at = now() WHERE id = ${perfil.idPessoa}`);
  }
  await audit(tx, actor, 'Pessoa', perfil.idPessoa, 'validar_documentos', {
    idPerfil: perfil.id,
    ...dados,
    resultado: r,
  });
  // Issue #14: the person hears of approval, or of the pending status the authority justified.
  if (r.aprovado || r.situacaoPessoa === 'Pendente') {
    await publicarSituacaoPessoa(
      tx,
      {
        idPessoa: perfil.idPessoa,
        idPerfil: perfil.id,
        situacao: r.aprovado ? 'Ativo' : r.situacaoPessoa,
        justificativa,
      },
      actor.user?.id ?? null,
    );
  }
}

/**
 * PUT /pessoa-api/validar-documentos/:idPerfil — the validation popup (doc 1 §4): updates each
 * document, then the person's and the profile's status follow the required ones.
 */
export async function validarTransportador(
  tx: Queryable,
  actor: Actor,
  idPerfil: number,
  input: {
    documentos: Array<{
      id: number;
      situacao: SituacaoArquivo;
      descricaoPendencia?: string | null;
      validade?: string;
    }>;
    justificativa?: string | null;
  },
) {
  assertPodeValidar(actor);
  const [perfil] = await tx.query<PerfilTransportador & { idTipoPerfil: number }>(sql`
    SELECT pf.id, pf.id_pessoa AS "idPessoa", pf.id_tipo_perfil AS "idTipoPerfil", p.tipo_pessoa AS "tipoPessoa"
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${idPerfil} AND p.excluido = 'N' FOR UPDATE OF pf`);
  if (!perfil) throw notFound();
  if (!TRANSPORTADOR_IDS.includes(perfil.idTipoPerfil))
    throw conflict('Somente transportadores são validados por documentos.');
  for (const d of input.documentos) {
    const rows = await tx.query(sql`
      UPDATE arquivo SET situacao = ${d.situacao},
        descricao_pendencia = ${d.situacao === 'P' ? (d.descricaoPendencia ?? null) : null},
        validade = coalesce(${d.validade ?? null}::date, validade),
        id_usuario_validacao = ${actor.user!.id}, updated_at = now()
      WHERE id = ${d.id} AND id_perfil = ${idPerfil} RETURNING id`);
    if (!rows[0]) throw notFound();
    // Approval is told once by pessoa.validada; a refused document is told with its reason.
    if (d.situacao === 'P')
      await publicarValidacaoDocumento(tx, d.id, 'P', d.descricaoPendencia, actor.user!.id);
  }
  const r = await resultadoAtual(tx, perfil);
  if (r.situacaoPessoa === 'Pendente' && !input.justificativa) throw bad(M.justifique, 'justificativa');
  await gravarResultado(tx, actor, perfil, r, input.justificativa ?? null, input);
  return {
    idPessoa: perfil.idPessoa,
    idPerfil,
    situacaoPessoa: r.situacaoPessoa,
    situacaoPerfil: r.situacaoPerfil,
  };
}

/**
 * PUT /Pessoa/:id { situacao: 'Ativo' } of a transporter — the spec's screen validates with PUT
 * /Arquivo/:id per document, then this call: the same rule and writes as the validation popup.
 * Refused ('Não foi possível mudar a situação desta pessoa') while a required document is not V.
 * The caller holds the person's row lock.
 */
export async function ativarTransportador(tx: Queryable, actor: Actor, idPessoa: number) {
  assertPodeValidar(actor);
  const perfis = await tx.query<PerfilTransportador>(sql`
    SELECT pf.id, pf.id_pessoa AS "idPessoa", p.tipo_pessoa AS "tipoPessoa"
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id_pessoa = ${idPessoa} AND pf.id_tipo_perfil = ANY(${TRANSPORTADOR_IDS as number[]}::int[])
    ORDER BY pf.id FOR UPDATE OF pf`);
  const resultados = [];
  for (const perfil of perfis) resultados.push({ perfil, r: await resultadoAtual(tx, perfil) });
  if (resultados.length === 0 || resultados.some(({ r }) => !r.aprovado)) throw conflict(M.naoMudarSituacao);
  for (const { perfil, r } of resultados)
    await gravarResultado(tx, actor, perfil, r, null, { situacao: 'Ativo' });
  return { id: idPessoa, situacao: 'Ativo' as const };
}

/**
 * PUT /Perfil/:id { situacaoValidacao: 'A' } of a transporter's profile: activating it issues the
 * CLTRCC, so it follows the documents exactly as the validation popup and PUT /Pessoa do (doc 1
 * §4) — refused ('Não foi possível validar esta pessoa') while a required document is not V. The
 * caller holds the profile's row lock and has checked the profile transition.
 */
export async function ativarPerfilTransportador(tx: Queryable, actor: Actor, perfil: PerfilTransportador) {
  assertPodeValidar(actor);
  const r = await resultadoAtual(tx, perfil);
  if (!r.aprovado) throw conflict(M.naoValidar);
  await gravarResultado(tx, actor, perfil, r, null, { situacaoValidacao: 'A' });
  return { id: perfil.id, situacaoValidacao: 'A' as const };
}
