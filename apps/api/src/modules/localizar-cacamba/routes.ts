import {
  CAMADAS_OCORRENCIA_MAPA,
  F,
  localizarCacambaContract,
  SITUACOES_CACAMBA_MAPA,
  SITUACOES_NA_OBRA,
} from '@rcc/domain';
import { z } from 'zod';
import { sql, type SqlFragment } from '../../db/sql';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { isStaff, transportadorPerfilId } from '../auth/user';
import { obraVisible } from '../obras/entities';
import { pontosOuGrupos } from '../../lib/map-groups';
import { bbox, boxSql } from '../ocorrencias/painel';
import { cacambaScope } from './scope';

const SITUACOES = SITUACOES_CACAMBA_MAPA;
const COM_OCORRENCIA = CAMADAS_OCORRENCIA_MAPA;
const MAX = 5000;

/** What the handlers build (timestamps as the driver's Dates). */
type Mapa = z.output<typeof localizarCacambaContract.mapa>['data'];
type ObraCacambas = z.output<typeof localizarCacambaContract.obras>['data'];

const CACAMBA_FIELDS = sql`v.id, v.numero_identificacao AS "numeroIdentificacao", v.situacao, v.transportador, v.cpf_cnpj AS "cpfCnpj",
  v.id_solicitacao_transporte AS "idSolicitacaoTransporte", v.nome_obra AS "nomeObra", v.gerador, v.local,
  v.data_hora_alocacao AS "dataHoraAlocacao",
  jsonb_build_object('type','Point','coordinates', jsonb_build_array(v.lon, v.lat)) AS shape`;

const obraBody = z.object({
  ids: z
    .array(z.coerce.number().int().positive(), { error: 'Informe as obras.' })
    .min(1, 'Informe as obras.')
    .max(1000),
});

const body = z.object({
  situacoes: z
    .array(
      z.enum([...SITUACOES, ...(Object.keys(COM_OCORRENCIA) as [keyof typeof COM_OCORRENCIA])], {
        error: 'Situação inválida.',
      }),
    )
    .max(10)
    .default(['Alocada']),
  ids: z.array(z.number().int()).max(1000).optional(),
  shape: bbox,
});

/**
 * The bins whose latest CTR is in one of `situacoes`, as map points (id, grupo = status, lon, lat).
 * Each bin carries its latest CTR and that CTR's status (migration 0700, kept by a trigger), so
 * the map reads only the bins in those statuses (index cacamba_situacao_atual): its cost follows the
 * bins in use, never a city's five years of CTRs. The position rule is view_situacao_cacamba's: a
 * bin sent, allocated, irregular or removed stands at the work site; one being weighed at the
 * destination; otherwise at its own address.
 */
function pontosCacamba(
  situacoes: readonly string[],
  scope: SqlFragment,
  box: SqlFragment | null,
  ids: number[] | undefined,
): SqlFragment {
  return sql`SELECT * FROM (
      SELECT c.id, s.situacao AS grupo,
        CASE WHEN s.situacao = 'Em Pesagem' THEN (CASE WHEN de.lon IS NOT NULL THEN de.lon ELSE c.lon END)
          WHEN o.lon IS NOT NULL THEN o.lon ELSE c.lon END AS lon,
        CASE WHEN s.situacao = 'Em Pesagem' THEN (CASE WHEN de.lon IS NOT NULL THEN de.lat ELSE c.lat END)
          WHEN o.lon IS NOT NULL THEN o.lat ELSE c.lat END AS lat
      FROM cacamba c
      JOIN solicitacao_transporte s ON s.id = c.id_ctr_atual
      LEFT JOIN obra o ON o.id = s.id_obra
      -- The destination's position, only for a bin being weighed, looked up by key per bin: as two
      -- plain LEFT JOINs PostgreSQL merge-joined all 206,000 profiles with their people for the
      -- 3,000 bins in use (900 ms on the 1.6 M-CTR city instead of 12).
      LEFT JOIN LATERAL (
        SELECT p.lon, p.lat FROM perfil pd JOIN pessoa p ON p.id = pd.id_pessoa
        WHERE pd.id = s.id_destino_final AND s.situacao = 'Em Pesagem'
      ) de ON true
      WHERE c.excluido = 0 AND c.situacao_atual = ANY(${situacoes}::text[])
        AND ${scope}
        ${ids?.length ? sql`AND c.id = ANY(${ids}::int[])` : sql``}
    ) v
    WHERE v.lon IS NOT NULL ${box ? sql`AND point(v.lon, v.lat) <@ ${box}` : sql``}`;
}

/** Bin occurrences of the given person types, as map points (id, grupo = layer name, lon, lat). */
function pontosOcorrencia(tipos: string[], scope: SqlFragment | null, box: SqlFragment | null): SqlFragment {
  return sql`SELECT o.id,
      CASE o.tipo_pessoa_registro WHEN 'F' THEN 'Com ocorrência Pessoa Física' ELSE 'Com ocorrência Pessoa Jurídica' END AS grupo,
      o.lon, o.lat
    FROM view_ocorrencia o
    WHERE o.irregularidade_com = 'Caçamba' AND o.tipo_pessoa_registro = ANY(${tipos}::text[]) AND o.lon IS NOT NULL
      ${box ? sql`AND point(o.lon, o.lat) <@ ${box}` : sql``}
      ${scope ? sql`AND ${scope}` : sql``}`;
}

/**
 * CacambaLocation/find (spec 3 §2 'Bin location'): bins by status in the visible area, and the bin
 * occurrences. Each layer comes point by point while the area holds at most `mapaLimitePontos` of
 * them (each with its popup data); above that, grouped by area (`grupos`: a numbered marker per cell
 * of a 16 × 16 grid, with its count per status), which is what a whole city at city zoom shows.
 */
export default async function localizarCacambaRoutes(app: ZodApp) {
  const limite = app.config.mapaLimitePontos;
  app.post(
    '/CacambaLocation/find',
    {
      config: { access: need(F.LOCALIZAR_CACAMBA, 'consulta') },
      schema: {
        tags: ['Localizar caçamba'],
        summary: 'Caçambas por situação e ocorrências de caçamba na área do mapa (pontos ou grupos)',
        body,
        response: { 200: localizarCacambaContract.mapa },
      },
    },
    async (req) => {
      const b = req.body;
      const situacoes = b.situacoes.filter((s): s is (typeof SITUACOES)[number] =>
        (SITUACOES as readonly string[]).includes(s),
      );
      const box = b.shape ? boxSql(b.shape) : null;
      const grupos: Mapa['grupos'] = [];
      let rows: Mapa['rows'] = [];
      let count = 0;
      if (situacoes.length) {
        const pontos = pontosCacamba(
          situacoes,
          cacambaScope(req.user, 'c.id_perfil') ?? sql`true`,
          box,
          b.ids,
        );
        const camada = await pontosOuGrupos<Mapa['rows'][number]>(
          app.db,
          pontos,
          b.shape ?? null,
          limite,
          // Each bin by key (OFFSET 0 keeps the view a per-id subquery): as `v.id = ANY(ids)` the
          // planner merge-joined the view's profiles from the lowest id and walked all 206,000 of
          // them whenever one bin's owner was a recent (high-id) transporter — 18 of the 29 ms of
          // the zoom-15 map on the 1.6 M-CTR city.
          (ids) => sql`
            SELECT ${CACAMBA_FIELDS} FROM unnest(${ids}::int[]) AS k(id)
            CROSS JOIN LATERAL (SELECT * FROM view_situacao_cacamba v WHERE v.id = k.id OFFSET 0) v
            ORDER BY v.id`,
        );
        rows = camada.rows;
        count = camada.total;
        grupos.push(...camada.grupos.map((g) => ({ ...g, camada: 'cacamba' as const })));
      }
      const tipos = b.situacoes.flatMap((s) =>
        s in COM_OCORRENCIA ? [COM_OCORRENCIA[s as keyof typeof COM_OCORRENCIA]] : [],
      );
      let ocorrencias: Mapa['ocorrencias'] = [];
      if (tipos.length) {
        const pontos = pontosOcorrencia(tipos, cacambaScope(req.user, 'o.id_perfil_transportador'), box);
        const camada = await pontosOuGrupos<Mapa['ocorrencias'][number]>(
          app.db,
          pontos,
          b.shape ?? null,
          limite,
          (ids) => sql`
            SELECT o.id, o.irregularidade_com AS "irregularidadeCom", o.situacao, o.numero_identificacao AS "numeroIdentificacao",
              o.local, CASE o.tipo_pessoa_registro WHEN 'F' THEN 'Com ocorrência Pessoa Física' ELSE 'Com ocorrência Pessoa Jurídica' END AS "tipo",
              jsonb_build_object('type','Point','coordinates', jsonb_build_array(o.lon, o.lat)) AS shape
            FROM view_ocorrencia o
            WHERE o.id = ANY(${ids}::int[])
            ORDER BY o.id DESC`,
        );
        ocorrencias = camada.rows;
        grupos.push(...camada.grupos.map((g) => ({ ...g, camada: 'ocorrencia' as const })));
      }
      return { success: true as const, data: { rows, count, ocorrencias, grupos } };
    },
  );

  /**
   * ObraCacambaLocation/find (spec 3 §2, /obra/cacamba-map 'Retirar Caçamba'): the given work sites and
   * the bins standing at them (latest CTR Enviada, Alocada or Irregular there), each with its status
   * data. A generator sees its own sites, a transporter its own bins; staff and inspection all.
   */
  app.post(
    '/ObraCacambaLocation/find',
    {
      config: {
        access: needAny(
          [F.RETIRAR_CACAMBA, 'consulta'],
          [F.MANTER_OBRA, 'consulta'],
          [F.LOCALIZAR_CACAMBA, 'consulta'],
        ),
      },
      schema: {
        tags: ['Localizar caçamba'],
        summary: 'Obras informadas e as caçambas que estão nelas (Enviada, Alocada ou Irregular)',
        body: obraBody,
        response: { 200: localizarCacambaContract.obras },
      },
    },
    async (req) => {
      const { ids } = req.body;
      const user = req.user!;
      const transp = transportadorPerfilId(user);
      const todas = isStaff(user) || (!transp && user.rights[F.LOCALIZAR_CACAMBA]?.consulta === true);
      const obraScope = todas ? sql`o.excluido = 0` : obraVisible(user, 'o');
      const cacambaScopeSql = todas
        ? sql`true`
        : transp
          ? sql`(v.id_perfil = ${transp} OR ${obraVisible(user, 'o')})`
          : obraVisible(user, 'o');
      const obras = await app.db.query<ObraCacambas['obras'][number]>(sql`
        SELECT o.id, o.nome_obra AS "nomeObra", concat_ws(', ', o.endereco, o.numero, o.bairro) AS local,
          CASE WHEN o.lon IS NULL THEN NULL
            ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(o.lon, o.lat)) END AS shape
        FROM obra o
        WHERE o.id = ANY(${ids}::int[])
          AND (${obraScope} OR (${transp ?? null}::int IS NOT NULL AND EXISTS (
            SELECT 1 FROM solicitacao_transporte s WHERE s.id_obra = o.id AND s.id_transportador = ${transp ?? null}::int)))
        ORDER BY o.id`);
      const rows = await app.db.query<ObraCacambas['rows'][number]>(sql`
        SELECT ${CACAMBA_FIELDS}, s.id_obra AS "idObra"
        FROM view_situacao_cacamba v
        JOIN solicitacao_transporte s ON s.id = v.id_solicitacao_transporte
        JOIN obra o ON o.id = s.id_obra
        WHERE s.id_obra = ANY(${ids}::int[]) AND v.situacao = ANY(${SITUACOES_NA_OBRA as string[]}::text[]) AND v.lon IS NOT NULL
          AND ${cacambaScopeSql}
        ORDER BY v.id LIMIT ${MAX}`);
      return { success: true as const, data: { obras, rows, count: rows.length } };
    },
  );
}
