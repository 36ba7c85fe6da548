import type { Queryable } from '../../client';
import { sql } from '../../sql';
import type { Demo, Step } from './plano';

/**
 * A few unread notifications for the demo logins about their latest city CTRs (worded like the
 * notification centre's own texts), when the notification tables exist. Their events are marked
 * dispatched and their e-mails sent, so that no job mails the demo's past.
 */
export async function notificacoesSteps(tx: Queryable, demo: Demo): Promise<Step[]> {
  const [t] = await tx.query<{ ok: boolean }>(
    sql`SELECT to_regclass('public.notificacao') IS NOT NULL AND to_regclass('public.evento') IS NOT NULL AS ok`,
  );
  if (!t?.ok) return [];
  return [
    {
      name: 'notificações',
      sql: sql`WITH alvo AS (
          SELECT u, id, de, para, titulo, texto, link, quando,
            row_number() OVER (PARTITION BY u ORDER BY quando DESC, id DESC) AS rn
          FROM (
            SELECT ${demo.gerador.usuario} AS u, s.id, s.situacao_anterior AS de, s.situacao AS para,
              'CTR nº ' || s.id || ': ' || s.situacao AS titulo,
              CASE s.situacao WHEN 'Alocada' THEN 'A caçamba da CTR nº ' || s.id || ' foi alocada na obra.'
                WHEN 'Retirada' THEN 'A caçamba da CTR nº ' || s.id || ' foi retirada da obra.'
                ELSE 'O resíduo da CTR nº ' || s.id || ' foi recebido pelo destino final.' END AS texto,
              '/solicitacao-transporte' AS link, s.updated_at AS quando
            FROM solicitacao_transporte s
            WHERE s.id_gerador = ${demo.gerador.perfil} AND s.situacao IN ('Alocada', 'Retirada', 'Destinada')
              AND s.updated_at > now() - interval '3 days'
            UNION ALL
            SELECT ${demo.transportador.usuario}, s.id, NULL, s.situacao, 'Nova solicitação de transporte nº ' || s.id,
              'A solicitação de transporte nº ' || s.id || ' aguarda a sua avaliação.', '/avaliar-solicitacao-transporte',
              s.data_hora_solicitacao
            FROM solicitacao_transporte s WHERE s.id_transportador = ${demo.transportador.perfil} AND s.situacao = 'Solicitada'
            UNION ALL
            SELECT ${demo.destino.usuario}, s.id, 'Alocada', s.situacao, 'CTR nº ' || s.id || ' a caminho',
              'A CTR nº ' || s.id || ' foi retirada da obra e está a caminho do seu destino final.',
              '/avaliar-recebimento-solicitacao', s.data_hora_retirada
            FROM solicitacao_transporte s WHERE s.id_destino_final = ${demo.destino.perfil} AND s.situacao = 'Retirada'
          ) x
        ), ev AS (
          INSERT INTO evento (tipo, payload, criado_em, despachado_em)
          SELECT 'ctr.situacao_alterada', jsonb_build_object('id', id, 'de', de, 'para', para, 'usuario', u, 'titulo', titulo,
            'texto', texto, 'link', link), quando, quando
          FROM alvo WHERE rn <= 3 ORDER BY quando
          RETURNING id, payload, criado_em
        )
        INSERT INTO notificacao (id_usuario, id_evento, tipo, titulo, texto, link, criada_em, enviada_email_em)
        SELECT (payload->>'usuario')::int, id, 'ctr.situacao_alterada', payload->>'titulo', payload->>'texto',
          payload->>'link', criado_em, criado_em
        FROM ev ORDER BY id`,
    },
  ];
}
