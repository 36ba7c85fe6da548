import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { BACKEND_PREFIX, DEFAULT_ERROR, DURATION, describeError, FOREIGN_KEY_MESSAGE } from './notify';

describe('generic error notifier', () => {
  it('falls back to the default text for unknown and network errors', () => {
    expect(describeError(new Error('boom'))).toEqual({ message: DEFAULT_ERROR, duration: DURATION.error });
    expect(describeError(new ApiError(0, 'NETWORK', 'x'))).toEqual({
      message: DEFAULT_ERROR,
      duration: 7000,
    });
  });

  it('prefixes the server message for backend errors', () => {
    expect(describeError(new ApiError(409, 'CONFLICT', 'A caçamba já está alocada.'))).toEqual({
      title: BACKEND_PREFIX,
      message: 'A caçamba já está alocada.',
      duration: 7000,
    });
  });

  it('names the unique field for 15 s', () => {
    const error = new ApiError(409, 'CONFLICT', 'duplicado', { placa: 'unique' });
    expect(describeError(error)).toEqual({
      message: 'O valor do campo: placa precisa ser único. Já existe um registro com este dado',
      duration: 15_000,
    });
  });

  it('explains a foreign-key refusal with the related source for 15 s', () => {
    const error = new ApiError(409, 'CONFLICT', 'vinculado', { foreignKey: 'Veiculo' });
    expect(describeError(error)).toEqual({ message: `${FOREIGN_KEY_MESSAGE} (Veiculo)`, duration: 15_000 });
  });
});
