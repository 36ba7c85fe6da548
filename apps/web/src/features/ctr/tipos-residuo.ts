import type { FindParams } from '../../shared/api/types';
import { findEntity } from '../../shared/api/use-find';
import type { TipoResiduoRow } from '../../shared/ctr/ctr-api';
import { lerComCopia } from '../../shared/offline/copia-offline';

const PARAMS: FindParams = { include: ['classeMaterial'], order: [['nome', 'ASC']], limit: 1000 };

/** The query of the waste types (the generic find's key, so its invalidations still reach it). */
export const TIPOS_RESIDUO_KEY = ['find', 'TipoResiduo', PARAMS] as const;

/**
 * Every waste type with its class; kept on the device, so a field form opened without a
 * connection still offers them (issue #16).
 */
export const lerTiposResiduo = () =>
  lerComCopia('tipos-residuo', PARAMS, () => findEntity<TipoResiduoRow>('TipoResiduo', PARAMS));
