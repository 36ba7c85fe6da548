import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '../validators';
import {
  canChangeFormaCobranca,
  DOCUMENTOS_OBRIGATORIOS,
  documentosFaltando,
  podeAcaoPerfil,
  resultadoValidacao,
  validadeCltrcc,
} from './rules';

describe('CPF and CNPJ', () => {
  it('accepts valid numbers with or without mask, refuses others', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('any change of one digit of a valid CPF makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const d = [...'52998224725'].map(Number);
        d[pos] = (d[pos]! + delta) % 10;
        return !isValidCpf(d.join(''));
      }),
    );
  });
});

describe('charging-method lock (90 days)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is free without a previous change, locked before 90 days, free after', () => {
    expect(canChangeFormaCobranca(null, now)).toBe(true);
    expect(canChangeFormaCobranca(new Date('2026-03-10T12:00:00Z'), now)).toBe(false);
    expect(canChangeFormaCobranca(new Date('2026-03-03T12:00:00Z'), now)).toBe(true);
  });
});

describe('validation by documents', () => {
  const all = (s: 'N' | 'V' | 'P') =>
    DOCUMENTOS_OBRIGATORIOS.J.map((t) => ({ idTipoArquivo: t, situacao: s }));
  it('derives the states and ignores types not required', () => {
    expect(resultadoValidacao('J', [...all('V'), { idTipoArquivo: 23, situacao: 'N' }])).toEqual({
      situacaoPessoa: 'Ativo',
      situacaoPerfil: 'A',
      aprovado: true,
    });
    expect(resultadoValidacao('J', all('N')).situacaoPessoa).toBe('Aguardando validação');
    expect(resultadoValidacao('J', [{ idTipoArquivo: 24, situacao: 'P' }]).situacaoPessoa).toBe('Pendente');
    expect(resultadoValidacao('J', all('V').slice(1)).aprovado).toBe(false);
  });
  it('CLTRCC validity is one year', () => {
    expect(validadeCltrcc(new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2027-02-10T00:00:00.000Z');
  });
});

describe('profile transitions', () => {
  it('follows doc 1 §4', () => {
    expect(podeAcaoPerfil('Ativar', { situacaoValidacao: 'P', idTipoPerfil: 1 }, 'Ativo')).toBe(true);
    expect(podeAcaoPerfil('Ativar', { situacaoValidacao: 'P', idTipoPerfil: 1 }, 'Inativo')).toBe(false);
    expect(podeAcaoPerfil('Ativar', { situacaoValidacao: 'A', idTipoPerfil: 1 }, 'Ativo')).toBe(false);
    expect(podeAcaoPerfil('Inativar', { situacaoValidacao: 'I', idTipoPerfil: 1 }, 'Ativo')).toBe(false);
    expect(podeAcaoPerfil('Pendente', { situacaoValidacao: 'A', idTipoPerfil: 2 }, 'Ativo')).toBe(true);
    expect(podeAcaoPerfil('Pendente', { situacaoValidacao: 'A', idTipoPerfil: 1 }, 'Ativo')).toBe(false);
  });
});

describe('documentosFaltando (doc 1 §5: a self-registering transporter attaches every document)', () => {
  it('asks a transporter of either person type for every required type it did not send', () => {
    expect(documentosFaltando('J', [{ idTipoPerfil: 2 }], DOCUMENTOS_OBRIGATORIOS.J)).toEqual([]);
    expect(documentosFaltando('J', [{ idTipoPerfil: 2 }], [24, 3])).toEqual(
      DOCUMENTOS_OBRIGATORIOS.J.filter((t) => t !== 24 && t !== 3),
    );
    expect(documentosFaltando('F', [{ idTipoPerfil: 8 }, { idTipoPerfil: 9 }], [])).toEqual(
      DOCUMENTOS_OBRIGATORIOS.F,
    );
  });

  it('asks nothing of a person without a transporter profile', () => {
    expect(documentosFaltando('J', [{ idTipoPerfil: 1 }, { idTipoPerfil: 3 }], [])).toEqual([]);
  });
});
