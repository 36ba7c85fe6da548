import { F } from '@rcc/domain/features';
import { lazy } from 'react';
import type { AppRoute } from '../../shared/route-meta';
import { c } from './route-kinds';

/** Bin and occurrence maps, reports and messages (doc 3). */
export const OPERATION_ROUTES: AppRoute[] = [
  {
    path: '/localizar-cacamba',
    screen: lazy(() => import('../../features/localizar-cacamba/LocalizarCacambaPage')),
    title: F.LOCALIZAR_CACAMBA,
    acao: c,
  },
  {
    path: '/localizar-cacamba/map',
    screen: lazy(() => import('../../features/localizar-cacamba/LocalizarCacambaMapPage')),
    title: F.LOCALIZAR_CACAMBA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/obra/cacamba-map',
    screen: lazy(() => import('../../features/obras/ObraCacambaMapPage')),
    title: F.RETIRAR_CACAMBA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/registrar-ocorrencia',
    screen: lazy(() => import('../../features/ocorrencias/RegistrarOcorrenciaPage')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: c,
  },
  {
    path: '/registrar-ocorrencia/map',
    screen: lazy(() => import('../../features/ocorrencias/RegistrarOcorrenciaMapPage')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: 'inclui',
    hideFromMenu: true,
  },
  {
    path: '/registrar-ocorrencia/view/:id',
    screen: lazy(() => import('../../features/ocorrencias/OcorrenciaDetalhe')),
    title: F.REGISTRAR_OCORRENCIA,
    acao: c,
    hideFromMenu: true,
  },
  {
    path: '/acompanhar-ocorrencia',
    screen: lazy(() => import('../../features/ocorrencias/AcompanharOcorrenciaPage')),
    title: F.ACOMPANHAR_OCORRENCIA,
    acao: c,
  },
  {
    path: '/acompanhar-ocorrencia/map/:id',
    screen: lazy(() => import('../../features/ocorrencias/AcompanharOcorrenciaMapPage')),
    title: F.ACOMPANHAR_OCORRENCIA,
    acao: 'altera',
    hideFromMenu: true,
  },
  {
    path: '/consultar-att',
    screen: lazy(() => import('../../features/relatorios/ConsultarAttPage')),
    title: F.CONSULTAR_ATT,
    acao: c,
  },
  {
    path: '/consulta-move-residuo',
    screen: lazy(() => import('../../features/relatorios/MovimentacaoResiduoPage')),
    title: F.CONSULTAR_MOVIMENTACAO,
    acao: c,
  },
  {
    path: '/consulta-residuo-regiao',
    screen: lazy(() => import('../../features/relatorios/ResiduoRegiaoPage')),
    title: F.CONSULTAR_RESIDUO_REGIAO,
    acao: c,
  },
  {
    path: '/consulta-veiculo-cacamba',
    screen: lazy(() => import('../../features/relatorios/VeiculoCacambaPage')),
    title: F.CONSULTAR_VEICULO_CACAMBA,
    acao: c,
  },
  {
    path: '/manter-mensagem',
    screen: lazy(() => import('../../features/mensagens/ManterMensagemPage')),
    title: F.MANTER_MENSAGENS,
    acao: c,
  },
  {
    path: '/mensagens/:action',
    screen: lazy(() => import('../../features/mensagens/MensagemFormPage')),
    title: F.MANTER_MENSAGENS,
    acao: 'inclui',
    hideFromMenu: true,
  },
  {
    path: '/mensagens/:action/:id',
    screen: lazy(() => import('../../features/mensagens/MensagemFormPage')),
    title: F.MANTER_MENSAGENS,
    acao: c,
    hideFromMenu: true,
  },
];
