import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { MSG_ACCESS } from './messages/access';
import { MSG_COMMON } from './messages/common';
import { MSG_CTR } from './messages/ctr';
import { MSG_MASTER_DATA } from './messages/master-data';

function leaves(node: unknown, path = 'MSG'): [string, unknown][] {
  if (typeof node === 'string' || typeof node === 'function') return [[path, node]];
  return Object.entries(node as object).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
}

describe('MSG catalogue', () => {
  it('groups of the three documents do not overwrite each other', () => {
    const groups = [MSG_COMMON, MSG_ACCESS, MSG_CTR, MSG_MASTER_DATA].flatMap((g) => Object.keys(g));
    expect(new Set(groups).size).toBe(groups.length);
    expect(Object.keys(MSG)).toHaveLength(groups.length + 1);
  });

  it('every text is non-empty and trimmed; placeholders are functions', () => {
    for (const [path, value] of leaves(MSG)) {
      // One-element arrays satisfy both kinds of placeholder: `${['X']}` is 'X' and lists .join().
      const text = typeof value === 'function' ? String(value(['X'], ['Y'])) : (value as string);
      expect(text.length, path).toBeGreaterThan(0);
      expect(text.trim(), path).toBe(text);
      expect(text, path).not.toMatch(/\$\{|undefined/);
    }
  });

  it('keeps the spec spelling, typos included', () => {
    expect(MSG.senha.atualizada).toBe('Senha Atualizada con sucesso.');
    expect(MSG.usuario.senhaTamanho).toBe(
      'O campo de senha deve ter no mínimo 6 digítos, e no máximo 15 digítos',
    );
    expect(MSG.pesagem.adicionada).toBe('CTR Adiciona com sucesso');
    expect(MSG.solicitacao.volumeObrigatorio).toBe('O campo "Volume em M³ é obrigatório');
    expect(MSG.pessoa.perfilAtribuido('ana, joão')).toBe(
      'Não foi possível remover este perfil, pois ele está atribuíto ao(s) usuário(s): ana, joão',
    );
  });

  it('fills placeholders', () => {
    expect(MSG.avaliacao.veiculoOcupado('ABC1D23', 123)).toBe(
      'Atenção, o veículo de placa ABC1D23 já está atrelado a CTR Nº:123',
    );
    expect(MSG.retirada.aguardar('10/05/2026 - 12:30')).toBe(
      'Atenção, esta caçamba só poderá ser retirada em 10/05/2026 - 12:30',
    );
    expect(MSG.notificador.valorUnico('placa')).toBe(
      'O valor do campo: placa precisa ser único. Já existe um registro com este dado',
    );
    expect(MSG.notificador.falhaRetorno('GET', '/api/Obra')).toBe(
      'Falha no retorno da requisicao de GET /api/Obra',
    );
    expect(MSG.graficosCtr.dataInicial('mês')).toBe(
      'Não foi possível gerar gráfico de CTRs por mês, o campo de data incial é obrigatório',
    );
    expect(MSG.recebimento.loteFalha([4, 5])).toBe(
      'Não foi possível receber lote(s) da(s) CTR(s) "4, 5", tente novamente',
    );
    expect(MSG.duvidas.enviada('Sugestão')).toBe('Sugestão enviada com sucesso');
    expect(MSG.obra.jaCadastrada('Residencial Lago')).toBe(
      'A obra Residencial Lago informada já está cadastrada.',
    );
  });
});
