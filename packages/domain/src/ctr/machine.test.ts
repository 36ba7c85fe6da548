import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Rights } from '../permissions';
import { canTransition, nextStatus } from './machine';
import { SITUACOES_CTR, type SituacaoCtr } from './status';
import { CTR_TRANSITIONS } from './transitions';
import { CTR_ACTIONS, type CtrAction, type CtrActor, type CtrState } from './types';

// Written independently of transitions.ts from spec 2 §4 and the team brief:
// status → the actions allowed from it, with the status each one leads to.
const EXPECTED: Record<SituacaoCtr | 'novo', Partial<Record<CtrAction, SituacaoCtr>>> = {
  novo: { solicitar: 'Solicitada', enviarNaoSolicitado: 'Alocada' },
  Solicitada: {
    aceitar: 'Enviada',
    recusar: 'Recusada',
    solicitarCancelamento: 'Cancelamento Solicitado',
    editar: 'Solicitada',
  },
  Enviada: {
    alocar: 'Alocada',
    retirar: 'Retirada',
    solicitarCancelamento: 'Cancelamento Solicitado',
    editar: 'Enviada',
    marcarIrregular: 'Irregular',
  },
  Alocada: {
    alocar: 'Alocada',
    retirar: 'Retirada',
    solicitarCancelamento: 'Cancelamento Solicitado',
    editar: 'Alocada',
    marcarIrregular: 'Irregular',
  },
  Retirada: {
    adicionarPesagem: 'Em Pesagem',
    receber: 'Destinada',
    rejeitar: 'Resíduo Rejeitado',
    solicitarCancelamento: 'Cancelamento Solicitado',
    voltarAlocada: 'Alocada',
    editar: 'Retirada',
    marcarIrregular: 'Irregular',
  },
  'Em Pesagem': {
    removerPesagem: 'Retirada',
    receber: 'Destinada',
    rejeitar: 'Resíduo Rejeitado',
    editar: 'Em Pesagem',
    marcarIrregular: 'Irregular',
  },
  Destinada: { triagem: 'Destinada' },
  Irregular: { editar: 'Irregular' },
  Recusada: { alterarTransportador: 'Solicitada', editar: 'Recusada' },
  Cancelada: {},
  'Resíduo Rejeitado': { corrigirDados: 'Retirada', editar: 'Resíduo Rejeitado' },
  'Cancelamento Solicitado': {
    recusarCancelamento: 'Cancelamento Recusado',
    aceitarCancelamento: 'Cancelada',
    destinar: 'Destinada',
    editar: 'Cancelamento Solicitado',
  },
  'Cancelamento Recusado': {
    receber: 'Destinada',
    rejeitar: 'Resíduo Rejeitado',
    // remembered status, here Retirada (see the context below)
    prosseguir: 'Retirada',
    editar: 'Cancelamento Recusado',
  },
};

const ids = { idTransportador: 20, idGerador: 10, idDestinoFinal: 30 };
const perfis = {
  transportador: { id: 20, idTipoPerfil: 2 },
  outroTransportador: { id: 21, idTipoPerfil: 2 },
  gerador: { id: 10, idTipoPerfil: 1 },
  destino: { id: 30, idTipoPerfil: 3 },
  secretaria: { id: 40, idTipoPerfil: 4 },
  admin: { id: 50, idTipoPerfil: 10 },
};
const allRights: Rights = new Proxy(
  {},
  { get: () => ({ consulta: true, inclui: true, altera: true, exclui: true }) },
);
// Plays every role, so that only statuses and guards decide.
const everyone: CtrActor = {
  perfis: [perfis.transportador, perfis.gerador, perfis.destino, perfis.admin],
  rights: allRights,
  sistema: true,
  veiculo: { idPerfil: 20 },
};
const NOW = new Date('2026-05-10T15:00:00Z');
const permissiveCtx = {
  ...ids,
  situacaoAnterior: 'Retirada' as SituacaoCtr,
  realocado: false,
  actor: everyone,
  now: NOW,
};

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('transition table, every status × every action', () => {
  for (const from of ['novo', ...SITUACOES_CTR] as const) {
    for (const action of CTR_ACTIONS) {
      const expected = EXPECTED[from][action];
      const situacao = from === 'novo' ? null : from;
      it(`${action} from ${from} → ${expected ?? 'refused (409)'}`, () => {
        if (expected) {
          expect(nextStatus(action, situacao, permissiveCtx)).toBe(expected);
          expect(canTransition(action, { ...permissiveCtx, situacao }, everyone, NOW)).toBe(true);
        } else {
          const err = refusal(() => nextStatus(action, situacao, permissiveCtx));
          expect(err.code).toBe('CONFLICT');
          expect(err.status).toBe(409);
          expect(err.message).toMatch(/^Não|^Esta|^Somente|^A /);
          expect(canTransition(action, { ...permissiveCtx, situacao }, everyone, NOW)).toBe(false);
        }
      });
    }
  }

  it('the table only names known statuses, and buttons show only where the server accepts', () => {
    for (const def of Object.values(CTR_TRANSITIONS)) {
      if (typeof def.to === 'string' && def.to !== 'remembered' && def.to !== 'unchanged') {
        expect(SITUACOES_CTR).toContain(def.to);
      }
      if (def.from !== 'novo') for (const s of def.shownFrom ?? []) expect(def.from).toContain(s);
    }
  });
});

describe('random walks from Solicitada', () => {
  it('stay within the 12 statuses; Cancelada is final and Destinada only takes triagem', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CTR_ACTIONS), { maxLength: 40 }), (actions) => {
        let ctr: CtrState = { ...ids, situacao: 'Solicitada', realocado: false, situacaoAnterior: null };
        for (const action of actions) {
          const before = ctr.situacao;
          if (!canTransition(action, ctr, everyone, NOW)) continue;
          const to = nextStatus(action, ctr.situacao, { ...ctr, actor: everyone, now: NOW });
          expect(SITUACOES_CTR).toContain(to);
          expect(before).not.toBe('Cancelada');
          if (before === 'Destinada') expect([action, to]).toEqual(['triagem', 'Destinada']);
          const def = CTR_TRANSITIONS[action];
          ctr = {
            ...ctr,
            situacao: to,
            situacaoAnterior: def.remembersPrevious ? before : ctr.situacaoAnterior,
            realocado: def.setsRealocado ? true : ctr.realocado,
          };
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('guards', () => {
  const base = { ...ids, actor: everyone, now: NOW };

  it('cancellation from Retirada only by the CTR own transporter (types 2/9)', () => {
    const as = (actor: CtrActor) => () => nextStatus('solicitarCancelamento', 'Retirada', { ...ids, actor });
    expect(as({ perfis: [perfis.transportador] })()).toBe('Cancelamento Solicitado');
    expect(as({ perfis: [{ id: 20, idTipoPerfil: 9 }] })()).toBe('Cancelamento Solicitado');
    expect(refusal(as({ perfis: [perfis.gerador] })).code).toBe('CONFLICT');
    expect(refusal(as({ perfis: [perfis.secretaria, perfis.admin] })).code).toBe('CONFLICT');
    expect(refusal(as({ perfis: [perfis.outroTransportador] })).code).toBe('CONFLICT');
    expect(refusal(() => nextStatus('solicitarCancelamento', 'Retirada', ids)).code).toBe('CONFLICT');
    expect(
      nextStatus('solicitarCancelamento', 'Alocada', { ...ids, actor: { perfis: [perfis.gerador] } }),
    ).toBe('Cancelamento Solicitado');
  });

  it('prosseguir returns to the remembered status and needs one', () => {
    for (const s of ['Solicitada', 'Enviada', 'Alocada', 'Retirada'] as const) {
      expect(nextStatus('prosseguir', 'Cancelamento Recusado', { ...base, situacaoAnterior: s })).toBe(s);
    }
    expect(refusal(() => nextStatus('prosseguir', 'Cancelamento Recusado', { ...base })).message).toBe(
      'Não foi possível identificar a situação anterior ao pedido de cancelamento desta CTR.',
    );
    const emPesagem = { ...base, situacaoAnterior: 'Em Pesagem' as const };
    expect(refusal(() => nextStatus('prosseguir', 'Cancelamento Recusado', emPesagem)).code).toBe('CONFLICT');
  });

  it('receipt from Cancelamento Recusado only when the bin had been removed', () => {
    const ctx = (situacaoAnterior: SituacaoCtr) => ({ ...base, situacaoAnterior });
    expect(nextStatus('receber', 'Cancelamento Recusado', ctx('Retirada'))).toBe('Destinada');
    expect(refusal(() => nextStatus('receber', 'Cancelamento Recusado', ctx('Alocada'))).code).toBe(
      'CONFLICT',
    );
    expect(refusal(() => nextStatus('rejeitar', 'Cancelamento Recusado', ctx('Solicitada'))).code).toBe(
      'CONFLICT',
    );
    expect(nextStatus('receber', 'Retirada', { ...base, situacaoAnterior: null })).toBe('Destinada');
  });

  it('voltarAlocada only once', () => {
    expect(nextStatus('voltarAlocada', 'Retirada', { ...base, realocado: false })).toBe('Alocada');
    expect(refusal(() => nextStatus('voltarAlocada', 'Retirada', { ...base, realocado: true })).message).toBe(
      'A situação desta CTR já foi regredida para Alocada uma vez.',
    );
  });

  it('removal waits 30 min after allocation unless Basculante (29:59 refused, 30:00 allowed)', () => {
    const alocacao = new Date('2026-05-10T15:00:00Z');
    const at =
      (ms: number, tipoVeiculo = 'Poliguindaste') =>
      () =>
        nextStatus('retirar', 'Alocada', {
          ...base,
          dataHoraAlocacao: alocacao,
          tipoVeiculo,
          now: new Date(ms),
        });
    const err = refusal(at(alocacao.getTime() + 29 * 60_000 + 59_000));
    expect(err.message).toBe('Atenção, esta caçamba só poderá ser retirada em 10/05/2026 - 12:30');
    expect(at(alocacao.getTime() + 30 * 60_000)()).toBe('Retirada');
    expect(at(alocacao.getTime(), 'Basculante')()).toBe('Retirada');
  });

  it('a removal refused by status uses the spec message when the id is known', () => {
    expect(refusal(() => nextStatus('retirar', 'Retirada', { ...base, id: 123 })).message).toBe(
      'Não é possível retirar a caçamba da solicitação de transporte 123, tente retirar a caçamba de outra solicitação de transporte.',
    );
  });

  it('editar follows the edit-eligibility rule (24 h window for non-staff)', () => {
    const gerador: CtrActor = { perfis: [perfis.gerador] };
    const solicitada = new Date('2026-05-09T15:00:00Z');
    const ctx = (nowMs: number, extra: Partial<CtrState> = {}) => ({
      ...ids,
      dataHoraSolicitacao: solicitada,
      actor: gerador,
      now: new Date(nowMs),
      ...extra,
    });
    const day = 24 * 3_600_000;
    expect(nextStatus('editar', 'Alocada', ctx(solicitada.getTime() + day - 1))).toBe('Alocada');
    expect(refusal(() => nextStatus('editar', 'Alocada', ctx(solicitada.getTime() + day))).code).toBe(
      'CONFLICT',
    );
    expect(
      refusal(() => nextStatus('editar', 'Alocada', ctx(solicitada.getTime(), { editado: true }))).code,
    ).toBe('CONFLICT');
    const cs = 'Cancelamento Solicitado';
    expect(refusal(() => nextStatus('editar', cs, ctx(solicitada.getTime()))).code).toBe('CONFLICT');
    const staff = {
      ...ctx(solicitada.getTime() + 10 * day, { editado: true }),
      actor: { perfis: [perfis.secretaria] },
    };
    expect(nextStatus('editar', cs, staff)).toBe(cs);
  });
});
