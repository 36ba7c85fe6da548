import type { Rights } from '@rcc/domain/permissions';
import type { SessionUser } from '../shared/auth/types';

export function makeUser(rights: Rights = {}, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    pessoa: {
      id: 3,
      nomeRazaoSocial: 'Maria da Silva',
      tipoPessoa: 'F',
      situacao: 'Ativo',
      acessoApi: 0,
      contratadaSlu: false,
    },
    perfis: [{ id: 11, idTipoPerfil: 8, descricao: 'Gerador', situacaoValidacao: 'A' }],
    userTypes: [8],
    rights,
    ...overrides,
  };
}

/** GET /api/config/mapa of the map screens' tests (tiles from a local address that never loads). */
export const MAPA_CONFIG = {
  tileUrl: 'http://tiles.local/{z}/{x}/{y}.png',
  maxZoom: 19,
  center: { lat: -15.8, lon: -47.9 },
  zoom: 11,
  attribution: 'teste',
};

/** POST /findAddress's answer for CEP 70040010 (Asa Norte, Brasília). */
export const CEP_ASA_NORTE = {
  info: {
    endereco: {
      cep: '70040010',
      uf: 'DF',
      localidade: 'Brasília',
      logradouro: 'SBN Quadra 1',
      bairro: 'Asa Norte',
      complemento: '',
      ibge: '5300108',
    },
    geocodeCandidates: [{ location: { x: -47.88, y: -15.79 } }],
  },
};
