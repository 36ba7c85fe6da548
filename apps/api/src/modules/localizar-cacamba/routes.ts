import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql, type SqlFragment } from '../../db/sql';
import { need, needAny } from '../../http/access';
import { isStaff, transportadorPerfilId } from '../auth/user';
import { obraVisible } from '../obras/entities';
import { bbox, boxSql } from '../ocorrencias/painel';
import { cacambaScope } from './scope';

const SITUACOES = ['Enviada', 'Em Pesagem', 'Alocada', 'Retirada', 'Irregular'] as const;
const COM_OCORRENCIA = {
  'Com ocorrência Pessoa Física': 'F',
  'Com ocorrência Pessoa Jurídica': 'J',
} as const;
const NO_LOCAL_DA_OBRA = ['Enviada', 'Alocada', 'Irregular', 'Retirada'];
const MAX = 5000;
/** Bins standing at a work site: delivered, in use, or overdue there (spec 2 §4). */
const NA_OBRA = ['Enviada', 'Alocada', 'Irregular'];

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
 * CacambaLocation/find (spec 3 §2 'Bin location'): bins by status in the visible area. Candidates come
 * from the GiST indexes on point(lon, lat) of bins, work sites and occurrences, so a city's history is
 * never scanned.
 */
export default async function localizarCacambaRoutes(app: FastifyInstance) {
  app.post(
    '/CacambaLocation/find',
    {
      config: { access: need(F.LOCALIZAR_CACAMBA, 'consulta') },
      schema: { tags: ['Localizar caçamba'], body },
    },
    async (req) => {
      const b = req.body as z.infer<typeof body>;
      const situacoes = b.situacoes.filter((s): s is (typeof SITUACOES)[number] =>
        (SITUACOES as readonly string[]).includes(s),
      );
      const scope = cacambaScope(req.user, 'v.id_perfil') ?? sql`true`;
      let rows: unknown[] = [];
      if (situacoes.length) {
        const box = b.shape ? boxSql(b.shape) : null;
        const cand: SqlFragment = box
          ? sql`SELECT c.id FROM cacamba c WHERE c.excluido = 0 AND point(c.lon, c.lat) <@ ${box}
              UNION SELECT s.id_cacamba FROM obra o JOIN solicitacao_transporte s ON s.id_obra = o.id
                WHERE point(o.lon, o.lat) <@ ${box} AND s.situacao = ANY(${NO_LOCAL_DA_OBRA}::text[]) AND s.id_cacamba IS NOT NULL
              UNION SELECT s.id_cacamba FROM solicitacao_transporte s WHERE s.situacao = 'Em Pesagem' AND s.id_cacamba IS NOT NULL`
          : sql`SELECT s.id_cacamba FROM solicitacao_transporte s
              WHERE s.situacao = ANY(${situacoes}::text[]) AND s.id_cacamba IS NOT NULL`;
        rows = await app.db.query(sql`
          SELECT ${CACAMBA_FIELDS}
          FROM view_situacao_cacamba v
          WHERE v.id IN (${cand}) AND v.situacao = ANY(${situacoes}::text[]) AND v.lon IS NOT NULL
            ${box ? sql`AND point(v.lon, v.lat) <@ ${box}` : sql``}
            ${b.ids?.length ? sql`AND v.id = ANY(${b.ids}::int[])` : sql``}
            AND ${scope}
          ORDER BY v.id LIMIT ${MAX}`);
      }
      const tipos = b.situacoes.flatMap((s) =>
        s in COM_OCORRENCIA ? [COM_OCORRENCIA[s as keyof typeof COM_OCORRENCIA]] : [],
      );
      let ocorrencias: unknown[] = [];
      if (tipos.length) {
        ocorrencias = await app.db.query(sql`
          SELECT o.id, o.irregularidade_com AS "irregularidadeCom", o.situacao, o.numero_identificacao AS "numeroIdentificacao",
            o.local, CASE o.tipo_pessoa_registro WHEN 'F' THEN 'Com ocorrência Pessoa Física' ELSE 'Com ocorrência Pessoa Jurídica' END AS "tipo",
            jsonb_build_object('type','Point','coordinates', jsonb_build_array(o.lon, o.lat)) AS shape
          FROM view_ocorrencia o
          WHERE o.irregularidade_com = 'Caçamba' AND o.tipo_pessoa_registro = ANY(${tipos}::text[])
            ${b.shape ? sql`AND point(o.lon, o.lat) <@ ${boxSql(b.shape)}` : sql``}
            ${cacambaScope(req.user, 'o.id_perfil_transportador') ? sql`AND ${cacambaScope(req.user, 'o.id_perfil_transportador')!}` : sql``}
          ORDER BY o.id DESC LIMIT ${MAX}`);
      }
      return { success: true, data: { rows, count: rows.length, ocorrencias } };
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
      schema: { tags: ['Localizar caçamba'], body: obraBody },
    },
    async (req) => {
      const { ids } = req.body as z.infer<typeof obraBody>;
      const user = req.user!;
      const transp = transportadorPerfilId(user);
      const todas = isStaff(user) || (!transp && user.rights[F.LOCALIZAR_CACAMBA]?.consulta === true);
      const obraScope = todas ? sql`o.excluido = 0` : obraVisible(user, 'o');
      const cacambaScopeSql = todas
        ? sql`true`
        : transp
          ? sql`(v.id_perfil = ${transp} OR ${obraVisible(user, 'o')})`
          : obraVisible(user, 'o');
      const obras = await app.db.query(sql`
        SELECT o.id, o.nome_obra AS "nomeObra", concat_ws(', ', o.endereco, o.numero, o.bairro) AS local,
          CASE WHEN o.lon IS NULL THEN NULL
            ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(o.lon, o.lat)) END AS shape
        FROM obra o
        WHERE o.id = ANY(${ids}::int[])
          AND (${obraScope} OR (${transp ?? null}::int IS NOT NULL AND EXISTS (
            SELECT 1 FROM solicitacao_transporte s WHERE s.id_obra = o.id AND s.id_transportador = ${transp ?? null}::int)))
        ORDER BY o.id`);
      const rows = await app.db.query(sql`
        SELECT ${CACAMBA_FIELDS}, s.id_obra AS "idObra"
        FROM view_situacao_cacamba v
        JOIN solicitacao_transporte s ON s.id = v.id_solicitacao_transporte
        JOIN obra o ON o.id = s.id_obra
        WHERE s.id_obra = ANY(${ids}::int[]) AND v.situacao = ANY(${NA_OBRA}::text[]) AND v.lon IS NOT NULL
          AND ${cacambaScopeSql}
        ORDER BY v.id LIMIT ${MAX}`);
      return { success: true, data: { obras, rows, count: rows.length } };
    },
  );
}
