import { F } from '@rcc/domain/features';
import type { CatalogueKind } from './Catalogue';

/** The two reference catalogues of spec 3 §2. */
export const CLASSE_MATERIAL: CatalogueKind = {
  entity: 'ClasseMaterial',
  basePath: '/classe-material',
  noun: 'Classe de Material',
  feature: F.MANTER_CLASSE_MATERIAL,
};

export const TIPO_RESIDUO: CatalogueKind = {
  entity: 'TipoResiduo',
  basePath: '/tipo-residuo',
  noun: 'Tipo de Resíduo',
  feature: F.MANTER_TIPO_RESIDUO,
};
