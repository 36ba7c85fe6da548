import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { DataGrid } from './DataGrid';
import type { GridColumn } from './types';

interface Cacamba {
  id: number;
  numeroIdentificacao: string;
  capacidadeM3: number;
  situacao: string;
  idObra?: number;
}

const columns: GridColumn<Cacamba>[] = [
  { field: 'numeroIdentificacao', header: 'Identificação' },
  { field: 'capacidadeM3', header: 'Capacidade (m³)', filter: 'none' },
  {
    field: 'situacao',
    header: 'Situação',
    filter: 'select',
    options: [
      { value: 'Livre', label: 'Livre' },
      { value: 'Alocada', label: 'Alocada' },
    ],
  },
];

const makeRows = (offset: number, limit: number, total: number) =>
  Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
    id: offset + i + 1,
    numeroIdentificacao: `CAC-${offset + i + 1}`,
    capacidadeM3: 5,
    situacao: 'Livre',
  }));

function serve(total: number) {
  return mockApi({
    'POST /api/Cacamba/find': (body) => {
      const { limit = 10, offset = 0, format } = body as { limit?: number; offset?: number; format?: string };
      if (format === 'xlsx') {
        return {
          raw: new Blob(['planilha']),
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="cacambas.xlsx"',
            'x-total-count': String(Math.min(total, (body as { limit: number }).limit)),
          },
        };
      }
      return ok({ rows: makeRows(offset, limit, total), count: total });
    },
  });
}

const renderGrid = () =>
  renderWithProviders(
    <DataGrid<Cacamba>
      entity="Cacamba"
      title="Caçambas"
      columns={columns}
      baseWhere={{ excluido: 0 }}
      defaultOrder={[['id', 'DESC']]}
    />,
  );

const findBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('/api/Cacamba/find').map((call) => call.body as Record<string, unknown>);

const clickAnchor = vi.fn();
beforeEach(() => {
  // jsdom has no object URLs and cannot follow a download link.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(clickAnchor);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clickAnchor.mockClear();
});

// Mantine tables render slowly in jsdom on a busy two-core machine.
describe('DataGrid', { timeout: 20_000 }, () => {
  it('pages remotely, 10 by default, and changes page size', async () => {
    const api = serve(25);
    renderGrid();
    const table = await screen.findByRole('table', { name: 'Caçambas' });
    await within(table).findByText('CAC-1');
    expect(findBodies(api)[0]).toMatchObject({
      limit: 10,
      offset: 0,
      where: { excluido: 0 },
      order: [['id', 'DESC']],
    });
    expect(screen.getByText('1–10 de 25 registros')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await within(table).findByText('CAC-11');
    expect(findBodies(api).at(-1)).toMatchObject({ limit: 10, offset: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await within(table).findByText('CAC-21');
    expect(within(table).queryByText('CAC-20')).toBeNull();
    expect(findBodies(api).at(-1)).toMatchObject({ limit: 10, offset: 20 });

    fireEvent.click(screen.getByRole('combobox', { name: 'Registros por página' }));
    fireEvent.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(findBodies(api).at(-1)).toMatchObject({ limit: 20, offset: 0 }));
  });

  it('turns a text filter into $iLike and keeps the base where', async () => {
    const api = serve(3);
    renderGrid();
    await screen.findByText('CAC-1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filtrar por Identificação' }), {
      target: { value: 'CAC-2' },
    });
    await waitFor(() =>
      expect(findBodies(api).at(-1)?.where).toEqual({
        $and: [{ excluido: 0 }, { numeroIdentificacao: { $iLike: '%CAC-2%' } }],
      }),
    );
    expect(findBodies(api).at(-1)).toMatchObject({ offset: 0 });
    expect(screen.queryByRole('textbox', { name: 'Filtrar por Capacidade (m³)' })).toBeNull();
  });

  it('sorts by a header click and announces it with aria-sort', async () => {
    const api = serve(3);
    renderGrid();
    await screen.findByText('CAC-1');
    const header = screen.getByRole('columnheader', { name: /Identificação/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(findBodies(api).at(-1)?.order).toEqual([['numeroIdentificacao', 'ASC']]));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(findBodies(api).at(-1)?.order).toEqual([['numeroIdentificacao', 'DESC']]));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('says when nothing is found', async () => {
    serve(0);
    renderGrid();
    expect(await screen.findByText('Nenhum registro cadastrado ainda.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Planilha' })).toHaveProperty('disabled', true);
  });

  it('hides a column from the column chooser', async () => {
    serve(2);
    renderGrid();
    await screen.findByText('CAC-1');
    fireEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    const group = await screen.findByRole('group', { name: 'Colunas visíveis' });
    const item = within(group).getByRole('checkbox', { name: 'Situação' });
    expect(item).toHaveProperty('checked', true);
    fireEvent.click(item);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Situação/ })).toBeNull());
  });

  it("with rowFields asks only for the shown columns, what they read and the rows readers' fields; showing a column asks for it (#17)", async () => {
    const api = serve(2);
    const projected: GridColumn<Cacamba>[] = [
      { ...columns[0]!, reads: ['situacao'], render: (r) => `${r.numeroIdentificacao} (${r.situacao})` },
      { ...columns[1]!, hidden: true },
      { field: 'tipo.nome', header: 'Tipo' },
    ];
    renderWithProviders(
      <DataGrid<Cacamba>
        entity="Cacamba"
        title="Caçambas"
        columns={projected}
        rowFields={['idObra']}
        columnsKey="projecao-teste"
        defaultOrder={[['id', 'DESC']]}
      />,
    );
    await screen.findByText('CAC-1 (Livre)');
    expect(findBodies(api).at(-1)?.fields).toEqual(['id', 'idObra', 'numeroIdentificacao', 'situacao']);
    fireEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    const group = await screen.findByRole('group', { name: 'Colunas visíveis' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Capacidade (m³)' }));
    await waitFor(() =>
      expect(findBodies(api).at(-1)?.fields).toEqual([
        'capacidadeM3',
        'id',
        'idObra',
        'numeroIdentificacao',
        'situacao',
      ]),
    );
  });

  it('without rowFields asks for every field, as before', async () => {
    const api = serve(2);
    renderGrid();
    await screen.findByText('CAC-1');
    expect(findBodies(api).every((b) => b.fields === undefined)).toBe(true);
  });

  it('exports the visible columns with the total count as default amount', async () => {
    const api = serve(25);
    renderGrid();
    await screen.findByText('CAC-1');
    fireEvent.click(screen.getByRole('button', { name: 'Planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar planilha' });
    expect(within(dialog).getByText(/todos os 25 registros que atendem aos filtros/)).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: /Quantidade máxima de registros/ });
    expect(amount).toHaveProperty('value', '25');

    fireEvent.change(amount, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(findBodies(api).some((body) => body.format === 'xlsx')).toBe(true));
    expect(findBodies(api).find((body) => body.format === 'xlsx')).toMatchObject({
      limit: 12,
      offset: 0,
      where: { excluido: 0 },
      columns: [
        { field: 'numeroIdentificacao', header: 'Identificação' },
        { field: 'capacidadeM3', header: 'Capacidade (m³)' },
        { field: 'situacao', header: 'Situação' },
      ],
    });
    await waitFor(() => expect(clickAnchor).toHaveBeenCalledTimes(1));
    expect(document.querySelector('a[download]')).toBeNull(); // the temporary link is removed
    // The number the server counted into the file, once it is done.
    expect(await within(dialog).findByText('A planilha foi baixada com 12 registros.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar planilha' })).toBeNull());
  });

  it('prints an estimated count as one, continues by cursor, reaches the last page reversed, exports without a guess (#17)', async () => {
    const total = 1_601_344;
    const row = (id: number) => ({
      id,
      numeroIdentificacao: `CAC-${id}`,
      capacidadeM3: 5,
      situacao: 'Livre',
    });
    const api = mockApi({
      'POST /api/Cacamba/find': (raw) => {
        const body = raw as {
          limit: number;
          offset: number;
          after?: number[];
          reverse?: boolean;
          format?: string;
        };
        if (body.format === 'xlsx')
          return {
            raw: new Blob(['planilha']),
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'x-total-count': '100000',
            },
          };
        // Ascending ids; the cursor is the last id; reversed, the list starts at the last row.
        const start = body.reverse ? total - body.offset : (body.after?.[0] ?? body.offset) + 1;
        const ids = Array.from({ length: body.limit }, (_, i) => (body.reverse ? start - i : start + i));
        return ok({ rows: ids.map(row), count: total, countEstimated: true, next: [ids.at(-1)] });
      },
    });
    renderGrid();
    const table = await screen.findByRole('table', { name: 'Caçambas' });
    await within(table).findByText('CAC-1');
    expect(screen.getByText('1–10 de cerca de 1,6 milhão de registros')).toBeTruthy();
    expect(screen.queryByText(/1\.601\.344/)).toBeNull();
    // No numbered pages from a guess.
    expect(screen.queryByRole('button', { name: 'Página 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await within(table).findByText('CAC-11');
    expect(findBodies(api).at(-1)).toMatchObject({ after: [10], offset: 0, limit: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await within(table).findByText('CAC-1601344');
    expect(findBodies(api).at(-1)).toMatchObject({ reverse: true, offset: 0, limit: 10 });
    const cells = within(table)
      .getAllByText(/^CAC-/)
      .map((c) => c.textContent);
    expect(cells[0]).toBe('CAC-1601335'); // shown in the grid's own order
    expect(screen.getByText('Últimos registros de cerca de 1,6 milhão de registros')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar planilha' });
    expect(within(dialog).getByText(/todos os registros que atendem aos filtros/)).toBeTruthy();
    expect(within(dialog).queryByText(/1\.601\.344/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText('A planilha foi baixada com 100.000 registros.')).toBeTruthy();
  });
});
