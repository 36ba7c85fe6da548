-- Issue #7: Localizar CTR filtered by the work site's name (trigram index on obra.nome_obra) reaches
-- the CTRs of each matching site through this index. With the id in the key the walk is index-only
-- and already in the grid's order per site (ORDER BY id DESC): 10.6 → 5.6–8.7 ms of SQL for a name
-- matching 938 sites and 5,058 CTRs on the 1.6-million-CTR bench. It replaces the (id_obra) index,
-- which foreign-key checks and per-site lookups use the same way.
DROP INDEX st_obra;
CREATE INDEX st_obra ON solicitacao_transporte (id_obra, id DESC);
