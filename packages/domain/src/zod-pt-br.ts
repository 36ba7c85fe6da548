import { z } from 'zod';

/**
 * zod's own messages — for a field whose schema carries no message of its own — in Brazilian
 * Portuguese. zod ships only a European Portuguese locale ('registo', 'Demasiado pequeno: esperava
 * que o texto tivesse >= 10 caracteres'); a person reading this system expects plain pt-BR.
 */
const TIPOS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  record: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
  nan: 'um número',
  null: 'nulo',
};

const unidade = (origin: string | undefined, n: number) =>
  origin === 'string'
    ? n === 1
      ? 'caractere'
      : 'caracteres'
    : origin === 'array' || origin === 'set'
      ? n === 1
        ? 'item'
        : 'itens'
      : origin === 'file'
        ? 'bytes'
        : '';

type Issue = z.core.$ZodRawIssue;

export function mensagemZodPtBr(iss: Issue): string | undefined {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return 'Campo obrigatório.';
      return `Valor inválido: era esperado ${TIPOS[iss.expected] ?? iss.expected}.`;
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'string' && n === 1) return 'Campo obrigatório.';
      if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint' || iss.origin === 'date')
        return iss.inclusive ? `O valor deve ser no mínimo ${n}.` : `O valor deve ser maior que ${n}.`;
      return `Deve ter pelo menos ${n} ${unidade(iss.origin, n)}.`.replace(' .', '.');
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint' || iss.origin === 'date')
        return iss.inclusive ? `O valor deve ser no máximo ${n}.` : `O valor deve ser menor que ${n}.`;
      return `Deve ter no máximo ${n} ${unidade(iss.origin, n)}.`.replace(' .', '.');
    }
    case 'invalid_format':
      if (iss.format === 'email') return 'E-mail inválido.';
      if (iss.format === 'date' || iss.format === 'datetime') return 'Data inválida.';
      return 'Formato inválido.';
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${String(iss.divisor)}.`;
    case 'invalid_value':
      return iss.values.length <= 10
        ? `Valor inválido: escolha entre ${iss.values.map((v: unknown) => JSON.stringify(v)).join(', ')}.`
        : 'Valor inválido.';
    case 'unrecognized_keys':
      return `${iss.keys.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'}: ${iss.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return 'Valor inválido.';
    default:
      return 'Valor inválido.';
  }
}

/** Installs the pt-BR messages as zod's locale (call once at start, on the server and in the browser). */
export function configurarZodPtBr(): void {
  z.config({ localeError: (iss) => mensagemZodPtBr(iss) });
}
