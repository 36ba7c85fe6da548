import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { api } from '../api/client';

export interface ViewPessoa {
  id: number;
  nomeRazaoSocial: string;
  cpfCnpj: string;
  tipoPessoa: 'F' | 'J';
  email: string | null;
  municipio: string | null;
  situacao: string;
  transportador: 'S' | 'N';
  gerador: 'S' | 'N';
  possuiUsuario: 'S' | 'N';
  acessoApi: number;
  dataAprovacao: string | null;
  dataValidadeCltrcc: string | null;
}

/** A profile of a person with its type (Perfil with include tipoPerfil). */
export type PerfilRow = FindRowOf<
  'Perfil',
  'id' | 'idTipoPerfil' | 'situacaoValidacao' | 'justificativaValidacao'
> &
  Pick<EntityRow<'Perfil'>, 'tipoPerfil'>;

const USUARIO_FIELDS = ['id', 'nome', 'email', 'ativo'] as const;
/** A user of a person, as its list shows it. */
export type UsuarioRow = FindRowOf<'Usuario', (typeof USUARIO_FIELDS)[number]>;

export const SITUACAO_PERFIL: Record<string, string> = { A: 'Ativo', P: 'Pendente', I: 'Inativo' };

export async function perfisDaPessoa(idPessoa: number) {
  const r = await api.post<{ rows: PerfilRow[] }>('/Perfil/find', {
    where: { idPessoa },
    include: ['tipoPerfil'],
    limit: 20,
  });
  return r.rows;
}

export async function usuariosDaPessoa(idPessoa: number) {
  const r = await api.post<{ rows: UsuarioRow[] }>('/Usuario/find', {
    where: { idPessoa, excluido: 'N' },
    fields: [...USUARIO_FIELDS],
    limit: 100,
  });
  return r.rows;
}

/** Opens the CLTRCC certificate (GET /cltrcc/:idPerfil) in a new window. */
export async function abrirCltrcc(idPerfil: number) {
  const { blob } = await api.blob(`/cltrcc/${idPerfil}`, { method: 'GET', fallbackName: 'cltrcc.pdf' });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
