import zlib from 'node:zlib';
import { formatCnpj, generateCnpj, generateCnpjAlfanumerico, MSG } from '@rcc/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { maskDocument, maskText } from '../auditoria/mask';
import { pdfText } from '../../../test/ctr-factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { pessoaJuridica } from '../../../test/pessoas-factories';
import { DOCS_PJ, documentos, toForm, transportadorPj } from '../../../test/support/cadastro';

/**
 * Issue #12 item 4: the alphanumeric CNPJ (IN RFB 2.229/2024) through registration, search, public
 * verification, PDFs and exports, side by side with a numeric one.
 */

// The Receita Federal's own example, typed as a person would (lower case, with the mask).
const RECEITA = '12.ABC.345/01DE-35';
const RECEITA_NORMALIZADO = '12ABC34501DE35';
const NUMERICO = generateCnpj(812_345);

let t: TestContext;
let sec: string;
let ipSeq = 0;
const ip = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestContext();
  sec = await t.login('secretaria');
});
afterAll(() => t.close());

const cadastrar = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pessoa-api/cadastrar',
    payload: toForm(payload, documentos(DOCS_PJ)),
    remoteAddress: ip(),
  });

const findByCpfCnpj = (cpfCnpj: string) =>
  t.app.inject({ method: 'POST', url: '/api/findbycpfcnpj', payload: { cpfCnpj }, remoteAddress: ip() });

const pessoaPorDocumento = async (cpfCnpj: string) =>
  (
    await t.db.query<{ id: number; cpfCnpj: string }>(
      sql`SELECT id, cpf_cnpj AS "cpfCnpj" FROM pessoa WHERE cpf_cnpj = ${cpfCnpj} AND excluido = 'N'`,
    )
  )[0];

/** Text of a pdfkit PDF whose content streams are deflated (the CLTRCC). */
function inflatedPdfText(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  let raw = '';
  for (const m of s.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      raw += zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      raw += m[1];
    }
  }
  return pdfText(Buffer.from(raw, 'latin1'));
}

describe('self-registration (POST /pessoa-api/cadastrar) of a transporter', () => {
  it("registers the Receita's alphanumeric example, typed in lower case with the mask, stored normalised", async () => {
    const s = 812_001;
    const base = transportadorPj(s);
    const res = await cadastrar({
      ...base,
      pessoaPj: { ...(base.pessoaPj as object), cpfCnpj: RECEITA.toLowerCase() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pessoa = await pessoaPorDocumento(RECEITA_NORMALIZADO);
    expect(pessoa?.id).toBe(res.json().data.pessoa.id);
  });

  it('registers a numeric CNPJ as before', async () => {
    const s = 812_002;
    const base = transportadorPj(s);
    const res = await cadastrar({ ...base, pessoaPj: { ...(base.pessoaPj as object), cpfCnpj: NUMERICO } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await pessoaPorDocumento(NUMERICO)).toBeDefined();
  });

  it('refuses the same alphanumeric CNPJ again, whatever its case or mask', async () => {
    const s = 812_003;
    const base = transportadorPj(s);
    const res = await cadastrar({
      ...base,
      pessoaPj: { ...(base.pessoaPj as object), cpfCnpj: RECEITA_NORMALIZADO.toLowerCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MSG.pessoa.jaCadastrado);
  });

  it('refuses an alphanumeric CNPJ with wrong check digits', async () => {
    const s = 812_004;
    const base = transportadorPj(s);
    const res = await cadastrar({
      ...base,
      pessoaPj: { ...(base.pessoaPj as object), cpfCnpj: '12.ABC.345/01DE-36' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CNPJ inválido');
  });
});

describe('staff registration (Cadastrar Nova Pessoa)', () => {
  it('registers a company with an alphanumeric CNPJ and finds it by CNPJ', async () => {
    const cnpj = generateCnpjAlfanumerico(812_010);
    const body = pessoaJuridica(1);
    body.pessoaPj.cpfCnpj = formatCnpj(cnpj).toLowerCase();
    const res = await t.call('POST', '/api/pessoa-api/incluir', { token: sec, body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await pessoaPorDocumento(cnpj)).toBeDefined();
  });
});

describe('search by CNPJ', () => {
  it('POST /findbycpfcnpj finds both forms, masked or not, in any case', async () => {
    for (const doc of [RECEITA, RECEITA_NORMALIZADO, RECEITA.toLowerCase(), NUMERICO, formatCnpj(NUMERICO)]) {
      const res = await findByCpfCnpj(doc);
      expect(res.statusCode, doc).toBe(200);
      expect(res.json().data).toMatchObject({ exists: true });
    }
    expect((await findByCpfCnpj(formatCnpj(generateCnpjAlfanumerico(812_099)))).statusCode).toBe(404);
    expect((await findByCpfCnpj('12.ABC.345/01DE-3X')).statusCode).toBe(400);
    expect((await findByCpfCnpj('12@ABC34501DE35')).statusCode).toBe(400);
  });

  it('the generic find filters by the stored (normalised) CNPJ, both forms', async () => {
    for (const cpfCnpj of [RECEITA_NORMALIZADO, NUMERICO]) {
      const res = await t.call('POST', '/api/Pessoa/find', {
        token: sec,
        body: { where: { cpfCnpj }, fields: ['id', 'cpfCnpj', 'tipoPessoa'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rows).toEqual([expect.objectContaining({ cpfCnpj, tipoPessoa: 'J' })]);
    }
  });

  it('exports the alphanumeric CNPJ as text in the spreadsheet', async () => {
    const res = await t.call('POST', '/api/Pessoa/find', {
      token: sec,
      body: {
        where: { cpfCnpj: { $in: [RECEITA_NORMALIZADO, NUMERICO] } },
        format: 'xlsx',
        columns: [
          { field: 'cpfCnpj', header: 'CPF/CNPJ' },
          { field: 'nomeRazaoSocial', header: 'Razão Social' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'CPF/CNPJ', 'Razão Social']);
    const docs = [ws.getRow(2).getCell(1).value, ws.getRow(3).getCell(1).value];
    expect(docs.sort()).toEqual([NUMERICO, RECEITA_NORMALIZADO].sort());
  });
});

describe('CLTRCC: certificate PDF and public verification', () => {
  it('prints and verifies the formatted alphanumeric CNPJ of a licensed transporter', async () => {
    const pessoa = await pessoaPorDocumento(RECEITA_NORMALIZADO);
    const [perfil] = await t.db.query<{ id: number }>(sql`
      UPDATE perfil SET situacao_validacao = 'A', data_aprovacao = now(),
        data_validade_cltrcc = now() + interval '1 year'
      WHERE id_pessoa = ${pessoa!.id} AND id_tipo_perfil = 2 RETURNING id`);
    await t.db.query(sql`UPDATE pessoa SET situacao = 'Ativo' WHERE id = ${pessoa!.id}`);

    const pdf = await t.call('GET', `/api/cltrcc/${perfil!.id}`, { token: sec });
    expect(pdf.statusCode, pdf.body).toBe(200);
    // Justified text: the words come apart, the document is one piece.
    expect(inflatedPdfText(pdf.rawPayload).replace(/\s+/g, '')).toContain(`CNPJsobonº${RECEITA},`);

    const [{ codigo } = { codigo: '' }] = await t.db.query<{ codigo: string }>(
      sql`SELECT codigo_cltrcc AS codigo FROM perfil WHERE id = ${perfil!.id}`,
    );
    const pub = await t.call('GET', `/api/cltrcc/verificar/${codigo}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ cpfCnpj: RECEITA, valido: true, situacao: 'Válido' });
  });

  it('a numeric CNPJ is still printed and verified with its mask', async () => {
    const pessoa = await pessoaPorDocumento(NUMERICO);
    const [perfil] = await t.db.query<{ id: number }>(sql`
      UPDATE perfil SET situacao_validacao = 'A', data_aprovacao = now(),
        data_validade_cltrcc = now() + interval '1 year'
      WHERE id_pessoa = ${pessoa!.id} AND id_tipo_perfil = 2 RETURNING id`);
    await t.db.query(sql`UPDATE pessoa SET situacao = 'Ativo' WHERE id = ${pessoa!.id}`);
    const pdf = await t.call('GET', `/api/cltrcc/${perfil!.id}`, { token: sec });
    expect(inflatedPdfText(pdf.rawPayload)).toContain(formatCnpj(NUMERICO));
    const [{ codigo } = { codigo: '' }] = await t.db.query<{ codigo: string }>(
      sql`SELECT codigo_cltrcc AS codigo FROM perfil WHERE id = ${perfil!.id}`,
    );
    const pub = await t.call('GET', `/api/cltrcc/verificar/${codigo}`);
    expect(pub.json().data.cpfCnpj).toBe(formatCnpj(NUMERICO));
  });
});

describe('CTR sheet (Ficha CTR)', () => {
  it("prints the transporter's alphanumeric CNPJ with the mask", async () => {
    const cnpj = generateCnpjAlfanumerico(812_020);
    await t.db.query(sql`UPDATE pessoa SET cpf_cnpj = ${cnpj} WHERE email = 'transportador@rcc.demo'`);
    const [ctr] = await t.db.query<{ id: number }>(sql`
      SELECT st.id FROM solicitacao_transporte st
      JOIN perfil pf ON pf.id = st.id_transportador JOIN pessoa p ON p.id = pf.id_pessoa
      WHERE p.cpf_cnpj = ${cnpj} ORDER BY st.id LIMIT 1`);
    const pdf = await t.call('GET', `/api/FichaCTR/${ctr!.id}`, { token: sec });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(formatCnpj(cnpj));
  });
});

describe('audit and log masking', () => {
  it('masks an alphanumeric CNPJ like a numeric one', () => {
    expect(maskDocument(RECEITA)).toBe('**.ABC.345/01DE-**');
    expect(maskDocument(RECEITA_NORMALIZADO)).toBe('**.ABC.345/01DE-**');
    expect(maskDocument('11.222.333/0001-81')).toBe('**.222.333/0001-**');
    expect(maskText(`empresa ${RECEITA} e ${RECEITA_NORMALIZADO.toLowerCase()} cadastradas`)).toBe(
      'empresa **.ABC.345/01DE-** e **.ABC.345/01DE-** cadastradas',
    );
    // A 14-character word that is not a CNPJ stays readable.
    expect(maskText('código ABCDEFGHIJKL12')).toBe('código ABCDEFGHIJKL12');
  });
});
