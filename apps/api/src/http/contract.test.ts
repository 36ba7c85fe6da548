import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializer, describeAccess } from './contract';

const schema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number(), nome: z.string().nullable() }),
});
const compile = (strict: boolean) => contractSerializer({ strict })({ schema, method: 'GET', url: '/api/x' });

describe('serialização pelo contrato', () => {
  it('envia a resposta que cabe no contrato', () => {
    const body = { success: true, data: { id: 1, nome: null } };
    expect(JSON.parse(compile(true)(body))).toEqual(body);
  });

  it('estrito: um campo que o contrato não lista é um erro (não some em silêncio)', () => {
    expect(() => compile(true)({ success: true, data: { id: 1, nome: 'a', token: 'x' } })).toThrow(
      /campos fora do contrato: \.data\.token/,
    );
  });

  it('estrito: um tipo errado é um erro', () => {
    expect(() => compile(true)({ success: true, data: { id: '1', nome: 'a' } })).toThrow(/data\.id/);
  });

  it('produção: envia a resposta como o serviço montou, sem o custo da verificação', () => {
    const body = { success: true, data: { id: '1', nome: 'a', extra: 1 } };
    expect(JSON.parse(compile(false)(body))).toEqual(body);
  });

  it('descreve o direito exigido em português', () => {
    expect(describeAccess({ feature: 'Manter Veículo', acao: 'inclui' } as never)).toBe(
      'Requer o direito «Manter Veículo» › incluir.',
    );
    expect(describeAccess({ public: true })).toMatch(/público/);
  });
});
