/** Profile types (TipoPerfil). Ids are fixed by the spec (doc 1 §3). */
export const TIPO_PERFIL = {
  GERADOR_PJ: 1,
  TRANSPORTADOR_PJ: 2,
  DESTINO_FINAL: 3,
  SECRETARIA: 4,
  FISCALIZACAO: 5,
  ENTIDADE_PUBLICA: 6,
  CIDADAO: 7,
  GERADOR_PF: 8,
  TRANSPORTADOR_PF: 9,
  ADMINISTRADOR: 10,
} as const;

export type TipoPerfilId = (typeof TIPO_PERFIL)[keyof typeof TIPO_PERFIL];
export type TipoPessoa = 'F' | 'J';

export interface TipoPerfilDef {
  id: TipoPerfilId;
  descricao: string;
  tipo: TipoPessoa;
}

export const TIPOS_PERFIL: readonly TipoPerfilDef[] = [
  { id: 1, descricao: 'Gerador', tipo: 'J' },
  { id: 2, descricao: 'Transportador', tipo: 'J' },
  { id: 3, descricao: 'Destino Final', tipo: 'J' },
  { id: 4, descricao: 'Secretaria', tipo: 'F' },
  { id: 5, descricao: 'Fiscalização', tipo: 'F' },
  { id: 6, descricao: 'Entidade Pública', tipo: 'J' },
  { id: 7, descricao: 'Cidadão', tipo: 'F' },
  { id: 8, descricao: 'Gerador', tipo: 'F' },
  { id: 9, descricao: 'Transportador', tipo: 'F' },
  { id: 10, descricao: 'Administrador', tipo: 'F' },
];

export const GERADOR_IDS: readonly number[] = [1, 8];
export const TRANSPORTADOR_IDS: readonly number[] = [2, 9];
/** Profile types that carry a matrícula (doc 1 §3). */
export const MATRICULA_IDS: readonly number[] = [4, 5, 10];
/** Extra profile types an administrator may add (doc 1 §6). */
export const EXTRA_IDS: readonly number[] = [3, 4, 5, 6, 10];
/** Staff who edit a CTR without the once-only warning (doc 2 §4). */
export const PRIVILEGED_EDIT_IDS: readonly number[] = [4, 10];

export const isGerador = (idTipoPerfil: number) => GERADOR_IDS.includes(idTipoPerfil);
export const isTransportador = (idTipoPerfil: number) => TRANSPORTADOR_IDS.includes(idTipoPerfil);

export type SituacaoValidacao = 'P' | 'A' | 'I';
export type SituacaoPessoa = 'Ativo' | 'Inativo' | 'Aguardando validação' | 'Pendente';

/**
 * Profile types a user may pick in a form (doc 1 §6): an administrator any type; others only the
 * types matching the person type, plus 3, 4, 5 and 6 for an individual; type 10 only by admins.
 */
export function selectableTiposPerfil(tipoPessoa: TipoPessoa, isAdmin: boolean): TipoPerfilDef[] {
  if (isAdmin) return TIPOS_PERFIL.filter((t) => t.tipo === tipoPessoa || EXTRA_IDS.includes(t.id));
  return TIPOS_PERFIL.filter((t) => {
    if (t.id === TIPO_PERFIL.ADMINISTRADOR) return false;
    if (t.tipo === tipoPessoa) return true;
    return tipoPessoa === 'F' && [3, 4, 5, 6].includes(t.id);
  });
}
