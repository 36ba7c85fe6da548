/**
 * Server-side helpers for the generator, in a throw-away schema `bench_gen` (dropped at the end).
 * Everything is derived from the row number with hashint8, so a run is deterministic and the
 * database does all the work (INSERT … SELECT generate_series: no rows cross the wire).
 */
export const HELPERS_SQL = `
DROP SCHEMA IF EXISTS bench_gen CASCADE;
CREATE SCHEMA bench_gen;

-- Non-negative pseudo-random integer from (k, salt).
CREATE FUNCTION bench_gen.h(k bigint, salt int) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT (hashint8(k * 1000003 + salt) & 2147483647)::bigint $$;

CREATE FUNCTION bench_gen.dv(base text) RETURNS int LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE s int := 0; n int := length(base); w int; r int;
BEGIN
  -- CPF weights run n+1..2; CNPJ weights cycle 2..9 from the right.
  FOR i IN 1..n LOOP
    IF n IN (9, 10) THEN w := n + 2 - i; ELSE w := 2 + ((n - i) % 8); END IF;
    s := s + substr(base, i, 1)::int * w;
  END LOOP;
  r := s % 11;
  RETURN CASE WHEN r < 2 THEN 0 ELSE 11 - r END;
END $$;

-- Valid, unique CPF / CNPJ for k < 10^8 (7919 is coprime with 10, so the map is injective).
CREATE FUNCTION bench_gen.cpf(k bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE b text := lpad(((k * 7919 + 300000000) % 1000000000)::text, 9, '0');
BEGIN b := b || bench_gen.dv(b); RETURN b || bench_gen.dv(b); END $$;

CREATE FUNCTION bench_gen.cnpj(k bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE b text := lpad(((k * 7919 + 30000000) % 100000000)::text, 8, '0') || '0001';
BEGIN b := b || bench_gen.dv(b); RETURN b || bench_gen.dv(b); END $$;

CREATE FUNCTION bench_gen.pick(arr text[], k bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT arr[1 + (k % array_length(arr, 1))::int] $$;

CREATE FUNCTION bench_gen.nome(k bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT bench_gen.pick(ARRAY['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Henrique','Isabela',
  'João','Karina','Lucas','Mariana','Nelson','Otávio','Patrícia','Rafael','Sandra','Thiago','Vanessa',
  'Wellington','Yara','Cláudio','Débora','Francisco'], k)
  || ' ' || bench_gen.pick(ARRAY['Alves','Barbosa','Cardoso','Dias','Esteves','Ferreira','Gomes','Holanda',
  'Lima','Machado','Nogueira','Oliveira','Pereira','Queiroz','Ribeiro','Santos','Teixeira','Vieira','Xavier',
  'Moura','Rocha','Campos','Freitas'], k / 25)
  || ' ' || bench_gen.pick(ARRAY['da Silva','de Souza','Costa','Martins','Araújo','Carvalho','Melo','Rezende',
  'Monteiro','Cavalcante','Fonseca','Batista','Castro','Pinheiro','Moreira','Brandão','Siqueira'], k / 575) $$;

CREATE FUNCTION bench_gen.empresa(k bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT bench_gen.pick(ARRAY['Candango','Cerrado','Planalto','Ipê','Buriti','Paranoá','Alvorada','Capital',
  'Central','Horizonte','Pioneira','Brasília','Águas','Lago','Serra','Vale','Monumental','Esplanada'], k)
  || ' ' || bench_gen.pick(ARRAY['Entulhos','Caçambas','Remoções','Coleta','Ambiental','Construções',
  'Engenharia','Serviços','Logística','Reciclagem','Terraplanagem'], k / 18) || ' ' || k $$;

-- Brazilian Mercosul plate AAA9A99, unique for j < 17.5 million.
CREATE FUNCTION bench_gen.placa(j bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
SELECT chr(65 + ((j / 67600) % 26)::int) || chr(65 + ((j / 2600) % 26)::int) || chr(65 + ((j / 100) % 26)::int)
  || ((j / 45697600) % 10)::text || chr(65 + ((j / 1757600) % 26)::int) || lpad((j % 100)::text, 2, '0') $$;
`;

/** Status of a CTR by its position in time: old ones are closed, the last ~0.5% still open. */
export const STATUS_OLD = `CASE
  WHEN u < 880 THEN 'Destinada' WHEN u < 930 THEN 'Cancelada' WHEN u < 960 THEN 'Recusada'
  WHEN u < 980 THEN 'Resíduo Rejeitado' ELSE 'Irregular' END`;
export const STATUS_RECENT = `CASE
  WHEN u < 150 THEN 'Solicitada' WHEN u < 300 THEN 'Enviada' WHEN u < 550 THEN 'Alocada'
  WHEN u < 650 THEN 'Retirada' WHEN u < 700 THEN 'Em Pesagem' WHEN u < 760 THEN 'Cancelamento Solicitado'
  WHEN u < 800 THEN 'Cancelamento Recusado' WHEN u < 830 THEN 'Recusada' ELSE 'Destinada' END`;

/** Status history of each final status (spec 2 §4): path, action names and hours after the request. */
export const PATHS_SQL = `
CREATE TABLE bench_gen.path (situacao text PRIMARY KEY, path text[], acoes text[], horas int[]);
INSERT INTO bench_gen.path VALUES
 ('Solicitada', '{Solicitada}', '{solicitar}', '{0}'),
 ('Recusada', '{Solicitada,Recusada}', '{solicitar,recusar}', '{0,2}'),
 ('Enviada', '{Solicitada,Enviada}', '{solicitar,aceitar}', '{0,1}'),
 ('Alocada', '{Solicitada,Enviada,Alocada}', '{solicitar,aceitar,alocar}', '{0,1,3}'),
 ('Retirada', '{Solicitada,Enviada,Alocada,Retirada}', '{solicitar,aceitar,alocar,retirar}', '{0,1,3,26}'),
 ('Em Pesagem', '{Solicitada,Enviada,Alocada,Retirada,"Em Pesagem"}',
   '{solicitar,aceitar,alocar,retirar,pesar}', '{0,1,3,26,27}'),
 ('Destinada', '{Solicitada,Enviada,Alocada,Retirada,Destinada}',
   '{solicitar,aceitar,alocar,retirar,receber}', '{0,1,3,26,28}'),
 ('Resíduo Rejeitado', '{Solicitada,Enviada,Alocada,Retirada,"Resíduo Rejeitado"}',
   '{solicitar,aceitar,alocar,retirar,rejeitar}', '{0,1,3,26,28}'),
 ('Irregular', '{Solicitada,Enviada,Alocada,Irregular}', '{solicitar,aceitar,alocar,irregular}', '{0,1,3,75}'),
 ('Cancelamento Solicitado', '{Solicitada,Enviada,"Cancelamento Solicitado"}',
   '{solicitar,aceitar,solicitar_cancelamento}', '{0,1,2}'),
 ('Cancelada', '{Solicitada,Enviada,"Cancelamento Solicitado",Cancelada}',
   '{solicitar,aceitar,solicitar_cancelamento,aceitar_cancelamento}', '{0,1,2,20}'),
 ('Cancelamento Recusado', '{Solicitada,Enviada,Alocada,"Cancelamento Solicitado","Cancelamento Recusado"}',
   '{solicitar,aceitar,alocar,solicitar_cancelamento,recusar_cancelamento}', '{0,1,3,4,20}');
`;
