/**
 * Server-side helpers of the demo city, in a throw-away schema created and dropped inside the seed's
 * transaction. Every value derives from a row number through hashint8, so the city is the same on
 * every run (deterministic) and the database does the work (INSERT … SELECT generate_series).
 */
import { type SqlFragment, sql } from '../../sql';
import { PLANO } from './plano';

export const G = 'demo_cidade_gen';

/** Trusted SQL text (a table name of this schema) inside an `sql` template. */
export function raw(text: string): SqlFragment {
  return sql([text] as unknown as TemplateStringsArray);
}

/** A trusted constant list as an SQL array literal (quotes doubled). */
export function arr(values: readonly (string | number)[]): string {
  if (typeof values[0] === 'number') return `ARRAY[${values.join(',')}]`;
  return `ARRAY[${values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

export const FUNCOES_SQL = [
  `CREATE SCHEMA ${G}`,
  // Non-negative pseudo-random integer from (k, salt).
  `CREATE FUNCTION ${G}.h(k bigint, salt int) RETURNS bigint LANGUAGE sql IMMUTABLE AS
   $$ SELECT (hashint8(k * 1000003 + salt * 7919) & 2147483647)::bigint $$`,
  `CREATE FUNCTION ${G}.pick(a text[], k bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
   $$ SELECT a[1 + (k % array_length(a, 1))::int] $$`,
  `CREATE FUNCTION ${G}.picki(a int[], k bigint) RETURNS int LANGUAGE sql IMMUTABLE AS
   $$ SELECT a[1 + (k % array_length(a, 1))::int] $$`,
  // Check digit of a CPF (9 or 10 digits: weights n+1..2) or CNPJ (12 or 13: weights 2..9 from the right).
  `CREATE FUNCTION ${G}.dv(base text) RETURNS int LANGUAGE plpgsql IMMUTABLE AS $$
   DECLARE s int := 0; n int := length(base); w int; r int;
   BEGIN
     FOR i IN 1..n LOOP
       IF n IN (9, 10) THEN w := n + 2 - i; ELSE w := 2 + ((n - i) % 8); END IF;
       s := s + substr(base, i, 1)::int * w;
     END LOOP;
     r := s % 11;
     RETURN CASE WHEN r < 2 THEN 0 ELSE 11 - r END;
   END $$`,
  // Valid, distinct CPF / CNPJ for k < 10^6 (7907 is coprime with 10: the map is injective).
  `CREATE FUNCTION ${G}.cpf(k bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
   DECLARE b text := lpad(((k * 7907 + 410000000) % 1000000000)::text, 9, '0');
   BEGIN b := b || ${G}.dv(b); RETURN b || ${G}.dv(b); END $$`,
  `CREATE FUNCTION ${G}.cnpj(k bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
   DECLARE b text := lpad(((k * 7907 + 52000000) % 100000000)::text, 8, '0') || '0001';
   BEGIN b := b || ${G}.dv(b); RETURN b || ${G}.dv(b); END $$`,
  `CREATE FUNCTION ${G}.sem_acento(t text) RETURNS text LANGUAGE sql IMMUTABLE AS
   $$ SELECT translate(lower(t), 'áàâãéêíóôõúüç ', 'aaaaeeiooouuc.') $$`,
  // Mercosul plate, unique for j < 6760, never starting with the demo plates' ABC, DEF or JKL.
  `CREATE FUNCTION ${G}.placa(j int) RETURNS text LANGUAGE sql IMMUTABLE AS
   $$ SELECT 'P' || chr(65 + (j / 260) % 26) || chr(65 + (j / 10) % 26) || (j % 10)::text || chr(65 + (j * 7) % 26)
     || lpad(((j * 37) % 100)::text, 2, '0') $$`,
];

/** Status path of each kind of CTR (spec 2 §4, transitions.ts): statuses, actions, actor, hours after the request. */
export const CAMINHOS_SQL = [
  `CREATE TABLE ${G}.caminho (variante text PRIMARY KEY, situacao text NOT NULL, anterior text, path text[],
    acoes text[], atores text[], horas numeric[])`,
  `INSERT INTO ${G}.caminho VALUES
   ('Solicitada', 'Solicitada', NULL, '{Solicitada}', '{solicitar}', '{G}', '{0}'),
   ('Recusada', 'Recusada', NULL, '{Solicitada,Recusada}', '{solicitar,recusar}', '{G,T}', '{0,2}'),
   ('Enviada', 'Enviada', NULL, '{Solicitada,Enviada}', '{solicitar,aceitar}', '{G,T}', '{0,1}'),
   ('Alocada', 'Alocada', NULL, '{Solicitada,Enviada,Alocada}', '{solicitar,aceitar,alocar}', '{G,T,T}', '{0,1,4}'),
   ('Alocada NS', 'Alocada', NULL, '{Alocada}', '{enviarNaoSolicitado}', '{T}', '{0}'),
   ('Retirada', 'Retirada', NULL, '{Solicitada,Enviada,Alocada,Retirada}', '{solicitar,aceitar,alocar,retirar}',
     '{G,T,T,T}', '{0,1,4,26}'),
   ('Em Pesagem', 'Em Pesagem', NULL, '{Solicitada,Enviada,Alocada,Retirada,"Em Pesagem"}',
     '{solicitar,aceitar,alocar,retirar,adicionarPesagem}', '{G,T,T,T,V}', '{0,1,4,26,27}'),
   ('Destinada', 'Destinada', NULL, '{Solicitada,Enviada,Alocada,Retirada,Destinada}',
     '{solicitar,aceitar,alocar,retirar,receber}', '{G,T,T,T,D}', '{0,1,4,26,28}'),
   ('Destinada P', 'Destinada', NULL, '{Solicitada,Enviada,Alocada,Retirada,"Em Pesagem",Destinada}',
     '{solicitar,aceitar,alocar,retirar,adicionarPesagem,receber}', '{G,T,T,T,V,D}', '{0,1,4,26,27,28}'),
   ('Destinada C', 'Destinada', NULL, '{Solicitada,Enviada,Alocada,Retirada,"Resíduo Rejeitado",Retirada,Destinada}',
     '{solicitar,aceitar,alocar,retirar,rejeitar,corrigirDados,receber}', '{G,T,T,T,D,T,D}', '{0,1,4,26,28,40,44}'),
   ('Resíduo Rejeitado', 'Resíduo Rejeitado', NULL, '{Solicitada,Enviada,Alocada,Retirada,"Resíduo Rejeitado"}',
     '{solicitar,aceitar,alocar,retirar,rejeitar}', '{G,T,T,T,D}', '{0,1,4,26,28}'),
   ('Irregular A', 'Irregular', NULL, '{Solicitada,Enviada,Alocada,Irregular}',
     '{solicitar,aceitar,alocar,marcarIrregular}', '{G,T,T,X}', '{0,1,4,173}'),
   ('Irregular R', 'Irregular', NULL, '{Solicitada,Enviada,Alocada,Retirada,Irregular}',
     '{solicitar,aceitar,alocar,retirar,marcarIrregular}', '{G,T,T,T,X}', '{0,1,4,26,51}'),
   ('Cancelamento Solicitado', 'Cancelamento Solicitado', 'Enviada', '{Solicitada,Enviada,"Cancelamento Solicitado"}',
     '{solicitar,aceitar,solicitarCancelamento}', '{G,T,G}', '{0,1,3}'),
   ('Cancelamento Solicitado S', 'Cancelamento Solicitado', 'Solicitada', '{Solicitada,"Cancelamento Solicitado"}',
     '{solicitar,solicitarCancelamento}', '{G,G}', '{0,2}'),
   ('Cancelada', 'Cancelada', 'Enviada', '{Solicitada,Enviada,"Cancelamento Solicitado",Cancelada}',
     '{solicitar,aceitar,solicitarCancelamento,aceitarCancelamento}', '{G,T,G,S}', '{0,1,3,22}'),
   ('Cancelamento Recusado', 'Cancelamento Recusado', 'Alocada',
     '{Solicitada,Enviada,Alocada,"Cancelamento Solicitado","Cancelamento Recusado"}',
     '{solicitar,aceitar,alocar,solicitarCancelamento,recusarCancelamento}', '{G,T,T,G,S}', '{0,1,4,6,24}'),
   ('Cancelamento Recusado R', 'Cancelamento Recusado', 'Retirada',
     '{Solicitada,Enviada,Alocada,Retirada,"Cancelamento Solicitado","Cancelamento Recusado"}',
     '{solicitar,aceitar,alocar,retirar,solicitarCancelamento,recusarCancelamento}', '{G,T,T,T,T,S}', '{0,1,4,26,27,40}')`,
];

/** The draw of request k (0–999) that VARIANTE_SQL reads as u. */
export const SORTEIO_SQL = `${G}.h(k, 5) % 1000`;

/** The youngest requests that always move through every open status, whatever the time of day. */
const JOVENS = 60;

/**
 * Which kind of CTR request k is, by its age: the last 30 hours — and at least the last
 * 60 requests, since late in the evening 30 hours hold only about 45 of them and the
 * statuses only they reach (Retirada, Em Pesagem) came out with 3 or 4 CTRs — still move through
 * every open status; up to a week, bins stand at work sites and cancellations wait; older ones are
 * closed. Open CTRs are young enough that the Irregular job (7 days Alocada, 12/24 h in transit)
 * leaves them: the oldest of the last 60 is at most ~34 h old (just before midnight in
 * Brasília), so its removal happened at most ~8 h ago.
 */
export const VARIANTE_SQL = `CASE
  WHEN age_h < 30 OR k > ${PLANO.ctrs - JOVENS} THEN CASE WHEN u < 200 THEN 'Solicitada' WHEN u < 330 THEN 'Enviada' WHEN u < 500 THEN 'Alocada'
    WHEN u < 540 THEN 'Alocada NS' WHEN u < 680 THEN 'Retirada' WHEN u < 790 THEN 'Em Pesagem'
    WHEN u < 880 THEN 'Destinada' WHEN u < 930 THEN 'Cancelamento Solicitado' WHEN u < 960 THEN 'Recusada'
    ELSE 'Destinada P' END
  WHEN age_h < 160 THEN CASE WHEN u < 30 THEN 'Solicitada' WHEN u < 100 THEN 'Enviada' WHEN u < 290 THEN 'Alocada'
    WHEN u < 320 THEN 'Alocada NS' WHEN u < 370 THEN 'Cancelamento Solicitado' WHEN u < 390 THEN 'Cancelamento Solicitado S'
    WHEN u < 420 THEN 'Cancelamento Recusado' WHEN u < 435 THEN 'Cancelamento Recusado R' WHEN u < 470 THEN 'Resíduo Rejeitado'
    WHEN u < 510 THEN 'Recusada' WHEN u < 550 THEN 'Cancelada' WHEN u < 570 THEN 'Irregular R'
    WHEN u < 800 THEN 'Destinada' ELSE 'Destinada P' END
  ELSE CASE WHEN u < 40 THEN 'Cancelada' WHEN u < 80 THEN 'Recusada' WHEN u < 100 THEN 'Resíduo Rejeitado'
    WHEN u < 140 THEN 'Irregular A' WHEN u < 160 THEN 'Irregular R' WHEN u < 180 THEN 'Destinada C'
    WHEN u < 600 THEN 'Destinada' ELSE 'Destinada P' END
END`;
