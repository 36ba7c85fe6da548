import { type AtribuicaoInput, F, type TipoPerfilPermissoes, TIPO_PERFIL } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { type Actor, audit, bad, conflict, notFound } from '../pessoas/context';

/** GET TipoPerfil/:id: the profile type with its permissions and each feature's offered actions. */
export async function getTipoPerfil(db: Queryable, id: number): Promise<TipoPerfilPermissoes> {
  const [tipo] = await db.query<Omit<TipoPerfilPermissoes, 'permissoes'>>(
    sql`SELECT id, descricao, tipo FROM tipo_perfil WHERE id = ${id}`,
  );
  if (!tipo) throw notFound();
  const permissoes = await db.query<TipoPerfilPermissoes['permissoes'][number]>(sql`
    SELECT pm.id, pm.id_funcionalidade AS "idFuncionalidade", pm.id_tipo_perfil AS "idTipoPerfil",
      pm.consulta, pm.inclui, pm.altera, pm.exclui,
      jsonb_build_object('id', f.id, 'descricao', f.descricao, 'consultaDisponivel', f.consulta_disponivel,
        'incluiDisponivel', f.inclui_disponivel, 'alteraDisponivel', f.altera_disponivel,
        'excluiDisponivel', f.exclui_disponivel, 'publico', f.publico) AS funcionalidade
    FROM permissao pm JOIN funcionalidade f ON f.id = pm.id_funcionalidade
    WHERE pm.id_tipo_perfil = ${id} AND f.publico = 'N'
    ORDER BY f.descricao`);
  return { ...tipo, permissoes };
}

interface Funcionalidade {
  id: number;
  descricao: string;
  consulta: string;
  inclui: string;
  altera: string;
  exclui: string;
  publico: string;
}

type Flags = { consulta: 'S' | 'N'; inclui: 'S' | 'N'; altera: 'S' | 'N'; exclui: 'S' | 'N' };
const ACOES = ['consulta', 'inclui', 'altera', 'exclui'] as const;

/**
 * PUT AtribuicaoPerfil (doc 1 §6): adds, updates and removes of one profile type's permissions.
 * Only the actions a feature offers may be granted, public features are not assignable, and an
 * entry with no flag set is removed. The administrator keeps 'Gerenciar permissões' (no lock-out).
 */
export async function salvarAtribuicao(tx: Queryable, actor: Actor, input: AtribuicaoInput) {
  const [tipo] = await tx.query(sql`SELECT 1 FROM tipo_perfil WHERE id = ${input.idTipoPerfil}`);
  if (!tipo) throw notFound();
  const funcs = await tx.query<Funcionalidade>(sql`
    SELECT id, descricao, consulta_disponivel AS consulta, inclui_disponivel AS inclui, altera_disponivel AS altera,
      exclui_disponivel AS exclui, publico FROM funcionalidade`);
  const byId = new Map(funcs.map((f) => [f.id, f]));
  const check = (idFuncionalidade: number, flags: Flags) => {
    const f = byId.get(idFuncionalidade);
    if (!f) throw bad('Funcionalidade inexistente', 'idFuncionalidade');
    if (f.publico === 'S') throw bad(`A funcionalidade ${f.descricao} é pública e não é atribuída a perfis.`);
    for (const a of ACOES)
      if (flags[a] === 'S' && f[a] !== 'S') throw bad(`A ação ${a} não está disponível em ${f.descricao}.`);
    return f;
  };
  const vazio = (x: Flags) => ACOES.every((a) => x[a] === 'N');
  const removidos: number[] = [...input.removes];
  for (const a of input.adds) {
    check(a.idFuncionalidade, a);
    if (vazio(a)) continue;
    await tx.query(sql`
      INSERT INTO permissao (id_tipo_perfil, id_funcionalidade, consulta, inclui, altera, exclui)
      VALUES (${input.idTipoPerfil}, ${a.idFuncionalidade}, ${a.consulta}, ${a.inclui}, ${a.altera}, ${a.exclui})
      ON CONFLICT (id_tipo_perfil, id_funcionalidade) DO UPDATE SET consulta = EXCLUDED.consulta,
        inclui = EXCLUDED.inclui, altera = EXCLUDED.altera, exclui = EXCLUDED.exclui`);
  }
  for (const u of input.updates) {
    const [cur] = await tx.query<{ idFuncionalidade: number }>(sql`
      SELECT id_funcionalidade AS "idFuncionalidade" FROM permissao
      WHERE id = ${u.id} AND id_tipo_perfil = ${input.idTipoPerfil} FOR UPDATE`);
    if (!cur) throw notFound();
    check(cur.idFuncionalidade, u);
    if (vazio(u)) {
      removidos.push(u.id);
      continue;
    }
    await tx.query(sql`
      UPDATE permissao SET consulta = ${u.consulta}, inclui = ${u.inclui}, altera = ${u.altera}, exclui = ${u.exclui}
      WHERE id = ${u.id}`);
  }
  if (removidos.length) {
    const rows = await tx.query(sql`
      DELETE FROM permissao WHERE id = ANY(${removidos}::int[]) AND id_tipo_perfil = ${input.idTipoPerfil} RETURNING id`);
    if (rows.length !== new Set(removidos).size) throw notFound();
  }
  if (input.idTipoPerfil === TIPO_PERFIL.ADMINISTRADOR) {
    const [ok] = await tx.query(sql`
      SELECT 1 FROM permissao pm JOIN funcionalidade f ON f.id = pm.id_funcionalidade
      WHERE pm.id_tipo_perfil = ${TIPO_PERFIL.ADMINISTRADOR} AND f.descricao = ${F.GERENCIAR_PERMISSOES}
        AND pm.consulta = 'S' AND pm.altera = 'S'`);
    if (!ok) throw conflict('O perfil Administrador não pode perder o acesso a Gerenciar permissões.');
  }
  await audit(tx, actor, 'Permissao', input.idTipoPerfil, 'atribuir', input);
  return { idTipoPerfil: input.idTipoPerfil };
}
