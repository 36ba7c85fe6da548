import type { Rights } from '@rcc/domain/permissions';
import type { SessionUser } from '../shared/auth/types';

export function makeUser(rights: Rights = {}, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    pessoa: { id: 3, nomeRazaoSocial: 'Maria da Silva', tipoPessoa: 'F', situacao: 'Ativo', acessoApi: 0 },
    perfis: [{ id: 11, idTipoPerfil: 8, descricao: 'Gerador', situacaoValidacao: 'A' }],
    rights,
    ...overrides,
  };
}
