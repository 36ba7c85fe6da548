-- Issue #7: deep pages of the CTR grids find the page's keys first (SELECT id FROM
-- view_solicitacao_transporte WHERE … ORDER BY id DESC LIMIT … OFFSET …). The planner removes the
-- view's unused work-site join but still counts st.id_obra as needed (PostgreSQL 15), so an index
-- without id_obra cannot serve the walk as an index-only scan: it read every matching row from the
-- heap and sorted them (0.9 s for page 10,000 of the large transporter). The same keys with
-- INCLUDE (id_obra) make that walk index-only.
DROP INDEX IF EXISTS st_situacao;
CREATE INDEX st_situacao ON solicitacao_transporte (situacao, id DESC) INCLUDE (id_obra);
DROP INDEX IF EXISTS st_transportador;
CREATE INDEX st_transportador ON solicitacao_transporte (id_transportador, id DESC) INCLUDE (id_obra);
DROP INDEX IF EXISTS st_transportador_situacao;
CREATE INDEX st_transportador_situacao ON solicitacao_transporte (id_transportador, situacao, id DESC)
  INCLUDE (id_obra);
DROP INDEX IF EXISTS st_gerador;
CREATE INDEX st_gerador ON solicitacao_transporte (id_gerador, id DESC) INCLUDE (id_obra);
DROP INDEX IF EXISTS st_destino;
CREATE INDEX st_destino ON solicitacao_transporte (id_destino_final, situacao, id DESC) INCLUDE (id_obra);
-- Staff see every CTR: the primary key cannot carry id_obra, this index walks them all index-only.
CREATE INDEX st_id_obra ON solicitacao_transporte (id DESC) INCLUDE (id_obra);
