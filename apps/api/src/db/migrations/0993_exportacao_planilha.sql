-- Issue #18: large spreadsheet exports of the lists also run as background jobs. Such an export
-- keeps the list's request (entity, filters, order, columns and row limit; the owner's scope is
-- applied when the file is made, as for the synchronous export) and the number of rows it holds.
ALTER TABLE exportacao DROP CONSTRAINT exportacao_tipo_check;
ALTER TABLE exportacao ADD CONSTRAINT exportacao_tipo_check CHECK (tipo IN ('fichas-ctr', 'planilha'));
ALTER TABLE exportacao ADD COLUMN parametros jsonb;
ALTER TABLE exportacao ADD COLUMN total integer;
ALTER TABLE exportacao ADD CONSTRAINT exportacao_planilha_parametros
  CHECK (tipo <> 'planilha' OR parametros IS NOT NULL);
