import {
  F,
  MSG_PESSOAS as M,
  podeAtivarPessoa,
  podeGerarLinkRecuperacao,
  podeInativarPessoa,
  type SituacaoPessoa,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { newToken, sha256 } from '../../lib/tokens';
import { revokeSessoesDoUsuario } from '../auth/service';
import { type Actor, assertPessoaScope, audit, conflict, notFound, requireAll } from './context';
import { ativarTransportador } from './validacao';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';
import { publicarSituacaoPessoa } from '../eventos/cadastro';

interface PessoaAtual {
  id: number;
  situacao: string;
  acessoApi: number;
  transportador: boolean;
}

async function lockPessoa(tx: Queryable, id: number): Promise<PessoaAtual> {
  const [row] = await tx.query<PessoaAtual>(sql`
    SELECT p.id, p.situacao, p.acesso_api AS "acessoApi",
      EXISTS (SELECT 1 FROM perfil x WHERE x.id_pessoa = p.id AND x.id_tipo_perfil IN ${TRANSPORTADOR_IN}) AS transportador
    FROM pessoa p WHERE p.id = ${id} AND p.excluido = 'N' FOR UPDATE`);
  if (!row) throw notFound();
  return row;
}

/**
 * PUT /Pessoa/:id with situacao (doc 1 §4 Pessoa.situacao): Inativar (every profile I, the users'
 * sessions end), Ativar (non-transporters: every profile A), Pendente (stored as Aguardando
 * validação, profiles P). A transporter becomes Ativo only by the validation of its documents,
 * which this call runs when every required one is V.
 */
export async function setSituacaoPessoa(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: { situacao: SituacaoPessoa; justificativa?: string | null },
) {
  requireAll(actor.user, [
    [F.CADASTRO_PESSOAS, 'inclui'],
    [F.CADASTRO_PESSOAS, 'altera'],
  ]);
  const cur = await lockPessoa(tx, id);
  const destino = input.situacao === 'Pendente' ? 'Aguardando validação' : input.situacao;
  if (destino === 'Ativo' && cur.transportador) {
    if (cur.situacao === 'Ativo') throw conflict(M.naoMudarSituacao);
    return ativarTransportador(tx, actor, id);
  }
  let perfil: 'A' | 'I' | 'P';
  if (destino === 'Inativo') {
    if (!podeInativarPessoa(cur.situacao)) throw conflict(M.naoMudarSituacao);
    perfil = 'I';
  } else if (destino === 'Ativo') {
    if (
      !podeAtivarPessoa(cur.situacao, cur.transportador) &&
      !(cur.situacao === 'Pendente' && !cur.transportador)
    )
      throw conflict(M.naoMudarSituacao);
    perfil = 'A';
  } else {
    if (cur.situacao === 'Aguardando validação') throw conflict(M.naoMudarSituacao);
    perfil = 'P';
  }
  const rows = await tx.query(sql`
    UPDATE pessoa SET situacao = ${destino}, justificativa_situacao = ${destino === 'Ativo' ? null : (input.justificativa ?? null)},
      updated_at = now()
    WHERE id = ${id} AND situacao = ${cur.situacao} RETURNING id`);
  if (!rows[0]) throw conflict(M.naoMudarSituacao);
  await tx.query(sql`
    UPDATE perfil SET situacao_validacao = ${perfil},
      justificativa_validacao = ${perfil === 'A' ? null : (input.justificativa ?? null)}
    WHERE id_pessoa = ${id}`);
  if (destino === 'Inativo') {
    const usuarios = await tx.query<{ id: number }>(sql`SELECT id FROM usuario WHERE id_pessoa = ${id}`);
    for (const u of usuarios) await revokeSessoesDoUsuario(tx, u.id);
  }
  await audit(tx, actor, 'Pessoa', id, `situacao`, {
    de: cur.situacao,
    para: destino,
    justificativa: input.justificativa,
  });
  await publicarSituacaoPessoa(
    tx,
    { idPessoa: id, idPerfil: null, situacao: destino, justificativa: input.justificativa },
    actor.user?.id ?? null,
  );
  return { id, situacao: destino };
}

/** POST /toggle-acesso-api: 'Habilitar' only while the person is Ativo (doc 1 §6). */
export async function toggleAcessoApi(tx: Queryable, actor: Actor, id: number) {
  requireAll(actor.user, [
    [F.CADASTRO_PESSOAS, 'inclui'],
    [F.CADASTRO_PESSOAS, 'altera'],
  ]);
  const cur = await lockPessoa(tx, id);
  const novo: 0 | 1 = cur.acessoApi === 0 ? 1 : 0;
  if (novo === 1 && cur.situacao !== 'Ativo') throw conflict(M.acessoApiInativo);
  await tx.query(sql`UPDATE pessoa SET acesso_api = ${novo}, updated_at = now() WHERE id = ${id}`);
  await audit(tx, actor, 'Pessoa', id, novo ? 'habilitar_api' : 'desabilitar_api');
  return { id, acessoApi: novo };
}

const RECOVERY_TTL_HOURS = 24;

/**
 * GET /getLinkRecovery/:id — a single-use link to set a new password, valid 24 h, that the
 * `acesso` module consumes in POST /login-update (token_acesso 'recuperacao', sha256 of the token).
 * Recorded under the acting user; by e-mail it goes through the outbox in the same transaction.
 */
export async function gerarLinkRecuperacao(
  tx: Queryable,
  actor: Actor,
  idUsuario: number,
  opts: { publicUrl: string; enviarEmail: boolean; novoUsuario?: boolean },
) {
  const [u] = await tx.query<{
    id: number;
    nome: string;
    email: string;
    ativo: string;
    idPessoa: number;
    situacao: string;
  }>(sql`
    SELECT u.id, u.nome, u.email, u.ativo, u.id_pessoa AS "idPessoa", p.situacao
    FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa
    WHERE u.id = ${idUsuario} AND u.excluido = 'N' AND p.excluido = 'N' FOR UPDATE OF u`);
  if (!u) throw notFound();
  assertPessoaScope(actor.user, u.idPessoa);
  if (!opts.novoUsuario && !podeGerarLinkRecuperacao(u.ativo, u.situacao)) throw conflict(M.linkIndisponivel);
  const token = newToken();
  await tx.query(sql`
    UPDATE token_acesso SET used_at = now()
    WHERE id_usuario = ${idUsuario} AND finalidade = 'recuperacao' AND used_at IS NULL`);
  await tx.query(sql`
    INSERT INTO token_acesso (id_usuario, finalidade, token_hash, expires_at, id_usuario_criacao)
    VALUES (${idUsuario}, 'recuperacao', ${sha256(token)}, now() + ${`${RECOVERY_TTL_HOURS} hours`}::interval,
      ${actor.user?.id ?? null})`);
  const link = `${opts.publicUrl.replace(/\/$/, '')}/recovery/${idUsuario}/${token}`;
  if (opts.enviarEmail) {
    await tx.query(sql`
      INSERT INTO email_fila (para, assunto, texto, html)
      VALUES (${u.email}, ${opts.novoUsuario ? 'RCC - Cadastro de usuário: defina sua senha' : 'RCC - Recuperação de senha'},
        ${`Olá, ${u.nome}.\n\nPara definir uma nova senha de acesso ao sistema RCC, acesse o link abaixo (válido por ${RECOVERY_TTL_HOURS} horas e de uso único):\n\n${link}\n\nSe você não solicitou, ignore esta mensagem.`},
        ${`<p>Olá, ${escapeHtml(u.nome)}.</p><p>Para definir uma nova senha de acesso ao sistema RCC, acesse o link abaixo (válido por ${RECOVERY_TTL_HOURS} horas e de uso único):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Se você não solicitou, ignore esta mensagem.</p>`})`);
  }
  await audit(
    tx,
    actor,
    'Usuario',
    idUsuario,
    opts.enviarEmail ? 'link_recuperacao_email' : 'link_recuperacao',
  );
  return opts.enviarEmail
    ? { enviado: true as const, email: u.email, nome: u.nome }
    : { linkSenha: link, nome: u.nome };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
