import type { Rights } from '@rcc/domain/permissions';
import type { TipoPessoa } from '@rcc/domain/profiles';

interface SessionPessoa {
  id: number;
  nomeRazaoSocial: string;
  tipoPessoa: TipoPessoa;
  situacao: string;
  acessoApi: number | boolean | string | null;
}

interface SessionPerfil {
  id: number;
  idTipoPerfil: number;
  descricao: string;
  situacaoValidacao: string;
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  pessoa: SessionPessoa;
  perfis: SessionPerfil[];
  rights: Rights;
}

/** Spec 1 §3 "Login state". */
export type SessionStatus = 'empty' | 'loading' | 'success' | 'error' | 'logout';

/** No token: the session is the HttpOnly cookie (issue #12 item 9). */
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}
