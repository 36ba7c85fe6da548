-- Issue #17 item 5: named filters a user saves per grid (the grid's address query), one name per
-- grid and user; gone with the user.
CREATE TABLE filtro_salvo (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  grade varchar(60) NOT NULL,
  nome varchar(80) NOT NULL,
  consulta varchar(2000) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_usuario, grade, nome)
);
