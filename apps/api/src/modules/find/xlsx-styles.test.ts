import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamXlsx } from './xlsx';

async function* pages(rows: Record<string, unknown>[]) {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('xlsx export styles (the style index is remembered per style, issue #7)', () => {
  it('keeps the bold header and real dates in every row', async () => {
    const when = new Date('2026-05-11T13:00:00Z');
    const rows = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      nome: `Obra ${i + 1}`,
      quando: new Date(when.getTime() + i * 86_400_000),
      obra: { bairro: i % 2 ? 'Asa Sul' : null },
    }));
    const buf = await read(
      streamXlsx(
        [
          { field: 'id', header: 'Nº' },
          { field: 'nome', header: 'Nome' },
          { field: 'quando', header: 'Data' },
          { field: 'obra.bairro', header: 'Bairro' },
        ],
        pages(rows),
      ),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Nº', 'Nome', 'Data', 'Bairro']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.rowCount).toBe(6);
    for (let i = 0; i < 5; i++) {
      const row = ws.getRow(i + 2);
      expect(row.getCell(1).value).toBe(i + 1);
      expect(row.getCell(2).value).toBe(`Obra ${i + 1}`);
      const date = row.getCell(3).value;
      expect(date).toBeInstanceOf(Date);
      expect((date as Date).getTime()).toBe(when.getTime() + i * 86_400_000);
      expect(row.getCell(4).value).toBe(i % 2 ? 'Asa Sul' : null);
      expect(row.getCell(2).font?.bold).not.toBe(true);
    }
  });
});
