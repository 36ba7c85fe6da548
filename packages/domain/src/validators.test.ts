import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCepPontuado,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  formatDateTime,
  formatPhone,
  generateCnpj,
  generateCpf,
  isValidCelular,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidEmail,
  isValidPlaca,
  normalizePlaca,
  onlyDigits,
} from './validators';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Changes one digit at `pos` to a different digit. */
function mutate(doc: string, pos: number, delta: number): string {
  const d = Number(doc[pos]);
  return doc.slice(0, pos) + String((d + delta) % 10) + doc.slice(pos + 1);
}

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('111.444.777-35')).toBe('11144477735');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits(61)).toBe('61');
  });
});

describe('CPF', () => {
  it('accepts known valid CPFs, masked or not', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('refuses wrong check digits, wrong length, repeated digits and letters', () => {
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
    expect(isValidCpf('1114447773')).toBe(false);
    expect(isValidCpf('111444777350')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('a11144477735')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });
  it('generated CPFs are valid, 11 digits and deterministic', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const cpf = generateCpf(s);
        expect(cpf).toMatch(/^\d{11}$/);
        expect(isValidCpf(cpf)).toBe(true);
        expect(generateCpf(s)).toBe(cpf);
      }),
    );
  });
  // Mod-11 maps remainders 0 and 1 to the same check digit 0, so a single-digit change can only go
  // unnoticed when the first check digit is 0; every other document must reject any such change.
  it('changing any single digit of a valid CPF makes it invalid (unless check digit 1 is 0)', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const cpf = generateCpf(s);
        const mutated = mutate(cpf, pos, delta);
        if (pos >= 9 || cpf[9] !== '0') expect(isValidCpf(mutated)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it('the 0/1 remainder collision is real (documents why the property above has an exception)', () => {
    // 481.875.747-04 and 381.875.747-04 differ in one digit and are both valid.
    expect(isValidCpf('48187574704')).toBe(true);
    expect(isValidCpf('38187574704')).toBe(true);
  });
  it('formatting round-trips and validity survives the mask', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const cpf = generateCpf(s);
        const masked = formatCpf(cpf);
        expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(onlyDigits(masked)).toBe(cpf);
        expect(isValidCpf(masked)).toBe(true);
        expect(formatCpfCnpj(cpf)).toBe(masked);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts a known valid CNPJ and refuses a wrong one', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
  it('generated CNPJs are valid and any single-digit change invalidates them (unless check digit 1 is 0)', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const cnpj = generateCnpj(s);
        expect(cnpj).toMatch(/^\d{14}$/);
        expect(isValidCnpj(cnpj)).toBe(true);
        const mutated = mutate(cnpj, pos, delta);
        if (pos >= 12 || cnpj[12] !== '0') expect(isValidCnpj(mutated)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it('formatting round-trips', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const cnpj = generateCnpj(s);
        const masked = formatCnpj(cnpj);
        expect(masked).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
        expect(onlyDigits(masked)).toBe(cnpj);
        expect(formatCpfCnpj(cnpj)).toBe(masked);
        expect(isValidCnpj(masked)).toBe(true);
      }),
    );
  });
});

describe('isValidCpfCnpj', () => {
  it('dispatches on the digit count', () => {
    expect(isValidCpfCnpj('111.444.777-35')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('111.444.777-3')).toBe(false);
    expect(isValidCpfCnpj('112223330001')).toBe(false);
  });
});

describe('CEP, celular, placa, e-mail', () => {
  it('CEP has 8 digits', () => {
    expect(isValidCep('70040-010')).toBe(true);
    expect(isValidCep('70.040-010')).toBe(true);
    expect(isValidCep('7004001')).toBe(false);
    expect(isValidCep('700400100')).toBe(false);
    expect(formatCep('70040010')).toBe('70040-010');
    expect(formatCepPontuado('70040010')).toBe('70.040-010');
  });
  it('CEP masks round-trip', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (cep) => {
        expect(onlyDigits(formatCep(cep))).toBe(cep);
        expect(onlyDigits(formatCepPontuado(cep))).toBe(cep);
        expect(isValidCep(formatCep(cep))).toBe(true);
      }),
    );
  });
  it('celular has 11 digits', () => {
    expect(isValidCelular('(61) 99999-8888')).toBe(true);
    expect(isValidCelular('6199998888')).toBe(false);
  });
  it('placa accepts old and Mercosul patterns after normalisation', () => {
    expect(normalizePlaca('abc-1d23')).toBe('ABC1D23');
    expect(isValidPlaca('ABC1D23')).toBe(true);
    expect(isValidPlaca('abc-1234')).toBe(true);
    expect(isValidPlaca('ABCD123')).toBe(false);
    expect(isValidPlaca('AB1C234')).toBe(false);
    expect(isValidPlaca('ABC12D3')).toBe(false);
    expect(isValidPlaca('ABC1D234')).toBe(false);
  });
  it('e-mail follows word@word', () => {
    expect(isValidEmail('admin@rcc.demo')).toBe(true);
    expect(isValidEmail('usuario@servidor')).toBe(true);
    expect(isValidEmail('joao.silva+obra@slu.df.gov.br')).toBe(true);
    expect(isValidEmail('usuario@')).toBe(false);
    expect(isValidEmail('@servidor')).toBe(false);
    expect(isValidEmail('usu ario@servidor')).toBe(false);
    expect(isValidEmail('a@b@c')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('masks mobiles and landlines, adding area code 61 when missing', () => {
    expect(formatPhone('61999998888')).toBe('(61) 99999-8888');
    expect(formatPhone('6133334444')).toBe('(61) 3333-4444');
    expect(formatPhone('999998888')).toBe('(61) 99999-8888');
    expect(formatPhone('33334444')).toBe('(61) 3333-4444');
    expect(formatPhone('11988887777')).toBe('(11) 98888-7777');
    expect(formatPhone('123')).toBe('123');
  });
  it('round-trips 11-digit numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (n) => {
        expect(onlyDigits(formatPhone(n))).toBe(n);
      }),
    );
  });
});

describe('formatDateTime', () => {
  it('shows Brasília time as dd/MM/yyyy - HH:mm', () => {
    expect(formatDateTime(new Date('2026-03-05T12:07:00Z'))).toBe('05/03/2026 - 09:07');
    expect(formatDateTime('2026-01-01T02:30:00Z')).toBe('31/12/2025 - 23:30');
    expect(formatDateTime('2026-06-10T03:00:00.000Z')).toBe('10/06/2026 - 00:00');
  });
  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('zod messages in pt-BR', () => {
  it('speak Brazilian Portuguese for fields without their own message', async () => {
    const { z } = await import('zod');
    const { configurarZodPtBr } = await import('./zod-pt-br');
    configurarZodPtBr();
    const msg = (schema: import('zod').ZodType, v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
    expect(msg(z.object({ a: z.string() }), {})).toBe('Campo obrigatório.');
    expect(msg(z.string().min(10), 'abc')).toBe('Deve ter pelo menos 10 caracteres.');
    expect(msg(z.string().max(2), 'abc')).toBe('Deve ter no máximo 2 caracteres.');
    expect(msg(z.number().max(100), 101)).toBe('O valor deve ser no máximo 100.');
    expect(msg(z.record(z.string(), z.string()), null)).toBe('Valor inválido: era esperado um objeto.');
    expect(msg(z.enum(['S', 'N']), 'x')).toBe('Valor inválido: escolha entre "S", "N".');
    expect(msg(z.string().email(), 'x')).toBe('E-mail inválido.');
    expect(msg(z.strictObject({}), { x: 1 })).toBe('Campo desconhecido: x');
  });
});
