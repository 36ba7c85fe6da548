import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../../shared/route-meta';
import { auth, c } from './route-kinds';

const HomePage = lazy(() => import('../HomePage'));
const MeusDadosPage = lazy(() => import('../../features/meus-dados/MeusDadosPage'));
const DocumentosPage = lazy(() => import('../../features/documentos/DocumentosPage'));
const PessoasPage = lazy(() => import('../../features/pessoas/PessoasPage'));
const PessoaFormPage = lazy(() => import('../../features/pessoas/PessoaFormPage'));
const VerificarCltrccPage = lazy(() => import('../../features/pessoas/VerificarCltrccPage'));
const UsuariosPage = lazy(() => import('../../features/usuarios/UsuariosPage'));
const UsuarioFormPage = lazy(() => import('../../features/usuarios/UsuarioFormPage'));

/** The logged-in user's own pages, notifications, tutorial, people and users (spec 1 §2.4–§2.8). */
export const ACCOUNT_ROUTES: AppRoute[] = [
  { path: '/inicio', screen: HomePage, label: 'Início', hideFromMenu: true },
  // Notification centre (issue #14): any logged-in user; the unsubscribe page needs no login.
  {
    path: '/notificacoes',
    screen: lazy(() => import('../../features/notificacoes/NotificacoesPage')),
    label: 'Notificações',
    hideFromMenu: true,
  },
  {
    path: '/minha-conta/notificacoes',
    screen: lazy(() => import('../../features/notificacoes/PreferenciasPage')),
    label: 'Minha conta › Notificações',
    hideFromMenu: true,
  },
  {
    path: '/notificacoes/descadastrar',
    screen: lazy(() => import('../../features/notificacoes/DescadastrarPage')),
    label: 'Descadastrar e-mails',
    ...auth,
  },

  {
    path: '/tutorial',
    screen: lazy(() => import('../../features/tutorial/TutorialPage')),
    title: F.TUTORIAL,
    acao: c,
  },
  {
    path: '/tutorial/videos',
    screen: lazy(() => import('../../features/tutorial/TutorialVideosPage')),
    title: F.TUTORIAL,
    acao: 'altera',
    hideFromMenu: true,
  },
  { path: '/editar-dados-usuario', screen: MeusDadosPage, title: F.EDITAR_MEUS_DADOS, acao: c },
  // Issue #18: the integrator's outgoing webhooks, reached from "Dados da API" in Editar meus dados.
  {
    path: '/integracoes/webhooks',
    screen: lazy(() => import('../../features/webhooks/WebhooksPage')),
    title: F.EDITAR_MEUS_DADOS,
    acao: c,
    label: 'Integrações › Webhooks',
    hideFromMenu: true,
  },
  { path: '/pendencia-documentos', screen: DocumentosPage, title: F.DOCUMENTOS, acao: c },
  { path: '/pessoa', screen: PessoasPage, title: F.CADASTRO_PESSOAS, acao: c },
  { path: '/usuario', screen: UsuariosPage, title: F.MANTER_USUARIO, acao: c },
  // Spec 1 §2.8: the user form, hidden from the menu, open to any user type (the API checks rights).
  { path: '/usuario/:action/:id?', screen: UsuarioFormPage, label: 'Usuário', hideFromMenu: true },
  {
    path: '/pessoa/:action/:id?',
    screen: PessoaFormPage,
    title: F.CADASTRO_PESSOAS,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/pessoa-edit/:id',
    screen: PessoaFormPage,
    title: F.CADASTRO_PESSOAS,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/pessoa-update/:id',
    screen: PessoaFormPage,
    title: F.CADASTRO_PESSOAS,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/pessoa-view/:id',
    screen: PessoaFormPage,
    title: F.CADASTRO_PESSOAS,
    acao: c,
    hideFromMenu: true,
  },
  { path: '/verificar-cltrcc/:codigo', screen: VerificarCltrccPage, label: 'Verificação de CLTRCC', ...auth },
];
