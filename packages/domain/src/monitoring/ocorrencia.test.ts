import { describe, expect, it } from 'vitest';
import { adicionarAnexos, tamanhoMb } from './anexos';
import { validarOcorrencia } from './ocorrencia';

const base = { irregularidadeCom: 'Caçamba', temFoto: true, descricaoIrregularidade: 'Caçamba sem CTR' };

describe('validarOcorrencia', () => {
  it('checks the bin form in the spec order', () => {
    expect(validarOcorrencia({ ...base, temFoto: false })?.message).toBe(
      'É obrigatório anexar uma foto para a ocorrência',
    );
    expect(validarOcorrencia({ ...base, descricaoIrregularidade: 'Outra' })?.message).toBe(
      'Insira uma descrição para a irregularidade',
    );
    expect(validarOcorrencia(base)?.message).toBe('Selecione se há um identificador na caçamba');
    expect(validarOcorrencia({ ...base, possuiIdentificador: 'Sim' })?.message).toBe(
      'Insira um número de identificação',
    );
    expect(validarOcorrencia({ ...base, possuiIdentificador: 'Não' })?.message).toBe(
      'Descreva um identificador para a caçamba',
    );
    expect(validarOcorrencia({ ...base, possuiIdentificador: 'Sim', idCacamba: 3 })).toBeNull();
  });

  it('checks the transport form', () => {
    const t = { irregularidadeCom: 'Transporte', temFoto: true, descricaoIrregularidade: 'Veículo sem CTR' };
    expect(validarOcorrencia({ ...t, descricaoIrregularidade: 'Caçamba sem CTR' })?.field).toBe(
      'descricaoIrregularidade',
    );
    expect(validarOcorrencia(t)?.message).toBe('Selecione uma placa para o transporte');
    expect(validarOcorrencia({ ...t, placaVeiculo: 'ABC1D234' })?.field).toBe('placaVeiculo');
    expect(validarOcorrencia({ ...t, placaVeiculo: 'ABC1D23' })?.message).toBe(
      'Selecione se há um identificador no veículo',
    );
    expect(validarOcorrencia({ ...t, placaVeiculo: 'ABC1D23', possuiIdentificador: 'Sim' })?.message).toBe(
      'O campo de identificador do veículo é obrigatório',
    );
    expect(validarOcorrencia({ ...t, placaVeiculo: 'ABC1D23', idVeiculo: 1 })).toBeNull();
  });
});

describe('anexos', () => {
  it('ignores duplicates by name and size and stops at five', () => {
    const f = (name: string, size = 10) => ({ name, size });
    const first = adicionarAnexos([], [f('a'), f('a'), f('b'), f('a', 11)]);
    expect(first.anexos.map((a) => a.name)).toEqual(['a', 'b', 'a']);
    const second = adicionarAnexos(first.anexos, [f('c'), f('d'), f('e')]);
    expect(second.anexos).toHaveLength(5);
    expect(second.limiteAtingido).toBe(true);
    expect(tamanhoMb(1572864)).toBe('1.50');
  });
});
