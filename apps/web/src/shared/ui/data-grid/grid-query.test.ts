import { describe, expect, it } from 'vitest';
import { buildWhere, nextOrder } from './grid-query';
import type { GridColumn } from './types';

type Row = Record<string, unknown>;
const columns: GridColumn<Row>[] = [
  { field: 'nome', header: 'Nome' },
  { field: 'situacao', header: 'Situação', filter: 'select' },
  { field: 'tipo', header: 'Tipo', filter: 'select', multiple: true },
  { field: 'createdAt', header: 'Criado em', filter: 'date' },
  { field: 'pessoa.nome', header: 'Pessoa', filterField: '$pessoa.nomeRazaoSocial$' },
];

describe('buildWhere', () => {
  it('maps each filter kind to the API operators', () => {
    const where = buildWhere(columns, {
      nome: ' ana ',
      situacao: 'Ativo',
      tipo: ['1', '8'],
      'pessoa.nome': 'x',
    });
    expect(where).toEqual({
      nome: { $iLike: '%ana%' },
      situacao: 'Ativo',
      tipo: { $in: ['1', '8'] },
      '$pessoa.nomeRazaoSocial$': { $iLike: '%x%' },
    });
  });

  it('filters a lookup column by the picked id, on its filterField', () => {
    const lookup = [
      {
        field: 'nomeTransportador',
        header: 'Transportador',
        filter: 'lookup' as const,
        filterField: 'idTransportador',
        lookup: { entity: 'ViewTransportador', labelField: 'nomeRazaoSocial' },
      },
    ];
    expect(buildWhere(lookup, { nomeTransportador: '50' })).toEqual({ idTransportador: 50 });
    expect(buildWhere(lookup, { nomeTransportador: null })).toBeUndefined();
  });

  it('turns a date into that whole day', () => {
    const where = buildWhere(columns, { createdAt: '2026-03-10' }) as { createdAt: { $between: string[] } };
    const [from, to] = where.createdAt.$between.map((iso) => new Date(iso));
    expect(to!.getTime() - from!.getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(from!.getDate()).toBe(10);
  });

  it('ignores empty filters and combines with the base where', () => {
    expect(buildWhere(columns, { nome: '  ', tipo: [] })).toBeUndefined();
    expect(buildWhere(columns, {}, { excluido: 0 })).toEqual({ excluido: 0 });
    expect(buildWhere(columns, { situacao: 'Ativo' }, { excluido: 0 })).toEqual({
      $and: [{ excluido: 0 }, { situacao: 'Ativo' }],
    });
  });
});

describe('nextOrder', () => {
  it('cycles ascending, descending, default', () => {
    expect(nextOrder(null, 'nome')).toEqual([['nome', 'ASC']]);
    expect(nextOrder([['nome', 'ASC']], 'nome')).toEqual([['nome', 'DESC']]);
    expect(nextOrder([['nome', 'DESC']], 'nome')).toBeNull();
    expect(nextOrder([['nome', 'DESC']], 'id')).toEqual([['id', 'ASC']]);
  });
});
