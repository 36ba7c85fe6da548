import crypto from 'node:crypto';
import type { BenchContext } from './types';

export interface FixtureCtr {
  id: number;
  idObra: number;
  idVeiculo: number;
  placa: string;
  token: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function plates(n: number): string[] {
  const seen = new Set<string>();
  while (seen.size < n) {
    const b = crypto.randomBytes(6);
    const l = (i: number) => LETTERS[b[i]! % 26];
    seen.add(`${l(0)}${l(1)}${l(2)}${b[3]! % 10}${l(4)}${String(b[5]! % 100).padStart(2, '0')}`);
  }
  return [...seen];
}

/**
 * `n` fresh CTRs of the large transporter in `situacao`, each with its own new Basculante vehicle
 * (so the busy-vehicle rule of spec 2 §4 never trips between concurrent requests), one waste line
 * and the demo destination. Every write case consumes its own batch.
 */
export async function makeCtrs(
  ctx: BenchContext,
  n: number,
  situacao: string,
  opts: { situacaoAnterior?: string; destino?: boolean } = {},
): Promise<FixtureCtr[]> {
  const placas = plates(n);
  const tokens = placas.map(() => String(crypto.randomInt(100000, 999999)));
  const veiculos = (
    await ctx.sql.query(
      `INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, ano, tipo, volume_m3, token)
       SELECT $1, p, 'Volkswagen', 'Constellation', lpad((random() * 1e10)::bigint::text, 11, '0'), 2022,
         'Basculante', 12, t
       FROM unnest($2::text[], $3::text[]) AS x(p, t)
       RETURNING id, placa, token`,
      [ctx.ids.grandePerfil, placas, tokens],
    )
  ).rows.sort((a, b) => Number(a.id) - Number(b.id));
  // Inserted in the vehicles' order, so the i-th CTR (by id) is the i-th vehicle's.
  const ctrs = (
    await ctx.sql.query(
      `WITH o AS (
         SELECT o.id, o.id_gerador FROM obra o JOIN obra_transportador ot ON ot.id_obra = o.id
         WHERE ot.id_perfil = $1 AND o.excluido = 0 ORDER BY o.id DESC LIMIT 1),
       c AS (
         INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_envio, data_hora_alocacao,
           data_hora_retirada, situacao, situacao_anterior, id_obra, id_gerador, id_transportador, id_destino_final,
           id_veiculo, id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3, motivo_sol_cancelamento,
           motivo_rec_solicitacao, codigo_verificacao)
         SELECT now() - interval '2 hours', now() - interval '90 minutes', now() - interval '1 hour',
           now() - interval '30 minutes', $2::text, $3::text, o.id, o.id_gerador, $1::int, $4::int,
           CASE WHEN $2::text IN ('Solicitada', 'Recusada') THEN NULL ELSE x.vid END, 1, 1, 5,
           CASE WHEN $2::text LIKE 'Cancelamento%' THEN 'Obra suspensa pelo cliente' END,
           CASE WHEN $2::text = 'Recusada' THEN 'Sem caçamba disponível' END,
           'BN' || upper(substr(md5(random()::text), 1, 2)) || '-' || lpad(upper(to_hex(x.vid)), 9, '0')
         FROM unnest($5::int[]) WITH ORDINALITY AS x(vid, k), o
         ORDER BY x.k
         RETURNING id, id_obra
       ), l AS (
         INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
         SELECT id, 1, 5 FROM c
       )
       SELECT id, id_obra FROM c ORDER BY id`,
      [
        ctx.ids.grandePerfil,
        situacao,
        opts.situacaoAnterior ?? null,
        opts.destino ? ctx.ids.destinoPerfil : null,
        veiculos.map((v) => Number(v.id)),
      ],
    )
  ).rows;
  const rows = ctrs.map((c, i) => ({
    ...c,
    id_veiculo: veiculos[i]!.id,
    placa: veiculos[i]!.placa,
    token: veiculos[i]!.token,
  }));
  return rows.map((r) => ({
    id: Number(r.id),
    idObra: Number(r.id_obra),
    idVeiculo: Number(r.id_veiculo),
    placa: String(r.placa),
    token: String(r.token),
  }));
}
