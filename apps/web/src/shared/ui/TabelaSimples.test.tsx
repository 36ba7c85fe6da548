import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { type ColunaTabela, TabelaSimples } from './TabelaSimples';

interface Linha {
  mes: string;
  total: number;
}
const colunas: ColunaTabela<Linha>[] = [
  { chave: 'mes', titulo: 'Mês', celula: (l) => l.mes },
  { chave: 'total', titulo: 'Total', celula: (l) => l.total },
];

describe('TabelaSimples', () => {
  it('is named by its caption, heads columns with scope=col and draws one row per item', () => {
    renderWithProviders(
      <TabelaSimples
        titulo="CTRs por mês"
        colunas={colunas}
        linhas={[
          { mes: '2026-01', total: 3 },
          { mes: '2026-02', total: 7 },
        ]}
        chaveLinha={(l) => l.mes}
        minWidth={640}
      />,
    );
    const tabela = screen.getByRole('table', { name: 'CTRs por mês' });
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(3);
    expect(within(linhas[2]!).getByText('7')).toBeTruthy();
    // The sideways scroll box is focusable and named like the table.
    expect(screen.getByRole('region', { name: 'CTRs por mês' }).getAttribute('tabindex')).toBe('0');
  });

  it('says so in one row spanning every column when there is nothing', () => {
    renderWithProviders(
      <TabelaSimples
        titulo="Vazia"
        colunas={colunas}
        linhas={[]}
        chaveLinha={(l) => l.mes}
        vazio="Nada aqui."
      />,
    );
    const celula = screen.getByRole('cell', { name: 'Nada aqui.' });
    expect(celula.getAttribute('colspan')).toBe('2');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
