#!/usr/bin/env node
// Sanity checks for the reference seed data: every file parses, ids are unique, counts are right.
// Usage: node scripts/check-seed-data.mjs
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api/src/db/seed/data');
const load = (name) => JSON.parse(readFileSync(resolve(dataDir, name), 'utf8'));
const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};
const uniqueBy = (file, rows, key) => {
  const values = rows.map((r) => r[key]);
  check(new Set(values).size === values.length, `${file}: duplicate ${key}`);
};

const estados = load('estados.json');
check(estados.length === 27, `estados: expected 27, got ${estados.length}`);
uniqueBy('estados', estados, 'codIbge');
uniqueBy('estados', estados, 'uf');
const ufs = new Set(estados.map((e) => e.uf));
const ufPorCodigo = new Map(estados.map((e) => [e.codIbge, e.uf]));

const municipios = load('municipios.json');
check(municipios.length === 5570, `municipios: expected 5570, got ${municipios.length}`);
uniqueBy('municipios', municipios, 'codIbge');
for (const m of municipios) {
  check(m.codIbge >= 1000000 && m.codIbge <= 9999999, `municipios: bad code ${m.codIbge}`);
  check(ufPorCodigo.get(Math.floor(m.codIbge / 100000)) === m.uf, `municipios: UF mismatch ${m.codIbge}`);
}
check(
  municipios.some((m) => m.codIbge === 5300108 && m.nome === 'Brasília' && m.uf === 'DF'),
  'municipios: Brasília 5300108 missing',
);
for (const uf of ufs)
  check(
    municipios.some((m) => m.uf === uf),
    `municipios: none in ${uf}`,
  );

const localidades = load('localidades.json');
check(localidades.length === 35, `localidades: expected 35, got ${localidades.length}`);
uniqueBy('localidades', localidades, 'id');
uniqueBy('localidades', localidades, 'codigo');
uniqueBy('localidades', localidades, 'nome');
for (const l of localidades) {
  // Rough bounding box of the Distrito Federal.
  check(
    l.lon > -48.29 && l.lon < -47.3 && l.lat > -16.06 && l.lat < -15.49,
    `localidades: ${l.nome} outside DF`,
  );
}

const tiposArquivo = load('tipos-arquivo.json');
check(tiposArquivo.length === 26, `tipos-arquivo: expected 26, got ${tiposArquivo.length}`);
uniqueBy('tipos-arquivo', tiposArquivo, 'id');
uniqueBy('tipos-arquivo', tiposArquivo, 'descricao');
// Which types a transporter must present is the domain's rule (DOCUMENTOS_OBRIGATORIOS), not data.

const classes = load('classes-material.json');
check(classes.length === 7, `classes-material: expected 7, got ${classes.length}`);
uniqueBy('classes-material', classes, 'id');
const classe = (id) => classes.find((c) => c.id === id)?.classe;
check(
  classe(1) === 'Classe A' && classe(6) === 'CLASSE MISTA' && classe(7) === 'CARGA MISTA',
  'classes: fixed ids',
);
check(classe(5) === 'CONTRATADA', 'classes: CONTRATADA id 5');
for (const c of classes)
  check(c.classe.length <= 100 && c.descricao.length <= 500, `classes: ${c.id} too long`);

const tipos = load('tipos-residuo.json');
check(tipos.length >= 20 && tipos.length <= 30, `tipos-residuo: expected 20–30, got ${tipos.length}`);
uniqueBy('tipos-residuo', tipos, 'id');
uniqueBy('tipos-residuo', tipos, 'nome');
uniqueBy('tipos-residuo', tipos, 'codigo');
const t5 = tipos.find((t) => t.id === 5);
check(
  t5?.nome === 'Resíduo de Construção Civil - Não Segregado' && t5.codigo === 62 && t5.idClasseMaterial === 6,
  'tipos-residuo: id 5 must be the non-segregated type, code 62, class 6',
);
for (const t of tipos) {
  check(
    classes.some((c) => c.id === t.idClasseMaterial),
    `tipos-residuo: ${t.id} unknown class`,
  );
  check(t.nome.length <= 100 && t.descricao.length <= 500, `tipos-residuo: ${t.id} too long`);
}
for (const c of classes)
  check(
    tipos.some((t) => t.idClasseMaterial === c.id),
    `tipos-residuo: none in ${c.classe}`,
  );

const videos = load('tutorial-videos.json');
check(videos.length >= 4 && videos.length <= 6, `tutorial-videos: expected 4–6, got ${videos.length}`);
uniqueBy('tutorial-videos', videos, 'id');
for (const v of videos) {
  check(/^\/tutorial\/videos\/[a-z0-9-]+\.mp4$/.test(v.url), `tutorial-videos: bad url ${v.url}`);
  check(
    v.tiposPerfil.length > 0 && v.tiposPerfil.every((p) => p >= 1 && p <= 10),
    `tutorial-videos: ${v.id} profiles`,
  );
}

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  `ok: ${estados.length} estados, ${municipios.length} municípios, ${localidades.length} localidades, ` +
    `${tiposArquivo.length} tipos de arquivo, ${classes.length} classes, ${tipos.length} tipos de resíduo, ` +
    `${videos.length} vídeos`,
);
