import { describe, expect, it } from 'vitest';
import { cadastroPessoaPjSchema, responsavelCadastroSchema } from '../acesso/cadastro';
import { pessoaPjSchema, responsavelSchema } from './schemas';

/** The message zod gives for `field` of `input` under `schema`, or null when the field is valid. */
function issue(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: Record<string, unknown>,
  field: string,
): string | null {
  const r = schema.safeParse(input);
  return r.error?.issues.find((i) => i.path[0] === field)?.message ?? null;
}

// Self-registration (acesso/cadastro) and the administration forms (pessoas/schemas) validate the same
// e-mail, CEP and celular with the same rule and the same words: a person registered by one screen is
// valid on the other.
const PAIRS = [
  ['pessoa jurídica', cadastroPessoaPjSchema, pessoaPjSchema],
  ['responsável', responsavelCadastroSchema, responsavelSchema],
] as const;

describe('one e-mail, CEP and celular rule for self-registration and administration', () => {
  for (const [nome, cadastro, admin] of PAIRS) {
    it.each([
      ['cep', '', 'O preenchimento do campo: CEP é obrigatório.'],
      ['cep', '70.040-90', 'CEP inválido'],
      ['cep', '70.040-900', null],
      ['celular', '', 'O preenchimento do campo: Celular é obrigatório.'],
      ['celular', '(61) 9999-888', 'O campo de celular não está preenchido corretamente'],
      ['celular', '(61) 99999-8888', null],
      ['email', '', 'O preenchimento do campo: E-mail é obrigatório.'],
      ['email', 'maria', 'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...'],
      [
        'email',
        'maria @slu.df.gov.br',
        'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...',
      ],
      ['email', 'maria@slu', null],
      ['email', 'maria.silva+rcc@slu.df.gov.br', null],
    ])(`${nome}: %s = %j`, (field, value, expected) => {
      const a = issue(cadastro, { [field]: value }, field);
      const b = issue(admin, { [field]: value }, field);
      expect(a).toBe(expected);
      expect(b).toBe(expected);
    });
  }
});
