import { describe, expect, it } from 'vitest';
import {
  canChangeCacamba,
  canChangeVeiculo,
  canEditCtr,
  isCacambaEditavel,
  isVeiculoOrCacambaLivre,
  isVeiculoOrCacambaOcupado,
  requiresCacamba,
  retiradaBloqueadaMensagem,
  retiradaLiberadaEm,
  skipsEditWarning,
  validateJustificativaCancelamento,
} from './rules';
import { SITUACOES_CTR, type SituacaoCtr } from './status';

describe('vehicle and bin availability', () => {
  it('free when never used or the last request is finished', () => {
    const livres = SITUACOES_CTR.filter((s) => isVeiculoOrCacambaLivre(s));
    expect(livres.sort()).toEqual(['Cancelada', 'Destinada', 'Recusada', 'Resíduo Rejeitado']);
    expect(isVeiculoOrCacambaLivre(null)).toBe(true);
    expect(isVeiculoOrCacambaLivre(undefined)).toBe(true);
  });
  it('busy only on Enviada and Alocada CTRs', () => {
    expect(SITUACOES_CTR.filter((s) => isVeiculoOrCacambaOcupado(s))).toEqual(['Enviada', 'Alocada']);
    expect(isVeiculoOrCacambaOcupado(null)).toBe(false);
  });
  it('a bin is not editable while a request is Enviada, Alocada, Retirada or Em Pesagem', () => {
    expect(isCacambaEditavel([])).toBe(true);
    expect(isCacambaEditavel(['Destinada', 'Cancelada'])).toBe(true);
    for (const s of ['Enviada', 'Alocada', 'Retirada', 'Em Pesagem'] as const) {
      expect(isCacambaEditavel(['Destinada', s])).toBe(false);
    }
  });
  it('vehicle change only when Enviada, bin change when Enviada or Alocada', () => {
    expect(SITUACOES_CTR.filter(canChangeVeiculo)).toEqual(['Enviada']);
    expect(SITUACOES_CTR.filter(canChangeCacamba)).toEqual(['Enviada', 'Alocada']);
  });
  it('only Poliguindaste needs a bin', () => {
    expect(requiresCacamba('Poliguindaste')).toBe(true);
    expect(requiresCacamba('Basculante')).toBe(false);
    expect(requiresCacamba(null)).toBe(false);
  });
});

describe('removal wait', () => {
  const alocacao = new Date('2026-05-10T15:00:00Z');
  it('30 minutes after allocation unless Basculante', () => {
    expect(retiradaLiberadaEm(alocacao, 'Poliguindaste').toISOString()).toBe('2026-05-10T15:30:00.000Z');
    expect(retiradaLiberadaEm(alocacao, 'Basculante').toISOString()).toBe('2026-05-10T15:00:00.000Z');
  });
  it('29:59 shows the spec warning in Brasília time; 30:00 is allowed', () => {
    const at = (ms: number) => new Date(alocacao.getTime() + ms);
    expect(retiradaBloqueadaMensagem(alocacao, 'Poliguindaste', at(29 * 60_000 + 59_000))).toBe(
      'Atenção, esta caçamba só poderá ser retirada em 10/05/2026 - 12:30',
    );
    expect(retiradaBloqueadaMensagem(alocacao, 'Poliguindaste', at(30 * 60_000 - 1))).not.toBeNull();
    expect(retiradaBloqueadaMensagem(alocacao, 'Poliguindaste', at(30 * 60_000))).toBeNull();
    expect(retiradaBloqueadaMensagem(alocacao, 'Basculante', alocacao)).toBeNull();
    expect(retiradaBloqueadaMensagem(null, 'Poliguindaste', alocacao)).toBeNull();
  });
});

describe('canEditCtr', () => {
  const dataHoraSolicitacao = new Date('2026-05-10T12:00:00Z');
  const day = 24 * 3_600_000;
  const check = (
    situacao: SituacaoCtr,
    opts: { isStaff?: boolean; editado?: boolean; after?: number } = {},
  ) =>
    canEditCtr({
      situacao,
      dataHoraSolicitacao,
      editado: opts.editado ?? false,
      isStaff: opts.isStaff ?? false,
      now: new Date(dataHoraSolicitacao.getTime() + (opts.after ?? 0)),
    });

  it('staff edit anything but Destinada and Cancelada, at any time, edited or not', () => {
    const editable = SITUACOES_CTR.filter((s) => check(s, { isStaff: true, editado: true, after: 30 * day }));
    expect(editable).toEqual(SITUACOES_CTR.filter((s) => s !== 'Destinada' && s !== 'Cancelada'));
  });
  it('others: within 24 h (exclusive), once, and not during cancellation', () => {
    expect(check('Alocada', { after: day - 1 })).toBe(true);
    expect(check('Alocada', { after: day })).toBe(false);
    expect(check('Alocada', { editado: true })).toBe(false);
    const blocked = SITUACOES_CTR.filter((s) => !check(s));
    expect(blocked.sort()).toEqual([
      'Cancelada',
      'Cancelamento Recusado',
      'Cancelamento Solicitado',
      'Destinada',
    ]);
  });
  it('profile types 4 and 10 skip the once-only warning', () => {
    expect(skipsEditWarning([2, 4])).toBe(true);
    expect(skipsEditWarning([10])).toBe(true);
    expect(skipsEditWarning([1, 2, 3, 5, 8, 9])).toBe(false);
    expect(skipsEditWarning([])).toBe(false);
  });
});

describe('cancellation justification', () => {
  it('7 to 255 characters after trimming, with the spec messages', () => {
    expect(validateJustificativaCancelamento('')).toBe('A justificativa informada é inválida.');
    expect(validateJustificativaCancelamento(null)).toBe('A justificativa informada é inválida.');
    expect(validateJustificativaCancelamento(' 123456 ')).toBe(
      'A justificativa deve ter no mínimo 7 caracteres.',
    );
    expect(validateJustificativaCancelamento('1234567')).toBeNull();
    expect(validateJustificativaCancelamento('x'.repeat(255))).toBeNull();
    expect(validateJustificativaCancelamento('x'.repeat(256))).toBe('A justificativa informada é inválida.');
  });
});
