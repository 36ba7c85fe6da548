-- Issue #16: where the bin was removed, taken from the phone's GPS (or marked on the map) in Retirar
-- Caçamba; WGS 84 degrees like every other point (DESIGN §2). Nullable: older removals have none.
-- Adding nullable columns without a default rewrites nothing, also on 1.6 million CTRs.
ALTER TABLE solicitacao_transporte
  ADD COLUMN lon_retirada double precision,
  ADD COLUMN lat_retirada double precision;
