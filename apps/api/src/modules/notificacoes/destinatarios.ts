import { type Evento, SITUACAO_CTR as S, type SituacaoCtr } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';

/** The role in which a user hears of an event: it chooses the text's wording and the link. */
export type Papel = 'gerador' | 'transportador' | 'destino' | 'pessoa' | 'perfil' | 'autor';

interface Destinatario {
  id: number;
  email: string;
  nome: string;
  papel: Papel;
}

/** Transitions that answer or ask for a cancellation: told by the cancellation events, not twice. */
const ACOES_CANCELAMENTO = new Set([
  'solicitarCancelamento',
  'aceitarCancelamento',
  'recusarCancelamento',
  'destinar',
]);

/** Issue #14: the generator hears of acceptance, allocation, removal, receipt, rejection, irregular. */
const PARA_GERADOR: readonly SituacaoCtr[] = [
  S.ENVIADA,
  S.RECUSADA,
  S.ALOCADA,
  S.RETIRADA,
  S.DESTINADA,
  S.RESIDUO_REJEITADO,
  S.IRREGULAR,
];
/** The transporter hears of new requests, of rejected waste to correct and of irregular CTRs. */
const PARA_TRANSPORTADOR: readonly SituacaoCtr[] = [S.SOLICITADA, S.RESIDUO_REJEITADO, S.IRREGULAR];

type Alvo = { papel: Papel; perfis?: number[]; pessoa?: number; tiposPerfil?: number[]; usuario?: number };

/** Who hears of an event, by role, scoped to the owners the payload names. */
function alvos(e: Evento): Alvo[] {
  switch (e.tipo) {
    case 'ctr.situacao_alterada': {
      const p = e.payload;
      if (p.de === p.para || ACOES_CANCELAMENTO.has(p.acao)) return [];
      const out: Alvo[] = [];
      if (PARA_GERADOR.includes(p.para)) out.push({ papel: 'gerador', perfis: [p.idGerador] });
      if (PARA_TRANSPORTADOR.includes(p.para))
        out.push({ papel: 'transportador', perfis: [p.idTransportador] });
      if (p.para === S.RETIRADA && p.idDestino) out.push({ papel: 'destino', perfis: [p.idDestino] });
      return out;
    }
    case 'ctr.cancelamento_solicitado':
    case 'ctr.cancelamento_respondido':
      return [
        { papel: 'gerador', perfis: [e.payload.idGerador] },
        { papel: 'transportador', perfis: [e.payload.idTransportador] },
      ];
    case 'pessoa.validada':
    case 'pessoa.recusada':
      return [{ papel: 'pessoa', pessoa: e.payload.idPessoa }];
    case 'documento.validado':
    case 'documento.recusado':
    case 'cltrcc.vencendo':
      return [{ papel: 'perfil', perfis: [e.payload.idPerfil] }];
    case 'mensagem.recebida':
      return [{ papel: 'perfil', tiposPerfil: e.payload.idsTipoPerfil }];
    case 'ocorrencia.respondida':
      return e.payload.idUsuarioRegistro ? [{ papel: 'autor', usuario: e.payload.idUsuarioRegistro }] : [];
  }
}

/** A recipient with their preference for the event's type (null: no row, the defaults apply). */
export interface DestinatarioComPreferencia extends Destinatario {
  prefEmail: boolean | null;
  prefResumo: boolean | null;
}

function alvoSql(a: Alvo, ordem: number): SqlFragment {
  const o = sql.raw(String(ordem));
  if (a.perfis) {
    return sql`
      SELECT ${o} AS ordem, u.id, u.email, u.nome FROM usuario_perfil up JOIN usuario u ON u.id = up.id_usuario
      WHERE up.id_perfil = ANY(${a.perfis}::int[]) AND u.ativo = 'S' AND u.excluido = 'N'`;
  }
  if (a.pessoa) {
    return sql`
      SELECT ${o} AS ordem, u.id, u.email, u.nome FROM usuario u WHERE u.id_pessoa = ${a.pessoa} AND u.excluido = 'N'`;
  }
  if (a.tiposPerfil) {
    return sql`
      SELECT ${o} AS ordem, u.id, u.email, u.nome FROM usuario u
      JOIN usuario_perfil up ON up.id_usuario = u.id
      JOIN perfil pf ON pf.id = up.id_perfil AND pf.situacao_validacao IN ('A', 'P')
      WHERE pf.id_tipo_perfil = ANY(${a.tiposPerfil}::int[]) AND u.ativo = 'S' AND u.excluido = 'N'`;
  }
  return sql`
    SELECT ${o} AS ordem, u.id, u.email, u.nome FROM usuario u WHERE u.id = ${a.usuario!} AND u.excluido = 'N'`;
}

/**
 * The users to notify: active, not deleted users linked to the named profiles (usuario_perfil), to
 * the person, or holding a live profile of the named types. A registration's users are told even
 * before their account is active (that is what validation decides). Each user once, in the first
 * role that names them; never the author of the change. One statement (it runs inside every CTR
 * status change): the users of every role, each user's preference for this event type, and the
 * unsubscribe links' key (`chave`, null until the first e-mail creates it).
 */
export async function destinatarios(
  tx: Queryable,
  e: Evento,
  autor: number | null,
): Promise<{ lista: DestinatarioComPreferencia[]; chave: string | null }> {
  const lista = alvos(e);
  if (lista.length === 0) return { lista: [], chave: null };
  const rows = await tx.query<{
    ordem: number;
    id: number;
    email: string;
    nome: string;
    prefEmail: boolean | null;
    prefResumo: boolean | null;
    chave: string | null;
  }>(
    prepared(sql`
    SELECT d.ordem, d.id, d.email, d.nome, p.email AS "prefEmail", p.resumo_diario AS "prefResumo",
      (SELECT chave FROM notificacao_segredo WHERE id = 1) AS chave
    FROM (
      SELECT DISTINCT ON (x.id) x.ordem, x.id, x.email, x.nome
      FROM (${sql.join(
        lista.map((a, i) => alvoSql(a, i)),
        ' UNION ALL ',
      )}) x
      WHERE x.id IS DISTINCT FROM ${autor}::int
      ORDER BY x.id, x.ordem
    ) d
    LEFT JOIN notificacao_preferencia p ON p.id_usuario = d.id AND p.tipo = ${e.tipo}
    ORDER BY d.ordem, d.id`),
  );
  return {
    lista: rows.map((r) => ({
      id: r.id,
      email: r.email,
      nome: r.nome,
      papel: lista[r.ordem]!.papel,
      prefEmail: r.prefEmail,
      prefResumo: r.prefResumo,
    })),
    chave: rows[0]?.chave ?? null,
  };
}
