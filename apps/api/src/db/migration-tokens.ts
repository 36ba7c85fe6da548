import { GERADOR_IDS, SITUACOES_LIBERAM_VEICULO_CACAMBA, TRANSPORTADOR_IDS } from '@rcc/domain';

/**
 * The domain's rules a SQL migration needs, by name (issue #13): SQL cannot import the domain, so
 * a migration writes `{{perfis.transportador}}` where "transporter = profile type 2 or 9" is meant,
 * and the runner puts the domain's list there before it runs the file. The rule stays written once,
 * in packages/domain; this table is the one place that names it for SQL.
 */
export const MIGRATION_TOKENS: Readonly<Record<string, readonly (number | string)[]>> = {
  /** Transporter profile types (TRANSPORTADOR_IDS). */
  'perfis.transportador': TRANSPORTADOR_IDS,
  /** Generator profile types (GERADOR_IDS). */
  'perfis.gerador': GERADOR_IDS,
  /** CTR statuses after which a vehicle or bin is free again (SITUACOES_LIBERAM_VEICULO_CACAMBA). */
  'ctr.liberamVeiculoCacamba': SITUACOES_LIBERAM_VEICULO_CACAMBA,
};

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

function sqlLiteral(value: number | string, token: string): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Marcador {{${token}}}: ${value} não é um inteiro.`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The migration `text` with each `{{name}}` replaced by its list of SQL literals (`2, 9`,
 * `'Destinada', 'Recusada'`), ready to go inside `IN (…)`. An unknown name is an error: the
 * migration is refused before any of it runs.
 */
export function expandMigrationTokens(text: string, file: string): string {
  return text.replace(TOKEN, (_, name: string) => {
    const values = Object.hasOwn(MIGRATION_TOKENS, name) ? MIGRATION_TOKENS[name] : undefined;
    if (!values) throw new Error(`Migração ${file}: marcador desconhecido {{${name}}}.`);
    if (values.length === 0) throw new Error(`Migração ${file}: o marcador {{${name}}} está vazio.`);
    return values.map((v) => sqlLiteral(v, name)).join(', ');
  });
}
