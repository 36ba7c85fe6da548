-- Issue #18: long exports run on the job queue. One row per request: what to export (the CTR ids
-- asked for; the owner's scope is applied when the file is made), progress, and the file when done,
-- downloadable only by its owner and purged after PURGA_EXPORTACOES_DIAS.
CREATE TABLE exportacao (
  id bigserial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  tipo varchar(20) NOT NULL CHECK (tipo IN ('fichas-ctr')),
  ids bigint[] NOT NULL,
  situacao varchar(10) NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'gerando', 'pronta', 'falhou')),
  progresso integer NOT NULL DEFAULT 0 CHECK (progresso BETWEEN 0 AND 100),
  nome_arquivo varchar(200),
  conteudo bytea,
  erro text,
  criada_em timestamptz NOT NULL DEFAULT now(),
  concluida_em timestamptz
);
CREATE INDEX exportacao_usuario ON exportacao (id_usuario, id DESC);
