import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  alocarCacambaSchema,
  analisarCancelamentoSchema,
  avaliarSolicitacaoSchema,
  destinoRapidoLoginSchema,
  destinoRapidoSolicitacaoSchema,
  recebimentoLoteSchema,
  recebimentoResiduoSchema,
  recusarCancelamentoSchema,
  retirarCacambaSchema,
  solicitacaoTransporteSchema,
  solicitarCancelamentoSchema,
  triagemCadastrarSchema,
} from './ctr';

/** The messages of a failed parse, or [] when it passes. */
function errors(schema: z.ZodType, body: unknown): string[] {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const solicitacao = {
  idObra: 1,
  idGerador: 2,
  idTransportador: 3,
  idResiduoPredominante: 4,
  residuos: [{ idTipoResiduo: 4, volumeAproximadoM3: 2.5 }],
};

describe('solicitacaoTransporteSchema', () => {
  it('accepts a request and defaults the bin count to 1', () => {
    const r = solicitacaoTransporteSchema.parse({ ...solicitacao, residuos: [] });
    expect(r.quantidadeCacambas).toBe(1);
  });
  it('uses the spec messages', () => {
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, idObra: undefined })).toEqual([
      'Por favor, selecione uma obra',
    ]);
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, idTransportador: '' })).toEqual([
      'Não foi selecionado um transportador.',
    ]);
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, idResiduoPredominante: null })).toEqual([
      'Não foi informado o campo de tipo de resíduo predominante.',
    ]);
    expect(
      errors(solicitacaoTransporteSchema, { ...solicitacao, quantidadeCacambas: 2, residuos: [] }),
    ).toEqual(['É obrigatório preencher pelo menos um resíduo']);
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, observacao: 'x'.repeat(201) })).toHaveLength(
      1,
    );
  });
  it('bin count 1 to 5', () => {
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, quantidadeCacambas: 5 })).toEqual([]);
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, quantidadeCacambas: 6 })).toHaveLength(1);
    expect(errors(solicitacaoTransporteSchema, { ...solicitacao, quantidadeCacambas: 0 })).toHaveLength(1);
  });
  it('waste lines: type, volume above zero, no duplicates', () => {
    const linhas = (residuos: unknown[]) => errors(solicitacaoTransporteSchema, { ...solicitacao, residuos });
    expect(linhas([{ volumeAproximadoM3: 1 }])).toEqual(['Por favor, insira um tipo de resíduo']);
    expect(linhas([{ idTipoResiduo: 4 }])).toEqual(['O campo "Volume em M³ é obrigatório']);
    expect(linhas([{ idTipoResiduo: 4, volumeAproximadoM3: 0 }])).toEqual(['Valor de Volume M³ inválido']);
    expect(
      linhas([
        { idTipoResiduo: 4, volumeAproximadoM3: 1 },
        { idTipoResiduo: 4, volumeAproximadoM3: 2 },
      ]),
    ).toEqual(['Resíduo já selecionado']);
  });
});

describe('avaliarSolicitacaoSchema', () => {
  it('accepting needs a vehicle, and a bin for Poliguindaste', () => {
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: true, veiculo: 5, type: 'Basculante' })).toEqual([]);
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: true })).toEqual([
      'O veiculo informado é inválido.',
    ]);
    expect(
      errors(avaliarSolicitacaoSchema, { avaliacao: 'true', veiculo: '5', type: 'Poliguindaste' }),
    ).toEqual(['A caçamba informada é inválida.']);
  });
  it('declining needs a justification of at most 200 characters', () => {
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: false })).toEqual([
      'A justificativa informada é inválida.',
    ]);
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: false, justificativa: '   ' })).toEqual([
      'A justificativa informada é inválida.',
    ]);
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: false, justificativa: 'x'.repeat(201) })).toEqual([
      'A justificativa informada é inválida.',
    ]);
    expect(errors(avaliarSolicitacaoSchema, { avaliacao: 'false', justificativa: 'Sem veículo' })).toEqual(
      [],
    );
  });
});

describe('alocar and retirar', () => {
  it('allocation needs obra and vehicle', () => {
    expect(errors(alocarCacambaSchema, {})).toEqual([
      'Obra é um campo obrigatório para a alocação',
      'Veículo é um campo obrigatório para a alocação',
    ]);
    expect(alocarCacambaSchema.parse({ idObra: '1', idVeiculo: '2', idCacamba: '' })).toEqual({
      idObra: 1,
      idVeiculo: 2,
      idCacamba: null,
    });
  });
  it('removal parses multipart strings and reports repeated waste types', () => {
    const body = {
      idResiduoPredominante: '5',
      idDestinoFinal: '30',
      idVeiculo: '7',
      idCacamba: 'null',
      residuos: JSON.stringify([{ idTipoResiduo: 3, volume: '1.5' }]),
    };
    const r = retirarCacambaSchema.parse(body);
    expect(r.residuos).toEqual([{ idTipoResiduo: 3, volume: 1.5 }]);
    expect(r.idCacamba).toBeNull();
    const repeated = JSON.stringify([
      { idTipoResiduo: 3, volume: 1 },
      { idTipoResiduo: 3, volume: 2 },
    ]);
    expect(errors(retirarCacambaSchema, { ...body, residuos: repeated })).toEqual([
      'O(s) tipo(s) de resíduos 3 está(ão) repetido(s).',
    ]);
    expect(errors(retirarCacambaSchema, { ...body, idDestinoFinal: '' })).toEqual([
      'Não foi selecionado um destino final.',
    ]);
    expect(errors(retirarCacambaSchema, { ...body, idVeiculo: undefined })).toEqual([
      'Não foi selecionado um veiculo.',
    ]);
  });
});

describe('cancellation', () => {
  it('request: 7 to 255 characters', () => {
    const e = (m: unknown) => errors(solicitarCancelamentoSchema, { motivoSolCancelamento: m });
    expect(e(undefined)).toEqual(['A justificativa informada é inválida.']);
    expect(e('curto')).toEqual(['A justificativa deve ter no mínimo 7 caracteres.']);
    expect(e('Obra cancelada pelo cliente')).toEqual([]);
    expect(e('x'.repeat(256))).toEqual(['A justificativa informada é inválida.']);
  });
  it('refusal needs a reason; the analysis radio needs a choice', () => {
    expect(errors(recusarCancelamentoSchema, { motivoRecSolCancelamento: '' })).toEqual([
      'Insira um motivo para a recusa do cancelamento',
    ]);
    expect(errors(analisarCancelamentoSchema, {})).toEqual(['É preciso aceitar, recusar ou destinar a CTR']);
    expect(errors(analisarCancelamentoSchema, { acao: 'Recusar' })).toEqual([
      'Insira um motivo para a recusa do cancelamento',
    ]);
    expect(errors(analisarCancelamentoSchema, { acao: 'Aceitar' })).toEqual([]);
  });
});

describe('receipt', () => {
  it('needs a choice; rejecting needs an observation; max 500', () => {
    expect(errors(recebimentoResiduoSchema, {})).toEqual([
      'É preciso escolher se o recebimento do resíduo vai ser aceito ou não.',
    ]);
    expect(errors(recebimentoResiduoSchema, { avaliacao: true })).toEqual([]);
    expect(errors(recebimentoResiduoSchema, { avaliacao: false })).toEqual([
      'A observação informada é inválida.',
    ]);
    expect(errors(recebimentoResiduoSchema, { avaliacao: true, observacao: 'x'.repeat(501) })).toEqual([
      'A observação informada é inválida.',
    ]);
    expect(errors(recebimentoLoteSchema, { ids: [] })).toEqual(['Selecione ao menos uma CTR.']);
    expect(recebimentoLoteSchema.parse({ ids: ['1', 2] }).ids).toEqual([1, 2]);
  });
});

describe('triagemCadastrarSchema', () => {
  const dados = { idSolicitacaoTransporte: 9, enviarPara: 'Recicladora' };
  const linha = { idTipoResiduo: 3, volumeAproximadoM3: 2 };
  it('accepts a sorting with lines defaulting to insert', () => {
    const r = triagemCadastrarSchema.parse({ dadosTriagem: dados, residuosTriados: [linha] });
    expect(r.residuosTriados[0]?.action).toBe('insert');
  });
  it('uses the spec messages', () => {
    const e = (body: unknown) => errors(triagemCadastrarSchema, body);
    expect(e({ dadosTriagem: { ...dados, enviarPara: 'ATT' }, residuosTriados: [linha] })).toEqual([
      'Você deve selecionar um destino para a triagem',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [] })).toEqual([
      'Você deve adicionar uma triagem de resíduo abaixo',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [{ volumeAproximadoM3: 1 }] })).toEqual([
      'Não foi escolhido um Tipo de Residuo.',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [{ ...linha, volumeAproximadoM3: 0 }] })).toEqual([
      'Não foi digitado o Volume.',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [{ ...linha, volumeAproximadoM3: -1 }] })).toEqual([
      'Não foi digitado o Volume.',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [{ ...linha, action: 'update' }] })).toEqual([
      'Erro durante o processamento',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [{ ...linha, id: 4, action: 'remove' }] })).toEqual([
      'Você deve adicionar uma triagem de resíduo abaixo',
    ]);
    expect(e({ dadosTriagem: dados, residuosTriados: [linha, { ...linha, volumeAproximadoM3: 5 }] })).toEqual(
      ['Resíduo já selecionado'],
    );
  });
});

describe('quick destination', () => {
  it('normalises the plate and checks the token', () => {
    expect(destinoRapidoLoginSchema.parse({ placa: 'abc-1d23', token: '123456' })).toEqual({
      placa: 'ABC1D23',
      token: '123456',
    });
    expect(errors(destinoRapidoLoginSchema, {})).toEqual(['placa é obrigatoria', 'token é obrigatorio']);
    expect(errors(destinoRapidoLoginSchema, { placa: 'ABCD123', token: '1234567' })).toEqual([
      'Digite uma placa de veículo válida',
      'O token deve ter 6 caracteres',
    ]);
  });
  it('weighing needs destination and origin', () => {
    expect(
      errors(destinoRapidoSolicitacaoSchema, { idResiduoPredominante: 5, placa: 'ABC1D23', token: '123456' }),
    ).toEqual(['Destino Final é obrigatorio', 'Origem é obrigatorio']);
  });
});
