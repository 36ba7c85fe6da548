import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql, type SqlFragment } from '../../db/sql';
import { need } from '../../http/access';
import { bbox, boxSql } from '../ocorrencias/painel';
import { cacambaScope } from './scope';

const SITUACOES = ['Enviada', 'Em Pesagem', 'Alocada', 'Retirada', 'Irregular'] as const;
const COM_OCORRENCIA = {
  'Com ocorrência Pessoa Física': 'F',
  'Com ocorrência Pessoa Jurídica': 'J',
} as const;
const NO_LOCAL_DA_OBRA = ['Enviada', 'Alocada', 'Irregular', 'Retirada'];
const MAX = 5000;

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
          SELECT v.id, v.numero_identificacao AS "numeroIdentificacao", v.situacao, v.transportador, v.cpf_cnpj AS "cpfCnpj",
            v.id_solicitacao_transporte AS "idSolicitacaoTransporte", v.nome_obra AS "nomeObra", v.gerador, v.local,
            v.data_hora_alocacao AS "dataHoraAlocacao",
            jsonb_build_object('type','Point','coordinates', jsonb_build_array(v.lon, v.lat)) AS shape
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
}
