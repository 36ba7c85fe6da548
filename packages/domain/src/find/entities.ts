import { CADASTROS_FIND } from './by-area/cadastros';
import { CTR_FIND } from './by-area/ctr';
import { OBRAS_FIND } from './by-area/obras';
import { OCORRENCIAS_FIND } from './by-area/ocorrencias';
import { PESSOAS_FIND } from './by-area/pessoas';
import { REFERENCIA_FIND } from './by-area/referencia';
import { SISTEMA_FIND } from './by-area/sistema';

/** Every entity of the generic find, by name: its fields' types and its includes. */
export const FIND_ENTITIES = {
  ...REFERENCIA_FIND,
  ...PESSOAS_FIND,
  ...CADASTROS_FIND,
  ...OBRAS_FIND,
  ...OCORRENCIAS_FIND,
  ...CTR_FIND,
  ...SISTEMA_FIND,
} as const;

export type FindEntities = typeof FIND_ENTITIES;
export type FindEntityName = keyof FindEntities;
