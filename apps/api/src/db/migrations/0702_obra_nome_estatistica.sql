-- Issue #7: the planner's estimate for a work-site name filter (ILIKE '%…%', trigram index) came
-- from 100 sampled values: 3,030 matching sites estimated for 938 real ones on the 1.6-million-CTR
-- bench, which steers the Localizar CTR plans. 1,000 sampled values estimate 901.
ALTER TABLE obra ALTER COLUMN nome_obra SET STATISTICS 1000;
ANALYZE obra;
