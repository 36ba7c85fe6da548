import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../../shared/route-meta';
import { c } from './route-kinds';

const LocalizarCtr = lazy(() => import('../../features/ctr/LocalizarCtrPage'));
const SolicitacaoList = lazy(() => import('../../features/ctr/SolicitacaoListPage'));
const SolicitacaoForm = lazy(() => import('../../features/ctr/SolicitacaoFormPage'));
const AvaliarSolicitacao = lazy(() => import('../../features/ctr/AvaliarSolicitacaoPage'));
const AlocarList = lazy(() => import('../../features/ctr/AlocarListPage'));
const AlocarForm = lazy(() => import('../../features/ctr/AlocarFormPage'));
const RetirarList = lazy(() => import('../../features/ctr/RetirarListPage'));
const RetirarForm = lazy(() => import('../../features/ctr/RetirarFormPage'));
const NaoSolicitadoList = lazy(() => import('../../features/ctr/NaoSolicitadoListPage'));
const NaoSolicitadoForm = lazy(() => import('../../features/ctr/NaoSolicitadoFormPage'));
const EditarCtr = lazy(() => import('../../features/ctr/EditarCtrPage'));
const Cancelamento = lazy(() => import('../../features/cancelamento/CancelamentoPage'));
const Recebimento = lazy(() => import('../../features/recebimento/RecebimentoPage'));
const TriagemList = lazy(() => import('../../features/triagem/TriagemListPage'));
const TriagemForm = lazy(() => import('../../features/triagem/TriagemFormPage'));

/** The CTR flow: request, allocation, removal, cancellation, reception and sorting (doc 2 §2). */
export const CTR_ROUTES: AppRoute[] = [
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
    screen: lazy(() => import('../../features/relatorios/EmpresaCtrPage')),
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
];
