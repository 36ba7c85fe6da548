import { Button } from '@mantine/core';
import { availableActions, type CtrAction, MSG, skipsEditWarning } from '@rcc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { notify } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { type CtrAcaoRow, ctrApi } from '../../shared/ctr/ctr-api';
import { toCtrState, useCtrActor } from '../../shared/ctr/ctr-shared';
import { AceitarSolicitacaoPopup } from '../../shared/ctr/popups/AceitarSolicitacaoPopup';
import { AlterarTransportadorPopup } from './popups/AlterarTransportadorPopup';
import { RecusarSolicitacaoPopup } from '../../shared/ctr/popups/RecusarSolicitacaoPopup';
import { SolicitarCancelamentoPopup } from './popups/SolicitarCancelamentoPopup';
import { CorrigirDadosPopup } from './popups/CorrigirDadosPopup';

type PopupKind = 'aceitar' | 'recusar' | 'cancelar' | 'transportador' | 'corrigir';

/** Button labels of the row actions, in the order they are shown. */
const ACTION_LABELS: Partial<Record<CtrAction, string>> = {
  aceitar: 'Aceitar',
  recusar: 'Recusar',
  alocar: 'Alocar',
  retirar: 'Retirar',
  editar: 'Editar CTR',
  solicitarCancelamento: 'Solic. Cancelamento',
  aceitarCancelamento: 'Analisar Cancelamento',
  prosseguir: 'Prosseguir com CTR',
  corrigirDados: 'Corrigir Dados',
  alterarTransportador: 'Alterar Transportador',
  voltarAlocada: 'Voltar para Alocada',
  triagem: 'Triagem',
};

const EDIT_ONCE_WARNING =
  'Uma CTR só pode ser alterada uma única vez por você. Uma correção posterior deverá ser solicitada ao órgão pelo canal de Dúvidas ou Sugestões. Deseja continuar?';

/**
 * The follow-up actions of a CTR row: the transition table (availableActions) decides which show
 * for this user; each opens its popup, a confirmation or its screen (spec 2 §2, §4).
 */
export function useCtrRowActions(only?: readonly CtrAction[]) {
  const actor = useCtrActor();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [popup, setPopup] = useState<{ kind: PopupKind; row: CtrAcaoRow } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['grid'] });
  const done = () => {
    setPopup(null);
    reload();
  };
  const close = () => setPopup(null);
  const rowFor = (kind: PopupKind) => (popup?.kind === kind ? popup.row : null);
  const prosseguir = useSave({
    save: (row: CtrAcaoRow) => ctrApi.prosseguir(row.id),
    invalidate: [['grid']],
    success: 'CTR retomada com sucesso',
  });
  const voltarAlocada = useSave({
    save: (row: CtrAcaoRow) => ctrApi.voltarAlocada(row.id),
    invalidate: [['grid']],
    success: MSG.voltarAlocada.regredida,
    onSuccess: () => navigate('/localizar-ctr'),
    error: (e) =>
      notify.error(e instanceof Error && e.message ? e.message : MSG.notificador.erroDesconhecido),
  });

  const editar = async (row: CtrAcaoRow) => {
    const skip = skipsEditWarning((user?.perfis ?? []).map((p) => p.idTipoPerfil));
    if (!skip && !(await confirm({ title: 'Editar CTR', message: EDIT_ONCE_WARNING }))) return;
    navigate(`/editar-solicitacao-transporte/${row.id}`);
  };

  const run = async (action: CtrAction, row: CtrAcaoRow) => {
    switch (action) {
      case 'aceitar':
        return setPopup({ kind: 'aceitar', row });
      case 'recusar':
        return setPopup({ kind: 'recusar', row });
      case 'solicitarCancelamento':
        return setPopup({ kind: 'cancelar', row });
      case 'alterarTransportador':
        return setPopup({ kind: 'transportador', row });
      case 'corrigirDados':
        return setPopup({ kind: 'corrigir', row });
      case 'alocar':
        return navigate(`/alocar-cacamba/alocar/${row.id}`);
      case 'retirar':
        return navigate(`/retirar-cacamba/retirar/${row.id}`);
      case 'triagem':
        return navigate(`/controle-residuos-triados/triagem/${row.id}`);
      case 'aceitarCancelamento':
        return navigate(`/cancelamento-ctr/editar/${row.id}`);
      case 'editar':
        return editar(row);
      case 'prosseguir':
        if (
          !(await confirm({ title: 'Prosseguir com CTR', message: `Deseja prosseguir com a CTR ${row.id}?` }))
        )
          return;
        prosseguir.mutate(row);
        return;
      case 'voltarAlocada': {
        const message = `Deseja voltar a situação da CTR ${row.id} para "Alocada"?`;
        if (await confirm({ title: 'Voltar para Alocada', message })) voltarAlocada.mutate(row);
        return;
      }
      default:
        return;
    }
  };

  const actionsOf = (row: CtrAcaoRow): CtrAction[] => {
    const all = availableActions(toCtrState(row), actor);
    return all.filter((a) => a in ACTION_LABELS && (!only || only.includes(a)));
  };

  const render = (row: CtrAcaoRow): ReactNode =>
    actionsOf(row).map((action) => (
      <Button
        key={action}
        size="compact-xs"
        variant="light"
        color={action === 'recusar' || action === 'solicitarCancelamento' ? 'red' : undefined}
        onClick={() => run(action, row)}
        aria-label={`${ACTION_LABELS[action]} CTR ${row.id}`}
      >
        {ACTION_LABELS[action]}
      </Button>
    ));

  const popups = (
    <>
      <AceitarSolicitacaoPopup ctr={rowFor('aceitar')} onClose={close} onDone={done} />
      <RecusarSolicitacaoPopup idCtr={rowFor('recusar')?.id ?? null} onClose={close} onDone={done} />
      <SolicitarCancelamentoPopup idCtr={rowFor('cancelar')?.id ?? null} onClose={close} onDone={done} />
      <AlterarTransportadorPopup ctr={rowFor('transportador')} onClose={close} onDone={done} />
      <CorrigirDadosPopup ctr={rowFor('corrigir')} onClose={close} onDone={done} />
    </>
  );

  return { render, popups, actionsOf, run };
}
