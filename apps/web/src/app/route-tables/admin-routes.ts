import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../../shared/route-meta';
import { c } from './route-kinds';

const PermissoesListPage = lazy(() => import('../../features/permissoes/PermissoesListPage'));
const PermissoesEditPage = lazy(() => import('../../features/permissoes/PermissoesEditPage'));
const ConfiguracoesPage = lazy(() => import('../../features/configuracoes/ConfiguracoesPage'));

/** Administration: permissions, settings and the audit trail (doc 1 §2.5, §6). */
export const ADMIN_ROUTES: AppRoute[] = [
  // Administration (doc 1 §2.5, §6)
  { path: '/atribuicao-perfil', screen: PermissoesListPage, title: F.GERENCIAR_PERMISSOES, acao: c },
  {
    path: '/atribuicao-perfil/:id',
    screen: PermissoesEditPage,
    title: F.GERENCIAR_PERMISSOES,
    acao: c,
    hideFromMenu: true,
  },
  { path: '/configuracoes', screen: ConfiguracoesPage, title: F.CONFIGURACOES, acao: c },
  {
    path: '/auditoria',
    screen: lazy(() => import('../../features/auditoria/AuditoriaPage')),
    title: F.AUDITORIA,
    acao: c,
  },
  {
    path: '/filas-e-entregas',
    screen: lazy(() => import('../../features/filas/FilasPage')),
    title: F.FILAS_ENTREGAS,
    acao: c,
  },
];
