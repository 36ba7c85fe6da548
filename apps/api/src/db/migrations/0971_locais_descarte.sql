-- Issue #19 item 2 ("onde descartar"): what a destination tells the public, edited by the authority
-- on the destination's profile. recebe_publico NULL means "by its type" (a PEV or an ATT receives
-- small volumes from the public; any other type only when the authority says so); true/false is the
-- authority's explicit choice. classes_aceitas holds classe_material ids (CONAMA A–D and the mixed
-- classes); limite_pequeno_gerador_m3 is the volume a small generator may bring per delivery.
ALTER TABLE perfil
  ADD COLUMN recebe_publico boolean,
  ADD COLUMN horario_funcionamento varchar(300),
  ADD COLUMN limite_pequeno_gerador_m3 numeric(8, 2) CHECK (limite_pequeno_gerador_m3 >= 0),
  ADD COLUMN classes_aceitas integer[];

-- The public list reads destination profiles only (a few hundred rows in a city).
CREATE INDEX perfil_destino_publico ON perfil (id_pessoa) WHERE id_tipo_perfil = 3 AND situacao_validacao = 'A';
