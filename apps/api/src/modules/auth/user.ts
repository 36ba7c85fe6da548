import {
  GERADOR_IDS,
  type Rights,
  type SituacaoPessoa,
  TIPO_PERFIL,
  TRANSPORTADOR_IDS,
  type TipoPessoa,
} from '@rcc/domain';

export interface PerfilDoUsuario {
  id: number;
  idTipoPerfil: number;
  descricao: string;
  situacaoValidacao: 'P' | 'A' | 'I';
}

/** The acting user of a request (a session or an integration key). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  idPessoa: number;
  pessoa: {
    id: number;
    nomeRazaoSocial: string;
    tipoPessoa: TipoPessoa;
    situacao: SituacaoPessoa;
    acessoApi: number;
    contratadaSlu: boolean;
  };
  perfis: PerfilDoUsuario[];
  rights: Rights;
  via: 'session' | 'apiKey';
  sessionId?: number;
}

const live = (u: AuthUser) =>
  u.perfis.filter((p) => p.situacaoValidacao === 'A' || p.situacaoValidacao === 'P');

export const hasTipo = (u: AuthUser, ...tipos: number[]) =>
  live(u).some((p) => tipos.includes(p.idTipoPerfil));
export const isAdmin = (u: AuthUser) => hasTipo(u, TIPO_PERFIL.ADMINISTRADOR);
/** Secretaria or Administrador: sees every row (DESIGN §3 scoping). */
export const isStaff = (u: AuthUser) => hasTipo(u, TIPO_PERFIL.SECRETARIA, TIPO_PERFIL.ADMINISTRADOR);

/** Spec 2 §6: a transporter acts through its first transporter profile. */
export const transportadorPerfilId = (u: AuthUser): number | undefined =>
  live(u).find((p) => TRANSPORTADOR_IDS.includes(p.idTipoPerfil))?.id;
export const geradorPerfilIds = (u: AuthUser): number[] =>
  live(u)
    .filter((p) => GERADOR_IDS.includes(p.idTipoPerfil))
    .map((p) => p.id);
export const destinoPerfilIds = (u: AuthUser): number[] =>
  live(u)
    .filter((p) => p.idTipoPerfil === TIPO_PERFIL.DESTINO_FINAL)
    .map((p) => p.id);
