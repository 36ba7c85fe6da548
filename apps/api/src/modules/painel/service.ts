import {
  AppError,
  type GrupoPainel,
  GRUPOS_PAINEL,
  type PainelGrupoData,
  TIPO_PERFIL,
  TITULO_GRUPO_PAINEL,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import {
  type AuthUser,
  destinoPerfilIds,
  geradorPerfilIds,
  hasTipo,
  isStaff,
  transportadorPerfilId,
} from '../auth/user';
import { grupoDestino } from './grupo-destino';
import { grupoGerador } from './grupo-gerador';
import { grupoTransportador } from './grupo-transportador';
import { grupoCidadao, grupoFiscalizacao, grupoSecretaria } from './grupos-gestao';
import { indicadoresCidade } from './indicadores';

/** Which card groups the user's live profiles give (issue #14: several profiles see the union). */
const TEM_GRUPO: Record<GrupoPainel, (u: AuthUser) => boolean> = {
  transportador: (u) => transportadorPerfilId(u) !== undefined,
  gerador: (u) => geradorPerfilIds(u).length > 0,
  destino: (u) => destinoPerfilIds(u).length > 0,
  secretaria: isStaff,
  fiscalizacao: (u) => hasTipo(u, TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA),
  cidadao: (u) => hasTipo(u, TIPO_PERFIL.CIDADAO),
};

export function gruposDoUsuario(user: AuthUser) {
  return {
    grupos: GRUPOS_PAINEL.filter((g) => TEM_GRUPO[g](user)).map((grupo) => ({
      grupo,
      titulo: TITULO_GRUPO_PAINEL[grupo],
    })),
  };
}

/** One card group, built only for a user who has that profile (403 otherwise). */
export async function grupoPainel(
  db: Queryable,
  user: AuthUser,
  grupo: GrupoPainel,
  now: Date,
): Promise<PainelGrupoData> {
  if (!TEM_GRUPO[grupo](user)) throw new AppError('FORBIDDEN');
  const base = { grupo, titulo: TITULO_GRUPO_PAINEL[grupo] };
  switch (grupo) {
    case 'transportador':
      return { ...base, cards: await grupoTransportador(db, user, transportadorPerfilId(user)!) };
    case 'gerador':
      return { ...base, cards: await grupoGerador(db, user) };
    case 'destino':
      return { ...base, cards: await grupoDestino(db, user, now) };
    case 'secretaria': {
      const [cards, indicadores] = await Promise.all([
        grupoSecretaria(db, user, now),
        indicadoresCidade(db, user, now),
      ]);
      return { ...base, cards, indicadores };
    }
    case 'fiscalizacao':
      return { ...base, cards: await grupoFiscalizacao(db, user) };
    case 'cidadao':
      return { ...base, cards: await grupoCidadao(db, user) };
  }
}
