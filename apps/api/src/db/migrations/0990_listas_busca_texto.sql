-- Issue #17 item 3: the grids' text filters on a work site's address and district find the sites by
-- a trigram index first (modules/ctr/entities.ts, textVia), as the site name already did.
CREATE INDEX IF NOT EXISTS obra_endereco_trgm ON obra USING gin (endereco gin_trgm_ops);
CREATE INDEX IF NOT EXISTS obra_bairro_trgm ON obra USING gin (bairro gin_trgm_ops);
-- The matching sites' CTRs are then read through (id_obra, id DESC); with the owner columns in the
-- index a transporter's, generator's or destination's scope is checked there, index-only, instead
-- of on each CTR row or by walking all of the owner's CTRs (largest transporter of the 1.6-million
-- CTR bench: 245–370 ms → see docs/performance.md).
DROP INDEX IF EXISTS st_obra;
CREATE INDEX st_obra ON solicitacao_transporte (id_obra, id DESC) INCLUDE (id_transportador, id_gerador, id_destino_final);
