import { describe, expect, it } from 'vitest';
import { pagerText } from './GridPager';
import { orderFromUrl, orderToUrl, pageParams, positionFromUrl } from './grid-paging';

describe('grid position in the address (issue #17)', () => {
  it('reads pages from the start and from the end', () => {
    expect(positionFromUrl(null)).toEqual({ page: 1, fromEnd: false });
    expect(positionFromUrl('7')).toEqual({ page: 7, fromEnd: false });
    expect(positionFromUrl('-1')).toEqual({ page: 1, fromEnd: true });
    expect(positionFromUrl('x')).toEqual({ page: 1, fromEnd: false });
  });

  it('round-trips the order and ignores fields the grid does not have', () => {
    const allowed = new Set(['nome', 'id']);
    expect(orderFromUrl('nome.asc,id.desc,senha.asc', allowed)).toEqual([
      ['nome', 'ASC'],
      ['id', 'DESC'],
    ]);
    expect(orderToUrl([['nome', 'ASC']])).toBe('nome.asc');
    expect(orderFromUrl('', allowed)).toBeNull();
  });

  it('asks the next page after the cursor, a jump by offset, the end in reverse', () => {
    const base = { where: undefined, order: [['id', 'DESC']] as [string, 'DESC'][] };
    expect(pageParams(base, { page: 3, fromEnd: false }, 10, [21])).toMatchObject({ after: [21], offset: 0 });
    expect(pageParams(base, { page: 3, fromEnd: false }, 10, undefined)).toMatchObject({ offset: 20 });
    expect(pageParams(base, { page: 2, fromEnd: true }, 10, [21])).toMatchObject({
      reverse: true,
      offset: 10,
    });
  });
});

describe('pager wording (issue #17)', () => {
  const at = (page: number, fromEnd = false) => ({ page, fromEnd });
  it('prints exact totals with separators and estimates as estimates', () => {
    expect(pagerText({ position: at(1), pageSize: 10, count: 5570, estimated: false, rowsOnPage: 10 })).toBe(
      '1–10 de 5.570 registros',
    );
    expect(
      pagerText({ position: at(1), pageSize: 10, count: 1_601_344, estimated: true, rowsOnPage: 10 }),
    ).toBe('1–10 de cerca de 1,6 milhão de registros');
    expect(
      pagerText({ position: at(1, true), pageSize: 10, count: 5570, estimated: false, rowsOnPage: 10 }),
    ).toBe('5.561–5.570 de 5.570 registros');
  });

  it('says "mais de" past the estimate and the exact total once a short page ends the list', () => {
    expect(pagerText({ position: at(201), pageSize: 10, count: 2000, estimated: true, rowsOnPage: 10 })).toBe(
      '2.001–2.010 de mais de 2.010 registros',
    );
    expect(pagerText({ position: at(3), pageSize: 10, count: 5000, estimated: true, rowsOnPage: 4 })).toBe(
      '21–24 de 24 registros',
    );
  });
});
