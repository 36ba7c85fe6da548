import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLimitePesagem,
  maxCtrsPorPesagem,
  resolveMistura,
  resolveResiduoPredominante,
} from './weighing';

describe('weighing limits', () => {
  it('Basculante 1, Simples 1, Duplo 2, Triplo 3', () => {
    expect(maxCtrsPorPesagem('Basculante')).toBe(1);
    expect(maxCtrsPorPesagem('Poliguindaste', 'Simples')).toBe(1);
    expect(maxCtrsPorPesagem('Poliguindaste', 'Duplo')).toBe(2);
    expect(maxCtrsPorPesagem('Poliguindaste', 'Triplo')).toBe(3);
    expect(maxCtrsPorPesagem('Poliguindaste', null)).toBe(1);
  });
  it('gives the exact spec message only above the limit', () => {
    expect(checkLimitePesagem('Basculante', null, 1)).toBeNull();
    expect(checkLimitePesagem('Basculante', null, 2)).toBe(
      'Veículo Basculante só permite a pesagem de 1 CTR',
    );
    expect(checkLimitePesagem('Poliguindaste', 'Simples', 2)).toBe(
      'Esse veículo só permite a pesagem de 1 CTR',
    );
    expect(checkLimitePesagem('Poliguindaste', 'Duplo', 2)).toBeNull();
    expect(checkLimitePesagem('Poliguindaste', 'Duplo', 3)).toBe(
      'Esse veículo só permite a pesagem de 2 CTRs',
    );
    expect(checkLimitePesagem('Poliguindaste', 'Triplo', 3)).toBeNull();
    expect(checkLimitePesagem('Poliguindaste', 'Triplo', 4)).toBe(
      'Esse veículo só permite a pesagem de 3 CTRs',
    );
  });
});

describe('quick weighing mix rules', () => {
  it('a single class needs nothing', () => {
    expect(resolveMistura([])).toEqual({ needsConfirmation: false, result: null });
    expect(resolveMistura([2, 2])).toEqual({ needsConfirmation: false, result: 2 });
  });
  it('class A with another class becomes Carga Mista (7) after confirmation', () => {
    expect(resolveMistura([1, 2])).toEqual({ needsConfirmation: true, result: 7 });
    expect(resolveMistura([6, 1])).toEqual({ needsConfirmation: true, result: 7 });
  });
  it('Classe Mista with classes other than 7, 1 and 6 becomes Classe Mista (6)', () => {
    expect(resolveMistura([6, 3])).toEqual({ needsConfirmation: true, result: 6 });
    expect(resolveMistura([6, 7])).toEqual({ needsConfirmation: false, result: null });
    expect(resolveMistura([2, 3])).toEqual({ needsConfirmation: false, result: null });
  });
  it('any set holding class A and something else is Carga Mista, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }), (classes) => {
        const r = resolveMistura(classes);
        if (classes.includes(1) && new Set(classes).size > 1) expect(r.result).toBe(7);
        expect(resolveMistura([...classes].reverse())).toEqual(r);
      }),
    );
  });
});

describe('predominant waste', () => {
  it('one waste type is predominant; more than one distinct becomes type 5 after confirmation', () => {
    expect(resolveResiduoPredominante([])).toEqual({ idResiduoPredominante: null, needsConfirmation: false });
    expect(resolveResiduoPredominante([{ idTipoResiduo: 3 }, { idTipoResiduo: 3 }])).toEqual({
      idResiduoPredominante: 3,
      needsConfirmation: false,
    });
    expect(resolveResiduoPredominante([{ idTipoResiduo: 3 }, { idTipoResiduo: 4 }])).toEqual({
      idResiduoPredominante: 5,
      needsConfirmation: true,
    });
  });
  it('a waste of class Classe Mista forces type 5', () => {
    const r = resolveResiduoPredominante([{ idTipoResiduo: 9, idClasseMaterial: 6 }]);
    expect(r.idResiduoPredominante).toBe(5);
  });
});
