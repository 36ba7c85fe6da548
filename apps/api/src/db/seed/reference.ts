import { DEFAULT_GRANTS, FEATURES, TIPOS_PERFIL } from '@rcc/domain';
import type { Db } from '../client';
import { sql } from '../sql';
import * as data from './data/index';

/**
 * Reference data (DESIGN §4), idempotent: inserts what is missing, never overwrites what an
 * administrator changed. Default permissions are written only when a feature is first created.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(sql`
      INSERT INTO estado (cod_ibge, uf, nome)
      SELECT * FROM unnest(${data.estados.map((e) => e.codIbge)}::int[], ${data.estados.map((e) => e.uf)}::text[],
        ${data.estados.map((e) => e.nome)}::text[])
      ON CONFLICT DO NOTHING`);
    await tx.query(sql`
      INSERT INTO municipio (cod_ibge, nome, uf)
      SELECT * FROM unnest(${data.municipios.map((m) => m.codIbge)}::int[], ${data.municipios.map((m) => m.nome)}::text[],
        ${data.municipios.map((m) => m.uf)}::text[])
      ON CONFLICT DO NOTHING`);
    await tx.query(sql`
      INSERT INTO localidade (id, codigo, nome, lon, lat)
      SELECT * FROM unnest(${data.localidades.map((l) => l.id)}::int[], ${data.localidades.map((l) => l.codigo)}::text[],
        ${data.localidades.map((l) => l.nome)}::text[], ${data.localidades.map((l) => l.lon)}::float8[],
        ${data.localidades.map((l) => l.lat)}::float8[])
      ON CONFLICT DO NOTHING`);
    for (const t of TIPOS_PERFIL) {
      await tx.query(sql`INSERT INTO tipo_perfil (id, descricao, tipo) VALUES (${t.id}, ${t.descricao}, ${t.tipo})
        ON CONFLICT DO NOTHING`);
    }
    for (const t of data.tiposArquivo) {
      await tx.query(sql`INSERT INTO tipo_arquivo (id, descricao, somente_pdf)
        VALUES (${t.id}, ${t.descricao}, ${t.somentePdf}) ON CONFLICT DO NOTHING`);
    }
    for (const c of data.classesMaterial) {
      await tx.query(sql`INSERT INTO classe_material (id, classe, descricao) VALUES (${c.id}, ${c.classe}, ${c.descricao})
        ON CONFLICT DO NOTHING`);
    }
    for (const t of data.tiposResiduo) {
      await tx.query(sql`INSERT INTO tipo_residuo (id, nome, descricao, codigo, id_classe_material)
        VALUES (${t.id}, ${t.nome}, ${t.descricao}, ${String(t.codigo)}, ${t.idClasseMaterial}) ON CONFLICT DO NOTHING`);
    }
    for (const v of data.tutorialVideos) {
      await tx.query(sql`INSERT INTO tutorial_video (id, titulo, subtitulo, url, descricao_html, tipos_perfil, ordem)
        VALUES (${v.id}, ${v.titulo}, ${v.subtitulo}, ${v.url}, ${v.descricaoHtml}, ${v.tiposPerfil}::int[], ${v.id})
        ON CONFLICT DO NOTHING`);
    }
    // Keep serial sequences ahead of the fixed ids inserted above.
    for (const table of ['classe_material', 'tipo_residuo', 'tutorial_video']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT coalesce(max(id), 1) FROM ${table}), 1))`,
      );
    }
    await tx.query(sql`INSERT INTO parametro (id, email_duvidas, email_sugestoes, email_reclamacoes)
      VALUES (1, 'duvidas@slu.df.gov.br', 'sugestoes@slu.df.gov.br', 'ouvidoria@slu.df.gov.br') ON CONFLICT DO NOTHING`);

    for (const feat of FEATURES) {
      const yn = (a: string) => (feat.acoes.includes(a as never) ? 'S' : 'N');
      const inserted = await tx.query<{ id: number }>(sql`
        INSERT INTO funcionalidade (descricao, consulta_disponivel, inclui_disponivel, altera_disponivel, exclui_disponivel, publico)
        VALUES (${feat.descricao}, ${yn('consulta')}, ${yn('inclui')}, ${yn('altera')}, ${yn('exclui')}, ${feat.publico ? 'S' : 'N'})
        ON CONFLICT (descricao) DO NOTHING RETURNING id`);
      const id = inserted[0]?.id;
      if (!id) continue;
      for (const [tipo, grants] of Object.entries(DEFAULT_GRANTS)) {
        const acoes = grants[feat.descricao];
        if (!acoes?.length) continue;
        const has = (a: string) =>
          acoes.includes(a as never) && feat.acoes.includes(a as never) ? 'S' : 'N';
        await tx.query(sql`
          INSERT INTO permissao (id_tipo_perfil, id_funcionalidade, consulta, inclui, altera, exclui)
          VALUES (${Number(tipo)}, ${id}, ${has('consulta')}, ${has('inclui')}, ${has('altera')}, ${has('exclui')})
          ON CONFLICT DO NOTHING`);
      }
    }
  });
}
