import type { Data, GrupoPainel, painelContract } from '@rcc/domain';
import { api } from '../../shared/api/client';

type C = typeof painelContract;

/** GET /api/painel and /api/painel/:grupo (one call per card group, issue #14). */
export const painelApi = {
  grupos: () => api.get<Data<C['grupos']>>('/painel'),
  grupo: (grupo: GrupoPainel) => api.get<Data<C['grupo']>>(`/painel/${grupo}`),
};

export const painelKey = (grupo?: GrupoPainel) => (grupo ? ['painel', grupo] : ['painel']);
