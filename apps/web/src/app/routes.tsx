import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../shared/route-meta';
import { MASTER_DATA_ROUTES } from './master-data-routes';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const HomePage = lazy(() => import('./HomePage'));
const RootPage = lazy(() => import('./RootPage'));
const NotFoundPage = lazy(() => import('../features/home/NotFoundPage'));
const MeusDadosPage = lazy(() => import('../features/meus-dados/MeusDadosPage'));
const DocumentosPage = lazy(() => import('../features/documentos/DocumentosPage'));
const PessoasPage = lazy(() => import('../features/pessoas/PessoasPage'));
const PessoaFormPage = lazy(() => import('../features/pessoas/PessoaFormPage'));
const VerificarCltrccPage = lazy(() => import('../features/pessoas/VerificarCltrccPage'));
const UsuariosPage = lazy(() => import('../features/usuarios/UsuariosPage'));
const UsuarioFormPage = lazy(() => import('../features/usuarios/UsuarioFormPage'));
const PermissoesListPage = lazy(() => import('../features/permissoes/PermissoesListPage'));
const PermissoesEditPage = lazy(() => import('../features/permissoes/PermissoesEditPage'));
const ConfiguracoesPage = lazy(() => import('../features/configuracoes/ConfiguracoesPage'));
const Pesagem = lazy(() => import('../features/destino-rapido/PesagemPage'));
const LocalizarCtr = lazy(() => import('../features/ctr/LocalizarCtrPage'));
const SolicitacaoList = lazy(() => import('../features/ctr/SolicitacaoListPage'));
const SolicitacaoForm = lazy(() => import('../features/ctr/SolicitacaoFormPage'));
const AvaliarSolicitacao = lazy(() => import('../features/ctr/AvaliarSolicitacaoPage'));
const AlocarList = lazy(() => import('../features/ctr/AlocarListPage'));
const AlocarForm = lazy(() => import('../features/ctr/AlocarFormPage'));
const RetirarList = lazy(() => import('../features/ctr/RetirarListPage'));
const RetirarForm = lazy(() => import('../features/ctr/RetirarFormPage'));
const NaoSolicitadoList = lazy(() => import('../features/ctr/NaoSolicitadoListPage'));
const NaoSolicitadoForm = lazy(() => import('../features/ctr/NaoSolicitadoFormPage'));
const EditarCtr = lazy(() => import('../features/ctr/EditarCtrPage'));
const Cancelamento = lazy(() => import('../features/cancelamento/CancelamentoPage'));
const Recebimento = lazy(() => import('../features/recebimento/RecebimentoPage'));
const TriagemList = lazy(() => import('../features/triagem/TriagemListPage'));
const TriagemForm = lazy(() => import('../features/triagem/TriagemFormPage'));

const auth = { public: true, hideLayout: true, hideFromMenu: true } as const;
const c = 'consulta' as const;

/**
 * Every route of the SPA, one line each (spec 1 §2.1). Each screen is
 * `lazy(() => import('../features/<area>/<Screen>'))`, its own chunk, so the login route never
 * loads maps or charts.
 */
export const ROUTES: AppRoute[] = [
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
    screen: lazy(() => import('../features/publico/PortalPage')),
    label: 'Serviços ao cidadão',
    ...auth,
  },
  {
    path: '/onde-descartar',
    screen: lazy(() => import('../features/publico/OndeDescartarPage')),
    label: 'Onde descartar',
    ...auth,
  },
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
    path: '/dados-abertos',
    screen: lazy(() => import('../features/dados-abertos/DadosAbertosPage')),
    label: 'Dados abertos',
    ...auth,
  },
  {
    path: '/social-login',
    screen: lazy(() => import('../features/acesso/SocialLoginPage')),
    label: 'Entrar com rede social',
    ...auth,
  },
  { path: '/destino-rapido/:placa/:token', screen: Pesagem, label: 'Destino Rápido', ...auth },
  {
    path: '/acessibilidade',
    screen: lazy(() => import('../features/acessibilidade/AcessibilidadePage')),
    label: 'Acessibilidade',
    public: true,
  },
  {
    path: '/reclamacoes',
    screen: lazy(() => import('../features/reclamacoes/ReclamacoesPage')),
    title: F.DUVIDAS_SUGESTOES,
    public: true,
  },

  { path: '/inicio', screen: HomePage, label: 'Início', hideFromMenu: true },
  // Notification centre (issue #14): any logged-in user; the unsubscribe page needs no login.
  {
    path: '/notificacoes',
    screen: lazy(() => import('../features/notificacoes/NotificacoesPage')),
    label: 'Notificações',
    hideFromMenu: true,
  },
  {
    path: '/minha-conta/notificacoes',
    screen: lazy(() => import('../features/notificacoes/PreferenciasPage')),
    label: 'Minha conta › Notificações',
    hideFromMenu: true,
  },
  {
    path: '/notificacoes/descadastrar',
    screen: lazy(() => import('../features/notificacoes/DescadastrarPage')),
    label: 'Descadastrar e-mails',
    ...auth,
  },

  {
    path: '/tutorial',
    screen: lazy(() => import('../features/tutorial/TutorialPage')),
    title: F.TUTORIAL,
    acao: c,
  },
  {
    path: '/tutorial/videos',
    screen: lazy(() => import('../features/tutorial/TutorialVideosPage')),
    title: F.TUTORIAL,
    acao: 'altera',
    hideFromMenu: true,
  },
  { path: '/editar-dados-usuario', screen: MeusDadosPage, title: F.EDITAR_MEUS_DADOS, acao: c },
  // Issue #18: the integrator's outgoing webhooks, reached from "Dados da API" in Editar meus dados.
  {
    path: '/integracoes/webhooks',
    screen: lazy(() => import('../features/webhooks/WebhooksPage')),
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

  // CTR (doc 2 §2)
  { path: '/localizar-ctr', screen: LocalizarCtr, title: F.LOCALIZAR_CTR, acao: c },
  { path: '/solicitacao-transporte', screen: SolicitacaoList, title: F.SOLICITAR_TRANSPORTE, acao: c },
  {
    path: '/solicitacao-transporte/add',
    screen: SolicitacaoForm,
    title: F.SOLICITAR_TRANSPORTE,
    acao: 'inclui',
  },
  {
    path: '/avaliar-solicitacao-transporte',
    screen: AvaliarSolicitacao,
    title: F.AVALIAR_SOLICITACAO,
    acao: c,
  },
  { path: '/alocar-cacamba', screen: AlocarList, title: F.ALOCAR_CACAMBA, acao: c },
  {
    path: '/alocar-cacamba/:action/:id?',
    screen: AlocarForm,
    title: F.ALOCAR_CACAMBA,
    acao: c,
    hideFromMenu: true,
  },
  { path: '/retirar-cacamba', screen: RetirarList, title: F.RETIRAR_CACAMBA, acao: c },
  {
    path: '/retirar-cacamba/retirar/:id',
    screen: RetirarForm,
    title: F.RETIRAR_CACAMBA,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/enviar-transporte-nao-solicitado',
    screen: NaoSolicitadoList,
    title: F.ENVIAR_NAO_SOLICITADO,
    acao: c,
  },
  {
    path: '/enviar-transporte-nao-solicitado/add',
    screen: NaoSolicitadoForm,
    title: F.ENVIAR_NAO_SOLICITADO,
    acao: 'inclui',
  },
  {
    path: '/editar-solicitacao-transporte/:id',
    screen: EditarCtr,
    title: F.EDITAR_CTR,
    acao: 'altera',
    hideFromMenu: true,
  },
  { path: '/cancelamento-ctr', screen: Cancelamento, title: F.ANALISAR_CANCELAMENTO, acao: c },
  {
    path: '/cancelamento-ctr/:action/:id?',
    screen: Cancelamento,
    title: F.ANALISAR_CANCELAMENTO,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/consultar-empresa-ctr',
    screen: lazy(() => import('../features/relatorios/EmpresaCtrPage')),
    title: F.CONSULTAR_EMPRESA_CTR,
    acao: c,
  },
  { path: '/avaliar-recebimento-solicitacao', screen: Recebimento, title: F.ANALISAR_RECEBIMENTO, acao: c },
  { path: '/controle-residuos-triados', screen: TriagemList, title: F.CONTROLAR_TRIADOS, acao: c },
  {
    path: '/controle-residuos-triados/:action/:id',
    screen: TriagemForm,
    title: F.CONTROLAR_TRIADOS,
    acao: 'altera',
    hideFromMenu: true,
  },

  // Master data, occurrences and reports (doc 3)
  ...MASTER_DATA_ROUTES,
  {
    path: '/localizar-cacamba',
    screen: lazy(() => import('../features/localizar-cacamba/LocalizarCacambaPage')),
    title: F.LOCALIZAR_CACAMBA,
    acao: c,
  },
  {
    path: '/localizar-cacamba/map',
    screen: lazy(() => import('../features/localizar-cacamba/LocalizarCacambaMapPage')),
    title: F.LOCALIZAR_CACAMBA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/obra/cacamba-map',
    screen: lazy(() => import('../features/obras/ObraCacambaMapPage')),
    title: F.RETIRAR_CACAMBA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/registrar-ocorrencia',
    screen: lazy(() => import('../features/ocorrencias/RegistrarOcorrenciaPage')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: c,
  },
  {
    path: '/registrar-ocorrencia/map',
    screen: lazy(() => import('../features/ocorrencias/RegistrarOcorrenciaMapPage')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: 'inclui',
    hideFromMenu: true,
  },
  {
    path: '/registrar-ocorrencia/view/:id',
    screen: lazy(() => import('../features/ocorrencias/OcorrenciaDetalhe')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/acompanhar-ocorrencia',
    screen: lazy(() => import('../features/ocorrencias/AcompanharOcorrenciaPage')),
    title: F.ACOMPANHAR_OCORRENCIA,
    acao: c,
  },
  {
    path: '/acompanhar-ocorrencia/map/:id',
    screen: lazy(() => import('../features/ocorrencias/AcompanharOcorrenciaMapPage')),
    title: F.ACOMPANHAR_OCORRENCIA,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/consultar-att',
    screen: lazy(() => import('../features/relatorios/ConsultarAttPage')),
    title: F.CONSULTAR_ATT,
    acao: c,
  },
  {
    path: '/consulta-move-residuo',
    screen: lazy(() => import('../features/relatorios/MovimentacaoResiduoPage')),
    title: F.CONSULTAR_MOVIMENTACAO,
    acao: c,
  },
  {
    path: '/consulta-residuo-regiao',
    screen: lazy(() => import('../features/relatorios/ResiduoRegiaoPage')),
    title: F.CONSULTAR_RESIDUO_REGIAO,
    acao: c,
  },
  {
    path: '/consulta-veiculo-cacamba',
    screen: lazy(() => import('../features/relatorios/VeiculoCacambaPage')),
    title: F.CONSULTAR_VEICULO_CACAMBA,
    acao: c,
  },
  {
    path: '/manter-mensagem',
    screen: lazy(() => import('../features/mensagens/ManterMensagemPage')),
    title: F.MANTER_MENSAGENS,
    acao: c,
  },
  {
    path: '/mensagens/:action',
    screen: lazy(() => import('../features/mensagens/MensagemFormPage')),
    title: F.MANTER_MENSAGENS,
    acao: 'inclui',
    hideFromMenu: true,
  },
  {
    path: '/mensagens/:action/:id',
    screen: lazy(() => import('../features/mensagens/MensagemFormPage')),
    title: F.MANTER_MENSAGENS,
    acao: c,
    hideFromMenu: true,
  },

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

  // Not public: a visitor goes to the login and back here after it (issue #12 item 8).
  { path: '*', screen: NotFoundPage, label: 'Página não encontrada', hideFromMenu: true },
];
