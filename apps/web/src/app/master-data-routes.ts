import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../shared/route-meta';

const c = 'consulta' as const;
const inclui = 'inclui' as const;

const ObraList = lazy(() => import('../features/obras/ObraList'));
const ObraForm = lazy(() => import('../features/obras/ObraForm'));
const ObraMapPage = lazy(() => import('../features/obras/ObraMapPage'));
const VeiculoList = lazy(() => import('../features/veiculos/VeiculoList'));
const VeiculoForm = lazy(() => import('../features/veiculos/VeiculoForm'));
const CacambaList = lazy(() => import('../features/cacambas/CacambaList'));
const CacambaForm = lazy(() => import('../features/cacambas/CacambaForm'));
const ClasseMaterialList = lazy(() => import('../features/residuos/ClasseMaterialList'));
const ClasseMaterialForm = lazy(() => import('../features/residuos/ClasseMaterialForm'));
const TipoResiduoList = lazy(() => import('../features/residuos/TipoResiduoList'));
const TipoResiduoForm = lazy(() => import('../features/residuos/TipoResiduoForm'));

/**
 * Routes of the master-data screens (spec 3 §2): each screen its own chunk, the maps' Leaflet
 * only in the chunks that draw a map.
 */
export const MASTER_DATA_ROUTES: AppRoute[] = [
  { path: '/obra', screen: ObraList, title: F.MANTER_OBRA, acao: c },
  { path: '/obra/add', screen: ObraForm, title: F.MANTER_OBRA, acao: inclui, hideFromMenu: true },
  { path: '/obra/edit/:id', screen: ObraForm, title: F.MANTER_OBRA, acao: 'altera', hideFromMenu: true },
  {
    path: '/obra/map',
    screen: ObraMapPage,
    title: F.MANTER_OBRA,
    acao: c,
    label: 'Localização das Obras no DF',
    hideFromMenu: true,
  },
  { path: '/veiculo', screen: VeiculoList, title: F.MANTER_VEICULO, acao: c },
  { path: '/veiculo/add', screen: VeiculoForm, title: F.MANTER_VEICULO, acao: inclui, hideFromMenu: true },
  { path: '/veiculo/:action/:id', screen: VeiculoForm, title: F.MANTER_VEICULO, acao: c, hideFromMenu: true },
  { path: '/cacamba', screen: CacambaList, title: F.MANTER_CACAMBA, acao: c },
  { path: '/cacamba/add', screen: CacambaForm, title: F.MANTER_CACAMBA, acao: inclui, hideFromMenu: true },
  { path: '/cacamba/:action/:id', screen: CacambaForm, title: F.MANTER_CACAMBA, acao: c, hideFromMenu: true },
  { path: '/classe-material', screen: ClasseMaterialList, title: F.MANTER_CLASSE_MATERIAL, acao: c },
  {
    path: '/classe-material/add',
    screen: ClasseMaterialForm,
    title: F.MANTER_CLASSE_MATERIAL,
    acao: inclui,
    hideFromMenu: true,
  },
  {
    path: '/classe-material/:action/:id',
    screen: ClasseMaterialForm,
    title: F.MANTER_CLASSE_MATERIAL,
    acao: c,
    hideFromMenu: true,
  },
  { path: '/tipo-residuo', screen: TipoResiduoList, title: F.MANTER_TIPO_RESIDUO, acao: c },
  {
    path: '/tipo-residuo/add',
    screen: TipoResiduoForm,
    title: F.MANTER_TIPO_RESIDUO,
    acao: inclui,
    hideFromMenu: true,
  },
  {
    path: '/tipo-residuo/:action/:id',
    screen: TipoResiduoForm,
    title: F.MANTER_TIPO_RESIDUO,
    acao: c,
    hideFromMenu: true,
  },
];
