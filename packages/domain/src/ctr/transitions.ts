import { type Acao, F, type FeatureTitle } from '../features';
import { MSG } from '../messages';
import { canEditCtr, retiradaBloqueadaMensagem } from './rules';
import { SITUACAO_CTR, SITUACOES_CTR, type SituacaoCtr } from './status';
import type { CtrAction, Guard, TransitionDef } from './types';

const S = SITUACAO_CTR;
const T = MSG.sistema.transicao;

/*
 * THE transition table (DESIGN §7): action → allowed statuses, next status, feature + action the
 * user needs, who may act, and guards. The screen asks machine.ts which buttons to show; the
 * server asks it whether to allow. Comments cite the spec where it leaves a decision open.
 */

const CANCELAVEIS: readonly SituacaoCtr[] = [S.SOLICITADA, S.ENVIADA, S.ALOCADA, S.RETIRADA];
const RECEBIVEIS: readonly SituacaoCtr[] = [S.RETIRADA, S.EM_PESAGEM, S.CANCELAMENTO_RECUSADO];

// Spec 2 §4: from Cancelamento Recusado the waste can be received only if the bin had left,
// i.e. cancellation was requested from Retirada. Unknown previous status is refused too.
const recebidaAposRetirada: Guard = {
  check: ({ ctr }) =>
    ctr.situacao === S.CANCELAMENTO_RECUSADO && ctr.situacaoAnterior !== S.RETIRADA
      ? T.recebimentoAntesDaRetirada
      : null,
};

const perm = (feature: FeatureTitle, acao: Acao = 'altera') => ({ feature, acao });

export const CTR_TRANSITIONS: Readonly<Record<CtrAction, TransitionDef>> = {
  solicitar: {
    label: 'solicitar o transporte',
    from: 'novo',
    to: S.SOLICITADA,
    permission: perm(F.SOLICITAR_TRANSPORTE, 'inclui'),
    who: ['gerador', 'staff'],
  },
  // Spec 2 §2/§4: the form carries vehicle and bin, and the list edits it while Alocada, so a
  // non-requested transport is born allocated (dataHoraAlocacao starts the 30-min removal wait).
  enviarNaoSolicitado: {
    label: 'enviar o transporte não solicitado',
    from: 'novo',
    to: S.ALOCADA,
    permission: perm(F.ENVIAR_NAO_SOLICITADO, 'inclui'),
    who: ['transportador', 'staff'],
  },
  // Spec 2 §4 leaves the result open ("available for allocation"); the allocation list filters
  // Enviada and Alocar shows only for Enviada, so acceptance yields Enviada.
  aceitar: {
    label: 'aceitar a solicitação',
    from: [S.SOLICITADA],
    to: S.ENVIADA,
    permission: perm(F.AVALIAR_SOLICITACAO),
    who: ['transportador', 'staff'],
  },
  recusar: {
    label: 'recusar a solicitação',
    from: [S.SOLICITADA],
    to: S.RECUSADA,
    permission: perm(F.AVALIAR_SOLICITACAO),
    who: ['transportador', 'staff'],
  },
  // Spec 2 §4: the allocation screen stays editable when Alocada (re-save keeps Alocada).
  alocar: {
    label: 'alocar a caçamba',
    from: [S.ENVIADA, S.ALOCADA],
    shownFrom: [S.ENVIADA],
    to: S.ALOCADA,
    permission: perm(F.ALOCAR_CACAMBA),
    who: ['transportador', 'staff'],
  },
  // Spec 2 §4: button only when Alocada, form accepts Enviada or Alocada; the removal record says
  // Retirada. The 30-min wait is told by the form itself, so it does not hide the button.
  retirar: {
    label: 'retirar a caçamba',
    from: [S.ENVIADA, S.ALOCADA],
    shownFrom: [S.ALOCADA],
    to: S.RETIRADA,
    permission: perm(F.RETIRAR_CACAMBA),
    who: ['transportador', 'staff'],
    guards: [
      {
        onSubmitOnly: true,
        check: ({ ctr, now }) => retiradaBloqueadaMensagem(ctr.dataHoraAlocacao, ctr.tipoVeiculo ?? '', now),
      },
    ],
  },
  adicionarPesagem: {
    label: 'adicionar a CTR à pesagem',
    from: [S.RETIRADA],
    to: S.EM_PESAGEM,
    permission: null,
    who: ['veiculo'],
  },
  removerPesagem: {
    label: 'remover a CTR da pesagem',
    from: [S.EM_PESAGEM],
    to: S.RETIRADA,
    permission: null,
    who: ['veiculo'],
  },
  // Spec 2 §4 leaves the receipt results open: receiving ends the transport (Destinada, which
  // triagem needs); rejecting gives Resíduo Rejeitado, which frees vehicle and bin.
  receber: {
    label: 'receber o resíduo',
    from: RECEBIVEIS,
    to: S.DESTINADA,
    permission: perm(F.ANALISAR_RECEBIMENTO),
    who: ['destino', 'staff'],
    guards: [recebidaAposRetirada],
  },
  rejeitar: {
    label: 'rejeitar o resíduo',
    from: RECEBIVEIS,
    to: S.RESIDUO_REJEITADO,
    permission: perm(F.ANALISAR_RECEBIMENTO),
    who: ['destino', 'staff'],
    guards: [recebidaAposRetirada],
  },
  // Spec 2 §4 "not shown in detail": the transporter fixes the data and the waste goes back to
  // the receipt list, i.e. Retirada.
  corrigirDados: {
    label: 'corrigir os dados da CTR',
    from: [S.RESIDUO_REJEITADO],
    to: S.RETIRADA,
    permission: perm(F.CORRIGIR_DADOS_CTR),
    who: ['transportador', 'staff'],
  },
  solicitarCancelamento: {
    label: 'solicitar o cancelamento',
    from: CANCELAVEIS,
    to: S.CANCELAMENTO_SOLICITADO,
    permission: perm(F.SOLICITAR_CANCELAMENTO),
    who: ['transportador', 'gerador', 'staff'],
    remembersPrevious: true,
    guards: [
      {
        // Spec 2 §4/§6: from Retirada only the CTR's own transporter (profile type 2 or 9).
        check: ({ ctr, roles }) =>
          ctr.situacao === S.RETIRADA && !roles.has('transportador')
            ? T.cancelamentoRetiradaSoTransportador
            : null,
      },
    ],
  },
  // Spec 2 §2: the analysis screen's Editar is for Secretaria or Administrador only.
  recusarCancelamento: {
    label: 'recusar o cancelamento',
    from: [S.CANCELAMENTO_SOLICITADO],
    to: S.CANCELAMENTO_RECUSADO,
    permission: perm(F.ANALISAR_CANCELAMENTO),
    who: ['staff'],
  },
  aceitarCancelamento: {
    label: 'aceitar o cancelamento',
    from: [S.CANCELAMENTO_SOLICITADO],
    to: S.CANCELADA,
    permission: perm(F.ANALISAR_CANCELAMENTO),
    who: ['staff'],
  },
  destinar: {
    label: 'destinar a CTR',
    from: [S.CANCELAMENTO_SOLICITADO],
    to: S.DESTINADA,
    permission: perm(F.ANALISAR_CANCELAMENTO),
    who: ['staff'],
  },
  // Spec 2 §4 does not show the result: the CTR resumes the status it had before cancellation
  // was requested.
  prosseguir: {
    label: 'prosseguir com a CTR',
    from: [S.CANCELAMENTO_RECUSADO],
    to: 'remembered',
    permission: perm(F.PROSSEGUIR_CTR),
    who: ['transportador', 'gerador', 'staff'],
    guards: [
      {
        check: ({ ctr }) =>
          ctr.situacaoAnterior && CANCELAVEIS.includes(ctr.situacaoAnterior)
            ? null
            : T.situacaoAnteriorDesconhecida,
      },
    ],
  },
  alterarTransportador: {
    label: 'alterar o transportador',
    from: [S.RECUSADA],
    to: S.SOLICITADA,
    permission: perm(F.ALTERAR_TRANSPORTADOR),
    who: ['gerador', 'staff'],
  },
  // "Not realocado" only makes sense if reverting sets it: a CTR reverts to Alocada once.
  voltarAlocada: {
    label: 'voltar a CTR para Alocada',
    from: [S.RETIRADA],
    to: S.ALOCADA,
    permission: perm(F.VOLTAR_ALOCADA, 'consulta'),
    who: ['transportador'],
    setsRealocado: true,
    guards: [{ check: ({ ctr }) => (ctr.realocado ? T.jaRealocada : null) }],
  },
  editar: {
    label: 'editar a CTR',
    from: SITUACOES_CTR.filter((s) => s !== S.DESTINADA && s !== S.CANCELADA),
    to: 'unchanged',
    permission: perm(F.EDITAR_CTR),
    who: ['transportador', 'gerador', 'staff'],
    guards: [
      {
        check: ({ ctr, roles, now }) => {
          const isStaff = roles.has('staff');
          if (!isStaff && !ctr.dataHoraSolicitacao) return T.edicaoNaoPermitida;
          const ok = canEditCtr({
            situacao: ctr.situacao,
            dataHoraSolicitacao: ctr.dataHoraSolicitacao ?? now,
            editado: Boolean(ctr.editado),
            isStaff,
            now,
          });
          return ok ? null : T.edicaoNaoPermitida;
        },
      },
    ],
  },
  triagem: {
    label: 'registrar a triagem',
    from: [S.DESTINADA],
    to: 'unchanged',
    permission: perm(F.CONTROLAR_TRIADOS),
    who: ['destino', 'staff'],
  },
  // Not described by the spec beyond the status name and its map filter: a background job marks
  // CTRs that are still in transit as Irregular.
  marcarIrregular: {
    label: 'marcar a CTR como Irregular',
    from: [S.ENVIADA, S.ALOCADA, S.RETIRADA, S.EM_PESAGEM],
    to: S.IRREGULAR,
    permission: null,
    who: ['sistema'],
  },
};
