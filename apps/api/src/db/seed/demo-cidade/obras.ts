import { OBRAS_GERADOR_DEMO } from './dados';
import { ARVORES, TIPOS_OBRA_PF, TIPOS_OBRA_PJ, TIPOS_RESIDUO } from './vocabulario';
import { REGIAO_PESADA } from './pessoas';
import { type Bases, type Demo, K, PLANO, type Step } from './plano';
import { arr, G } from './sql-base';

/** Number of work sites: the demo's (o = 0), the demo generator's others, one per generator, the companies' extras. */
export const OBRAS =
  1 + OBRAS_GERADOR_DEMO.length + PLANO.geradoresPj + PLANO.geradoresPf + PLANO.obrasExtrasPj;

/** Work sites over the regions (jitter inside each), each with its transporter and declared waste. */
export function obrasSteps(b: Bases, demo: Demo): Step[] {
  const nDemo = OBRAS_GERADOR_DEMO.length;
  const primeiraPropria = 1 + nDemo;
  const ultimaPropria = nDemo + PLANO.geradoresPj + PLANO.geradoresPf;
  return [
    {
      name: 'plano das obras',
      sql: [
        `CREATE TABLE ${G}.obra_plano (o int PRIMARY KEY, id int, g int, id_gerador int, id_usuario int, t int, loc int,
          nome text, endereco text, lon float8, lat float8)`,
        `INSERT INTO ${G}.obra_plano
        SELECT 0, ${demo.obra}, 0, ${demo.gerador.perfil}, ${demo.gerador.usuario}, 0, 20, NULL::text, NULL::text, NULL::float8, NULL::float8
        UNION ALL
        SELECT o, ${b.obra} + o, 0, ${demo.gerador.perfil}, ${demo.gerador.usuario}, 0, loc, nome, ende, NULL, NULL
        FROM unnest(${arr(OBRAS_GERADOR_DEMO.map((x) => x.nome))}, ${arr(OBRAS_GERADOR_DEMO.map((x) => x.idLocalidade))},
          ${arr(OBRAS_GERADOR_DEMO.map((x) => x.endereco))}) WITH ORDINALITY AS u(nome, loc, ende, o)
        UNION ALL
        SELECT o, ${b.obra} + o, g, ${b.perfil} + ${K.gerador} + g, ${b.usuario} + ${K.gerador} + g,
          CASE WHEN ${G}.h(o, 60) % 100 < 28 THEN 0 ELSE ${G}.picki(ARRAY[1,1,1,2,2,3,3,4,5,6,7,8], ${G}.h(o, 61)) END,
          ${G}.picki(${REGIAO_PESADA}, ${G}.h(o, 62)),
          CASE WHEN g <= ${PLANO.geradoresPj}
            THEN ${G}.pick(${arr(TIPOS_OBRA_PJ)}, ${G}.h(o, 63)) || ' ' || ${G}.pick(${arr(ARVORES)}, o / ${PLANO.geradoresPj})
            ELSE ${G}.pick(${arr(TIPOS_OBRA_PF)}, ${G}.h(o, 63)) END,
          NULL, NULL, NULL
        FROM generate_series(${primeiraPropria}, ${OBRAS - 1}) o
        CROSS JOIN LATERAL (SELECT CASE WHEN o <= ${ultimaPropria} THEN o - ${nDemo}
          ELSE 1 + o % ${PLANO.geradoresPj} END AS g) x`,
        `UPDATE ${G}.obra_plano p SET
          nome = p.nome || ' ' || l.nome,
          endereco = coalesce(p.endereco, ${G}.pick(r.quadras, ${G}.h(p.o, 64)) || ', Lote ' || (1 + ${G}.h(p.o, 65) % 30)),
          lon = l.lon + ((${G}.h(p.o, 66) % 1000) / 1000.0 - 0.5) * 0.036,
          lat = l.lat + ((${G}.h(p.o, 67) % 1000) / 1000.0 - 0.5) * 0.03
        FROM localidade l, ${G}.regiao r WHERE l.id = p.loc AND r.id = p.loc AND p.o > 0`,
      ],
    },
    {
      name: 'obras',
      sql: `INSERT INTO obra (id, id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, numero_alvara, cep, uf,
          cod_ibge, bairro, endereco, numero, lon, lat, observacao, created_at, updated_at)
        SELECT p.id, p.id_gerador, p.nome, current_date - (100 + ${G}.h(p.o, 68) % 300)::int, current_date + (20 + ${G}.h(p.o, 69) % 400)::int,
          (p.g <= ${PLANO.geradoresPj} AND p.g > 0)::int::smallint,
          CASE WHEN p.g <= ${PLANO.geradoresPj} AND p.g > 0 THEN 'ALV-' || (2025 + p.o % 2) || '/' || lpad((p.o * 37 % 10000)::text, 4, '0') END,
          rpad(r.cep || (${G}.h(p.o, 70) % 100000)::text, 8, '0'), 'DF', 5300108, l.nome, p.endereco, 'S/N', p.lon, p.lat,
          CASE WHEN p.o % 5 = 0 THEN 'Acesso pelo portão lateral.' END,
          now() - (100 + ${G}.h(p.o, 68) % 300) * interval '1 day', now() - (100 + ${G}.h(p.o, 68) % 300) * interval '1 day'
        FROM ${G}.obra_plano p JOIN localidade l ON l.id = p.loc JOIN ${G}.regiao r ON r.id = p.loc WHERE p.o > 0`,
    },
    {
      name: 'obra × transportador e resíduos declarados',
      sql: [
        `INSERT INTO obra_transportador (id_obra, id_perfil)
        SELECT p.id, tr.id_perfil FROM ${G}.obra_plano p JOIN ${G}.transp tr ON tr.t = p.t WHERE p.o > 0`,
        `INSERT INTO obra_tipo_residuo (id_obra, id_tipo_residuo, volume)
        SELECT DISTINCT ON (p.id, tipo) p.id, tipo, 10 + ${G}.h(p.o, 72 + i) % 60
        FROM ${G}.obra_plano p CROSS JOIN generate_series(0, 1) i
        CROSS JOIN LATERAL (SELECT ${G}.picki(${arr(TIPOS_RESIDUO)}, ${G}.h(p.o, 71 + i)) AS tipo) x
        WHERE p.o > 0 ORDER BY p.id, tipo`,
      ],
    },
  ];
}
