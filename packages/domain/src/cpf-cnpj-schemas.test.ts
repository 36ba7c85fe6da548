import { describe, expect, it } from 'vitest';
import { cadastroPessoaPjSchema } from './acesso/cadastro';
import { findByCpfCnpjBody } from './acesso/schemas';
import { pessoaPjSchema } from './pessoas/schemas';
import { pessoaGeradorSchema } from './schemas/ctr-envio';

// Issue #12 item 4: every schema that takes a CNPJ accepts both forms and hands on one normalised
// value (upper case, no punctuation), the form stored and searched.
const RECEITA = '12.abc.345/01de-35';
const NUMERICO = '11.222.333/0001-81';

describe('CNPJ fields of the request schemas', () => {
  it.each([
    ['self-registration', cadastroPessoaPjSchema.shape.cpfCnpj],
    ['people register', pessoaPjSchema.shape.cpfCnpj],
    ['generator of a non-requested CTR', pessoaGeradorSchema.shape.cpfCnpj],
  ])('%s: normalises both forms and refuses wrong check digits', (_name, schema) => {
    expect(schema.parse(RECEITA)).toBe('12ABC34501DE35');
    expect(schema.parse(NUMERICO)).toBe('11222333000181');
    expect(schema.safeParse('12.ABC.345/01DE-36').success).toBe(false);
    expect(schema.safeParse('11.222.333/0001-82').success).toBe(false);
  });

  it('the generator may still be a natural person (CPF)', () => {
    expect(pessoaGeradorSchema.shape.cpfCnpj.parse('111.444.777-35')).toBe('11144477735');
  });

  it('POST /findbycpfcnpj takes a CPF or either CNPJ form, normalised', () => {
    expect(findByCpfCnpjBody.parse({ cpfCnpj: RECEITA })).toEqual({ cpfCnpj: '12ABC34501DE35' });
    expect(findByCpfCnpjBody.parse({ cpfCnpj: NUMERICO })).toEqual({ cpfCnpj: '11222333000181' });
    expect(findByCpfCnpjBody.parse({ cpfCnpj: '111.444.777-35' })).toEqual({ cpfCnpj: '11144477735' });
    for (const bad of ['12.ABC.345/01DE-3X', '1A1.444.777-35', '12@ABC34501DE35', '123'])
      expect(findByCpfCnpjBody.safeParse({ cpfCnpj: bad }).success, bad).toBe(false);
  });
});
