import { describe, expect, it } from 'vitest';
import { isExemptFromExpiry } from './session-effects';

describe('páginas em que uma sessão vencida não leva ao login', () => {
  it.each([
    '/transportadores',
    '/verificar-cltrcc/ABCD-EFGH-IJKL',
    '/destino-rapido/ABC1D23/123456',
    '/reclamacoes',
  ])('%s segue aberta sem sessão', (path) => expect(isExemptFromExpiry(path)).toBe(true));
  it.each(['/inicio', '/solicitacao-transporte', '/verificar'])('%s leva ao login', (path) =>
    expect(isExemptFromExpiry(path)).toBe(false),
  );
});
