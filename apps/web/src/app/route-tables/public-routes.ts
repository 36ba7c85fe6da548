import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../../shared/route-meta';
import { auth } from './route-kinds';

const LoginPage = lazy(() => import('../../features/auth/LoginPage'));
const RootPage = lazy(() => import('../RootPage'));
const Pesagem = lazy(() => import('../../features/destino-rapido/PesagemPage'));

/** Login panels and the public pages (spec 1 §2.2, §2.3, doc 2): reachable logged in or not. */
export const PUBLIC_ROUTES: AppRoute[] = [
  // '/' is the login screen for a visitor and the Painel once logged in (issue #14, app/RootPage);
  // the login panels (spec 1 §2.2) keep their own addresses.
  { path: '/', screen: RootPage, label: 'Painel', public: true, hideFromMenu: true },
  { path: '/login', screen: LoginPage, ...auth },
  { path: '/recovery/:id/:hash/*', screen: LoginPage, ...auth },
  { path: '/confirmed/:id/:hash/*', screen: LoginPage, ...auth },
  { path: '/desbloqueio/:id/:hash/*', screen: LoginPage, ...auth },

  // Public pages (spec 1 §2.3, doc 2): reachable logged in or not.
  {
    path: '/publico',
    screen: lazy(() => import('../../features/publico/PortalPage')),
    label: 'Serviços ao cidadão',
    ...auth,
  },
  {
    path: '/onde-descartar',
    screen: lazy(() => import('../../features/publico/OndeDescartarPage')),
    label: 'Onde descartar',
    ...auth,
  },
  {
    path: '/transportadores',
    screen: lazy(() => import('../../features/publico/TransportadoresPage')),
    label: 'Transportadores Licenciados',
    ...auth,
  },
  {
    path: '/destino-rapido',
    screen: lazy(() => import('../../features/publico/DestinoRapidoAccessPage')),
    label: 'Acesso ao Destino Rápido',
    ...auth,
  },
  {
    path: '/dados-abertos',
    screen: lazy(() => import('../../features/dados-abertos/DadosAbertosPage')),
    label: 'Dados abertos',
    ...auth,
  },
  {
    path: '/social-login',
    screen: lazy(() => import('../../features/acesso/SocialLoginPage')),
    label: 'Entrar com rede social',
    ...auth,
  },
  { path: '/destino-rapido/:placa/:token', screen: Pesagem, label: 'Destino Rápido', ...auth },
  {
    path: '/acessibilidade',
    screen: lazy(() => import('../../features/acessibilidade/AcessibilidadePage')),
    label: 'Acessibilidade',
    public: true,
  },
  {
    path: '/reclamacoes',
    screen: lazy(() => import('../../features/reclamacoes/ReclamacoesPage')),
    title: F.DUVIDAS_SUGESTOES,
    public: true,
  },
];
