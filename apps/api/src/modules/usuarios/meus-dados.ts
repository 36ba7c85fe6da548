import { AppError, type MeusDadosInput } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { hashPassword } from '../../lib/password';
import { updateChave } from '../chave/service';
import { type Actor, audit, conflict } from '../pessoas/context';

/**
 * POST /usuario-api/alterar-meus-dados (doc 1 §2.6): the acting user's data, its company block
 * (legal persons; the CNPJ stays) and the API identifier. A new password ends the other sessions.
 */
export async function alterarMeusDados(tx: Queryable, actor: Actor, input: MeusDadosInput) {
  const user = actor.user!;
  if (user.via === 'apiKey') throw new AppError('FORBIDDEN');
  const dup = await tx.query(sql`
    SELECT 1 FROM usuario WHERE id_pessoa = ${user.idPessoa} AND lower(email) = lower(${input.email})
      AND excluido = 'N' AND id <> ${user.id}`);
  if (dup.length) throw conflict('Já existe outro usuário desta pessoa com este e-mail.');
  const senhaHash = input.senha ? await hashPassword(input.senha) : null;
  await tx.query(sql`
    UPDATE usuario SET nome = ${input.nome}, email = ${input.email}, celular = ${input.celular},
      telefone = ${input.telefone}, cep = ${input.cep}, uf = ${input.uf}, cod_ibge = ${input.codIbge},
      bairro = ${input.bairro}, endereco = ${input.endereco}, complemento = ${input.complemento ?? null},
      numero = ${input.numero}, senha_hash = coalesce(${senhaHash}, senha_hash), updated_at = now()
    WHERE id = ${user.id}`);
  if (senhaHash) {
    await tx.query(sql`
      UPDATE sessao SET revoked_at = now()
      WHERE id_usuario = ${user.id} AND revoked_at IS NULL AND id <> ${user.sessionId ?? 0}`);
  }
  const p = user.pessoa.tipoPessoa === 'J' ? input.pessoa : undefined;
  if (p) {
    await tx.query(sql`
      UPDATE pessoa SET nome_razao_social = ${p.nomeRazaoSocial}, email = ${p.email}, celular = ${p.celular},
        telefone = ${p.telefone}, cep = ${p.cep}, uf = ${p.uf}, cod_ibge = ${p.codIbge}, bairro = ${p.bairro},
        endereco = ${p.endereco}, complemento = ${p.complemento ?? null}, numero = ${p.numero}, updated_at = now()
      WHERE id = ${user.idPessoa}`);
  } else if (user.pessoa.tipoPessoa === 'F') {
    // A natural person is its user: keep the person's contact data in step.
    await tx.query(sql`
      UPDATE pessoa SET nome_razao_social = ${input.nome}, email = ${input.email}, celular = ${input.celular},
        telefone = ${input.telefone}, cep = ${input.cep}, uf = ${input.uf}, cod_ibge = ${input.codIbge},
        bairro = ${input.bairro}, endereco = ${input.endereco}, complemento = ${input.complemento ?? null},
        numero = ${input.numero}, updated_at = now()
      WHERE id = ${user.idPessoa}`);
  }
  if (input.chave && user.pessoa.acessoApi !== 0) {
    const [ativa] = await tx.query<{ id: number }>(
      sql`SELECT id FROM chave WHERE id_pessoa = ${user.idPessoa} AND excluido = 'N' ORDER BY id DESC LIMIT 1`,
    );
    if (ativa) await updateChave(tx, actor, ativa.id, { clientId: input.chave.clientId });
  }
  const { senha: _s, confirmarSenha: _c, ...logged } = input;
  await audit(tx, actor, 'Usuario', user.id, 'alterar_meus_dados', {
    ...logged,
    senhaAlterada: Boolean(senhaHash),
  });
  return { id: user.id };
}
