import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { F } from '../features';
import type { Rights } from '../permissions';
import { assertTransition, availableActions, canTransition } from './machine';
import type { CtrActor, CtrState } from './types';

const NOW = new Date('2026-05-10T15:00:00Z');
const ctr = (situacao: CtrState['situacao'], extra: Partial<CtrState> = {}): CtrState => ({
  id: 7,
  situacao,
  idTransportador: 20,
  idGerador: 10,
  idDestinoFinal: 30,
  realocado: false,
  dataHoraSolicitacao: new Date(NOW.getTime() - 3_600_000),
  ...extra,
});
const rights = (...grants: [string, 'consulta' | 'inclui' | 'altera'][]): Rights => {
  const r: Rights = {};
  for (const [feature, acao] of grants) r[feature] = { ...r[feature], [acao]: true };
  return r;
};

const transportador: CtrActor = {
  perfis: [{ id: 20, idTipoPerfil: 2 }],
  rights: rights(
    [F.AVALIAR_SOLICITACAO, 'altera'],
    [F.ALOCAR_CACAMBA, 'altera'],
    [F.RETIRAR_CACAMBA, 'altera'],
    [F.EDITAR_CTR, 'altera'],
    [F.SOLICITAR_CANCELAMENTO, 'altera'],
    [F.PROSSEGUIR_CTR, 'altera'],
    [F.CORRIGIR_DADOS_CTR, 'altera'],
    [F.VOLTAR_ALOCADA, 'consulta'],
    [F.ENVIAR_NAO_SOLICITADO, 'inclui'],
  ),
};
const outroTransportador: CtrActor = { ...transportador, perfis: [{ id: 21, idTipoPerfil: 9 }] };
const gerador: CtrActor = {
  perfis: [{ id: 10, idTipoPerfil: 8 }],
  rights: rights(
    [F.SOLICITAR_TRANSPORTE, 'inclui'],
    [F.AVALIAR_SOLICITACAO, 'altera'],
    [F.ALTERAR_TRANSPORTADOR, 'altera'],
  ),
};
const secretaria: CtrActor = {
  perfis: [{ id: 40, idTipoPerfil: 4 }],
  rights: rights(
    [F.ANALISAR_CANCELAMENTO, 'altera'],
    [F.EDITAR_CTR, 'altera'],
    [F.VOLTAR_ALOCADA, 'consulta'],
  ),
};
const destino: CtrActor = {
  perfis: [{ id: 30, idTipoPerfil: 3 }],
  rights: rights([F.ANALISAR_RECEBIMENTO, 'altera'], [F.CONTROLAR_TRIADOS, 'altera']),
};

function code(fn: () => unknown): string {
  try {
    fn();
    return 'OK';
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

describe('assertTransition: permission and role', () => {
  it('the CTR own transporter with altera accepts; others are forbidden', () => {
    expect(assertTransition('aceitar', ctr('Solicitada'), transportador, NOW)).toBe('Enviada');
    expect(code(() => assertTransition('aceitar', ctr('Solicitada'), outroTransportador, NOW))).toBe(
      'FORBIDDEN',
    );
    // Right permission, wrong role: a generator does not evaluate requests.
    expect(code(() => assertTransition('aceitar', ctr('Solicitada'), gerador, NOW))).toBe('FORBIDDEN');
    const semDireito = { ...transportador, rights: {} };
    expect(code(() => assertTransition('aceitar', ctr('Solicitada'), semDireito, NOW))).toBe('FORBIDDEN');
    expect(code(() => assertTransition('aceitar', ctr('Solicitada'), null, NOW))).toBe('FORBIDDEN');
  });

  it('permission is checked before status: 403 beats 409', () => {
    expect(code(() => assertTransition('aceitar', ctr('Destinada'), gerador, NOW))).toBe('FORBIDDEN');
    expect(code(() => assertTransition('aceitar', ctr('Destinada'), transportador, NOW))).toBe('CONFLICT');
  });

  it('cancellation analysis is for staff only', () => {
    const cs = ctr('Cancelamento Solicitado');
    expect(assertTransition('aceitarCancelamento', cs, secretaria, NOW)).toBe('Cancelada');
    expect(assertTransition('destinar', cs, secretaria, NOW)).toBe('Destinada');
    const transportadorComDireito = { ...transportador, rights: rights([F.ANALISAR_CANCELAMENTO, 'altera']) };
    expect(code(() => assertTransition('recusarCancelamento', cs, transportadorComDireito, NOW))).toBe(
      'FORBIDDEN',
    );
  });

  it('voltarAlocada needs consulta on its feature and the transporter role', () => {
    expect(assertTransition('voltarAlocada', ctr('Retirada'), transportador, NOW)).toBe('Alocada');
    expect(code(() => assertTransition('voltarAlocada', ctr('Retirada'), secretaria, NOW))).toBe('FORBIDDEN');
  });

  it('receipt and triagem by the CTR destination', () => {
    expect(assertTransition('receber', ctr('Em Pesagem'), destino, NOW)).toBe('Destinada');
    expect(assertTransition('triagem', ctr('Destinada'), destino, NOW)).toBe('Destinada');
    const outroDestino = { ...destino, perfis: [{ id: 31, idTipoPerfil: 3 }] };
    expect(code(() => assertTransition('rejeitar', ctr('Retirada'), outroDestino, NOW))).toBe('FORBIDDEN');
  });

  it('quick weighing by a vehicle of the CTR transporter; the job marks Irregular', () => {
    expect(assertTransition('adicionarPesagem', ctr('Retirada'), { veiculo: { idPerfil: 20 } }, NOW)).toBe(
      'Em Pesagem',
    );
    expect(
      code(() => assertTransition('removerPesagem', ctr('Em Pesagem'), { veiculo: { idPerfil: 21 } }, NOW)),
    ).toBe('FORBIDDEN');
    expect(assertTransition('marcarIrregular', ctr('Alocada'), { sistema: true }, NOW)).toBe('Irregular');
    const admin: CtrActor = {
      perfis: [{ id: 50, idTipoPerfil: 10 }],
      rights: new Proxy({}, { get: () => ({ altera: true }) }),
    };
    expect(code(() => assertTransition('marcarIrregular', ctr('Alocada'), admin, NOW))).toBe('FORBIDDEN');
  });

  it('creation: the draft owner with inclui', () => {
    const draft = { situacao: null, idGerador: 10, idTransportador: 20 };
    expect(assertTransition('solicitar', draft, gerador, NOW)).toBe('Solicitada');
    expect(assertTransition('enviarNaoSolicitado', draft, transportador, NOW)).toBe('Alocada');
    expect(code(() => assertTransition('solicitar', { ...draft, idGerador: 11 }, gerador, NOW))).toBe(
      'FORBIDDEN',
    );
    expect(
      code(() => assertTransition('solicitar', { ...draft, situacao: 'Solicitada' }, gerador, NOW)),
    ).toBe('CONFLICT');
  });

  it('canTransition without an actor checks statuses only', () => {
    expect(canTransition('aceitar', ctr('Solicitada'))).toBe(true);
    expect(canTransition('aceitar', ctr('Enviada'))).toBe(false);
    expect(canTransition('aceitar', ctr('Solicitada'), outroTransportador)).toBe(false);
  });
});

describe('availableActions: the buttons a screen shows', () => {
  it('transporter on its Enviada / Alocada / Retirada CTRs', () => {
    expect(availableActions(ctr('Enviada'), transportador, NOW)).toEqual([
      'alocar',
      'solicitarCancelamento',
      'editar',
    ]);
    // Retirar shows at once; the 30-min wait is told by the form on submit.
    const alocada = ctr('Alocada', { dataHoraAlocacao: NOW, tipoVeiculo: 'Poliguindaste' });
    expect(availableActions(alocada, transportador, NOW)).toEqual([
      'retirar',
      'solicitarCancelamento',
      'editar',
    ]);
    expect(availableActions(ctr('Retirada'), transportador, NOW)).toEqual([
      'solicitarCancelamento',
      'voltarAlocada',
      'editar',
    ]);
    expect(availableActions(ctr('Retirada', { realocado: true, editado: true }), transportador, NOW)).toEqual(
      ['solicitarCancelamento'],
    );
  });

  it('nothing for another transporter; generator sees Alterar Transportador on Recusada', () => {
    expect(availableActions(ctr('Alocada'), outroTransportador, NOW)).toEqual([]);
    expect(availableActions(ctr('Recusada'), gerador, NOW)).toEqual(['alterarTransportador']);
  });

  it('staff on a pending cancellation; destination on a Destinada CTR', () => {
    expect(availableActions(ctr('Cancelamento Solicitado'), secretaria, NOW)).toEqual([
      'recusarCancelamento',
      'aceitarCancelamento',
      'destinar',
      'editar',
    ]);
    expect(availableActions(ctr('Destinada'), destino, NOW)).toEqual(['triagem']);
    expect(availableActions(ctr('Cancelada'), secretaria, NOW)).toEqual([]);
  });
});
