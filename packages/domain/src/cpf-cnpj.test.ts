import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpfCnpj,
  generateCnpj,
  generateCnpjAlfanumerico,
  generateCpf,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizeCpfCnpj,
  tipoPessoaDoDocumento,
} from './cpf-cnpj';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
// IN RFB 2.229/2024: the Receita Federal's own example of an alphanumeric CNPJ.
const RECEITA = '12.ABC.345/01DE-35';

describe('alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  it("accepts the Receita's example, masked or not, in any case", () => {
    expect(isValidCnpj(RECEITA)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj(' 12abc34501De35 ')).toBe(true);
    expect(isValidCpfCnpj(RECEITA)).toBe(true);
  });

  it('refuses wrong check digits, letters in the check digits, other characters and repeats', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-A5')).toBe(false);
    expect(isValidCnpj('12.ÁBC.345/01DE-35')).toBe(false);
    expect(isValidCnpj('12_ABC_345_01DE_35')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('numeric CNPJs keep their check digits (a digit is worth its value)', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('a CPF stays numeric', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('1A1.444.777-35')).toBe(false);
    expect(isValidCpfCnpj('111.444.777-35')).toBe(true);
  });

  it('normalises to upper case without punctuation, keeping anything else to be refused', () => {
    expect(normalizeCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCpfCnpj('111.444.777-35')).toBe('11144477735');
    expect(normalizeCpfCnpj('12@ABC')).toBe('12@ABC');
    expect(normalizeCpfCnpj(null)).toBe('');
  });

  it('formats as XX.XXX.XXX/XXXX-XX, partly while typing', () => {
    expect(formatCnpj('12abc34501de35')).toBe(RECEITA);
    expect(formatCpfCnpj('12ABC34501DE35')).toBe(RECEITA);
    expect(formatCpfCnpj('12AB')).toBe('12.AB');
    expect(formatCpfCnpj('11144477735')).toBe('111.444.777-35');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('tells a CPF from a CNPJ by the length', () => {
    expect(tipoPessoaDoDocumento(RECEITA)).toBe('J');
    expect(tipoPessoaDoDocumento('11.222.333/0001-81')).toBe('J');
    expect(tipoPessoaDoDocumento('111.444.777-35')).toBe('F');
    expect(tipoPessoaDoDocumento('1234')).toBeNull();
  });

  it('generated alphanumeric CNPJs are valid, hold a letter, are deterministic and survive the mask', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const cnpj = generateCnpjAlfanumerico(s);
        expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
        expect(cnpj).toMatch(/[A-Z]/);
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCpfCnpj(cnpj.toLowerCase())).toBe(true);
        expect(generateCnpjAlfanumerico(s)).toBe(cnpj);
        const masked = formatCnpj(cnpj);
        expect(masked).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
        expect(formatCpfCnpj(cnpj)).toBe(masked);
        expect(normalizeCpfCnpj(masked)).toBe(cnpj);
        expect(isValidCnpj(masked)).toBe(true);
      }),
    );
  });

  // Mod-11 over values 0..42: a change by a multiple of 11 (e.g. '6' ↔ 'A') keeps the sum's
  // remainder, so only digit-for-digit and letter-for-letter changes below 11 are always caught.
  it('changing one base character by less than 11 in value is caught (unless check digit 1 is 0)', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const cnpj = generateCnpjAlfanumerico(s);
        const ch = cnpj[pos] as string;
        const alphabet = /\d/.test(ch) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        const i = alphabet.indexOf(ch);
        const j = (i + delta) % alphabet.length;
        if (Math.abs(j - i) % 11 === 0) return;
        const mutated = cnpj.slice(0, pos) + alphabet[j] + cnpj.slice(pos + 1);
        if (cnpj[12] !== '0') expect(isValidCnpj(mutated)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('the numeric generators are unchanged: digits only and valid', () => {
    fc.assert(
      fc.property(seed, (s) => {
        expect(generateCnpj(s)).toMatch(/^\d{8}0001\d{2}$/);
        expect(isValidCnpj(generateCnpj(s))).toBe(true);
        expect(isValidCpf(generateCpf(s))).toBe(true);
      }),
    );
  });
});
