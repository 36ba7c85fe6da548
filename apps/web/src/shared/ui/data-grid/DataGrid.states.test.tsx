import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { PageTitle } from '../PageTitle';
import { DataGrid } from './DataGrid';
import type { DataGridProps, GridColumn } from './types';

interface Linha {
  id: number;
  nome: string;
  bairro: string;
}

const columns: GridColumn<Linha>[] = [
  { field: 'nome', header: 'Nome' },
  { field: 'bairro', header: 'Bairro', hidden: true },
];

/** Rows whose name contains the $iLike text, or all when unfiltered. */
function serve(rows: Linha[]) {
  return mockApi({
    'POST /api/Linha/find': (body) => {
      const where = JSON.stringify((body as { where?: unknown }).where ?? {});
      const text = /%([^%]*)%/.exec(where)?.[1];
      const found = text ? rows.filter((r) => r.nome.includes(text)) : rows;
      return ok({ rows: found, count: found.length });
    },
  });
}

const grid = (props: Partial<DataGridProps<Linha>> = {}) => (
  <DataGrid<Linha> entity="Linha" title="Linhas" columns={columns} {...props} />
);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DataGrid states (issue #15 items 5-6)', { timeout: 20_000 }, () => {
  it('tells apart "nothing yet" from "nothing with these filters" and clears the filters', async () => {
    const api = serve([{ id: 1, nome: 'Alfa', bairro: 'Centro' }]);
    renderWithProviders(
      grid({ empty: { none: 'Nenhuma linha ainda.', filtered: 'Nenhuma linha com estes filtros.' } }),
    );
    await screen.findByText('Alfa');
    const filtro = screen.getByRole('textbox', { name: 'Filtrar por Nome' });
    fireEvent.change(filtro, { target: { value: 'Zeta' } });
    expect(await screen.findByText('Nenhuma linha com estes filtros.')).toBeTruthy();
    expect(screen.getByText('Limpe os filtros ou tente outros termos de busca.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByText('Alfa');
    expect(filtro).toHaveProperty('value', '');
    const wheres = api.callsTo('/api/Linha/find').map((c) => (c.body as { where?: unknown }).where);
    expect(wheres).toEqual([undefined, { nome: { $iLike: '%Zeta%' } }]);
  });

  it('shows "nothing yet" with the next step when the list is empty without filters', async () => {
    serve([]);
    renderWithProviders(
      grid({
        empty: {
          none: 'Nenhuma linha ainda.',
          hint: 'Cadastre a primeira.',
          action: <button type="button">Nova linha</button>,
        },
      }),
    );
    expect(await screen.findByText('Nenhuma linha ainda.')).toBeTruthy();
    expect(screen.getByText('Cadastre a primeira.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova linha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('announces a load error in the body and tries again', async () => {
    let calls = 0;
    mockApi({
      // A 5xx is retried once by the query client: both tries fail, then the user tries again.
      'POST /api/Linha/find': () => {
        calls += 1;
        return calls <= 2
          ? fail(500, 'INTERNAL', 'Falha no servidor de teste')
          : ok({ rows: [{ id: 1, nome: 'Alfa', bairro: 'x' }], count: 1 });
      },
    });
    renderWithProviders(grid());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os registros.');
    expect(alert.textContent).toContain('Falha no servidor de teste');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Alfa');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the title once: the caption hides when the page heading says the same', async () => {
    serve([{ id: 1, nome: 'Alfa', bairro: 'Centro' }]);
    renderWithProviders(
      <>
        <PageTitle title="Linhas" />
        {grid()}
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Linhas' });
    await within(table).findByText('Alfa');
    const caption = table.querySelector('caption');
    await waitFor(() => expect(caption?.firstElementChild?.className).toMatch(/VisuallyHidden/));
  });

  it('keeps the caption visible when it differs from the page heading', async () => {
    serve([{ id: 1, nome: 'Alfa', bairro: 'Centro' }]);
    renderWithProviders(
      <>
        <PageTitle title="Cadastro" />
        {grid()}
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Linhas' });
    await within(table).findByText('Alfa');
    expect(table.querySelector('caption')?.firstElementChild).toBeNull();
  });

  it('remembers the column chooser under columnsKey', async () => {
    serve([{ id: 1, nome: 'Alfa', bairro: 'Centro' }]);
    const first = renderWithProviders(grid({ columnsKey: 'linhas' }));
    await screen.findByText('Alfa');
    expect(screen.queryByRole('columnheader', { name: /Bairro/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    const group = await screen.findByRole('group', { name: 'Colunas visíveis' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Bairro' }));
    await screen.findByRole('columnheader', { name: /Bairro/ });
    first.unmount();

    renderWithProviders(grid({ columnsKey: 'linhas' }));
    await screen.findByText('Alfa');
    expect(screen.getByRole('columnheader', { name: /Bairro/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('rcc.grid.linhas.ocultas') ?? 'null')).toEqual([]);
  });

  it('draws compact rows and keeps the row actions in a fixed last column', async () => {
    serve([{ id: 1, nome: 'Alfa', bairro: 'Centro' }]);
    renderWithProviders(
      grid({ density: 'compact', rowActions: (r) => <button type="button">Abrir {r.nome}</button> }),
    );
    const table = await screen.findByRole('table', { name: 'Linhas' });
    await within(table).findByText('Alfa');
    expect(table.getAttribute('data-density')).toBe('compact');
    const cell = screen.getByRole('button', { name: 'Abrir Alfa' }).closest('td');
    expect(cell?.className).toContain('rcc-grid-actions');
    expect(screen.getByRole('columnheader', { name: 'Ações' }).className).toContain('rcc-grid-actions');
  });
});
