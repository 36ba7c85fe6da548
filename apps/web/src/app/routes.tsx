import { F } from '@rcc/domain/features';
import { type ComponentType, lazy } from 'react';
import type { RouteMeta } from '../shared/route-meta';
import { EmConstrucao } from '../shared/ui/EmConstrucao';

export interface AppRoute extends RouteMeta {
  path: string;
  screen: ComponentType;
}

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const NotFoundPage = lazy(() => import('../features/home/NotFoundPage'));
const MeusDadosPage = lazy(() => import('../features/meus-dados/MeusDadosPage'));
const DocumentosPage = lazy(() => import('../features/documentos/DocumentosPage'));
const PessoasPage = lazy(() => import('../features/pessoas/PessoasPage'));
const PessoaFormPage = lazy(() => import('../features/pessoas/PessoaFormPage'));
const VerificarCltrccPage = lazy(() => import('../features/pessoas/VerificarCltrccPage'));
const UsuariosPage = lazy(() => import('../features/usuarios/UsuariosPage'));
const PermissoesListPage = lazy(() => import('../features/permissoes/PermissoesListPage'));
const PermissoesEditPage = lazy(() => import('../features/permissoes/PermissoesEditPage'));
const ConfiguracoesPage = lazy(() => import('../features/configuracoes/ConfiguracoesPage'));

const auth = { public: true, hideLayout: true, hideFromMenu: true } as const;
const c = 'consulta' as const;

/**
 * Every route of the SPA, one line each (spec 1 §2.1). To ship a screen, replace `EmConstrucao`
 * with `lazy(() => import('../features/<area>/<Screen>'))`: each screen becomes its own chunk,
 * so the login route never loads maps or charts.
 */
export const ROUTES: AppRoute[] = [
  // Login screen and its panels (spec 1 §2.2); '/' sends a logged-in user to the landing page.
  { path: '/', screen: LoginPage, ...auth },
  { path: '/login', screen: LoginPage, ...auth },
  { path: '/recovery/:id/:hash/*', screen: LoginPage, ...auth },
  { path: '/confirmed/:id/:hash/*', screen: LoginPage, ...auth },

  // Public pages (spec 1 §2.3, doc 2): reachable logged in or not.
  {
    path: '/transportadores',
    screen: lazy(() => import('../features/publico/TransportadoresPage')),
    label: 'Transportadores Licenciados',
    ...auth,
  },
  {
    path: '/destino-rapido',
    screen: lazy(() => import('../features/publico/DestinoRapidoAccessPage')),
    label: 'Acesso ao Destino Rápido',
    ...auth,
  },
  {
    path: '/social-login',
    screen: lazy(() => import('../features/acesso/SocialLoginPage')),
    label: 'Entrar com rede social',
    ...auth,
  },
  { path: '/destino-rapido/:placa/:token', screen: EmConstrucao, label: 'Destino Rápido', ...auth },
  { path: '/reclamacoes', screen: EmConstrucao, title: F.DUVIDAS_SUGESTOES, public: true },

  { path: '/inicio', screen: HomePage, label: 'Início', hideFromMenu: true },

  { path: '/tutorial', screen: EmConstrucao, title: F.TUTORIAL, acao: c },
  { path: '/editar-dados-usuario', screen: MeusDadosPage, title: F.EDITAR_MEUS_DADOS, acao: c },
  { path: '/pendencia-documentos', screen: DocumentosPage, title: F.DOCUMENTOS, acao: c },
  { path: '/pessoa', screen: PessoasPage, title: F.CADASTRO_PESSOAS, acao: c },
  { path: '/usuario', screen: UsuariosPage, title: F.MANTER_USUARIO, acao: c },
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
  { path: '/cacamba', screen: EmConstrucao, title: F.MANTER_CACAMBA, acao: c },
  { path: '/veiculo', screen: EmConstrucao, title: F.MANTER_VEICULO, acao: c },
  { path: '/obra', screen: EmConstrucao, title: F.MANTER_OBRA, acao: c },

  // CTR (doc 2 §2)
  { path: '/localizar-ctr', screen: EmConstrucao, title: F.LOCALIZAR_CTR, acao: c },
  { path: '/solicitacao-transporte', screen: EmConstrucao, title: F.SOLICITAR_TRANSPORTE, acao: c },
  {
    path: '/solicitacao-transporte/add',
    screen: EmConstrucao,
    title: F.SOLICITAR_TRANSPORTE,
    acao: 'inclui',
  },
  { path: '/avaliar-solicitacao-transporte', screen: EmConstrucao, title: F.AVALIAR_SOLICITACAO, acao: c },
  { path: '/alocar-cacamba', screen: EmConstrucao, title: F.ALOCAR_CACAMBA, acao: c },
  { path: '/retirar-cacamba', screen: EmConstrucao, title: F.RETIRAR_CACAMBA, acao: c },
  {
    path: '/enviar-transporte-nao-solicitado',
    screen: EmConstrucao,
    title: F.ENVIAR_NAO_SOLICITADO,
    acao: c,
  },
  {
    path: '/enviar-transporte-nao-solicitado/add',
    screen: EmConstrucao,
    title: F.ENVIAR_NAO_SOLICITADO,
    acao: 'inclui',
  },
  { path: '/cancelamento-ctr', screen: EmConstrucao, title: F.ANALISAR_CANCELAMENTO, acao: c },
  { path: '/consultar-empresa-ctr', screen: EmConstrucao, title: F.CONSULTAR_EMPRESA_CTR, acao: c },
  { path: '/avaliar-recebimento-solicitacao', screen: EmConstrucao, title: F.ANALISAR_RECEBIMENTO, acao: c },
  { path: '/controle-residuos-triados', screen: EmConstrucao, title: F.CONTROLAR_TRIADOS, acao: c },

  // Master data, occurrences and reports (doc 3)
  { path: '/classe-material', screen: EmConstrucao, title: F.MANTER_CLASSE_MATERIAL, acao: c },
  { path: '/tipo-residuo', screen: EmConstrucao, title: F.MANTER_TIPO_RESIDUO, acao: c },
  { path: '/localizar-cacamba', screen: EmConstrucao, title: F.LOCALIZAR_CACAMBA, acao: c },
  { path: '/registrar-ocorrencia', screen: EmConstrucao, title: F.REGISTRAR_OCORRENCIA, acao: c },
  { path: '/acompanhar-ocorrencia', screen: EmConstrucao, title: F.ACOMPANHAR_OCORRENCIA, acao: c },
  { path: '/consultar-att', screen: EmConstrucao, title: F.CONSULTAR_ATT, acao: c },
  { path: '/consulta-move-residuo', screen: EmConstrucao, title: F.CONSULTAR_MOVIMENTACAO, acao: c },
  { path: '/consulta-residuo-regiao', screen: EmConstrucao, title: F.CONSULTAR_RESIDUO_REGIAO, acao: c },
  { path: '/consulta-veiculo-cacamba', screen: EmConstrucao, title: F.CONSULTAR_VEICULO_CACAMBA, acao: c },
  { path: '/manter-mensagem', screen: EmConstrucao, title: F.MANTER_MENSAGENS, acao: c },

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
    screen: lazy(() => import('../features/auditoria/AuditoriaPage')),
    title: F.AUDITORIA,
    acao: c,
  },

  { path: '*', screen: NotFoundPage, label: 'Página não encontrada', public: true },
];
