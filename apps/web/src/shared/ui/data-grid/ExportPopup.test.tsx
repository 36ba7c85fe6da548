import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { DataGrid } from './DataGrid';
import type { GridColumn } from './types';

interface Cacamba {
  id: number;
  numeroIdentificacao: string;
}

const columns: GridColumn<Cacamba>[] = [{ field: 'numeroIdentificacao', header: 'Identificação' }];

const exportacao = (situacao: string, progresso: number) => ({
  id: 9,
  tipo: 'planilha',
  situacao,
  progresso,
  total: 50_000,
  nomeArquivo: situacao === 'pronta' ? 'Cacamba-9.xlsx' : null,
  erro: null,
  criadaEm: '2026-11-26T10:00:00.000Z',
  concluidaEm: null,
});

function serve(total: number) {
  const estados = [exportacao('gerando', 40), exportacao('pronta', 100)];
  return mockApi({
    'POST /api/Cacamba/find': () => ok({ rows: [{ id: 1, numeroIdentificacao: 'CAC-1' }], count: total }),
    'POST /api/exportacoes/planilha/Cacamba': () => ({
      body: { success: true, data: exportacao('pendente', 0), message: 'Exportação iniciada.' },
    }),
    'GET /api/exportacoes/9': () => ok(estados.length > 1 ? estados.shift() : estados[0]),
    'GET /api/exportacoes/9/arquivo': () => ({
      raw: new Blob(['planilha']),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': 'attachment; filename="Cacamba-9.xlsx"',
      },
    }),
  });
}

const renderGrid = () =>
  renderWithProviders(
    <DataGrid<Cacamba> entity="Cacamba" title="Caçambas" columns={columns} defaultOrder={[['id', 'DESC']]} />,
  );

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spreadsheet export in the background (issue #18)', { timeout: 20_000 }, () => {
  it('offers it for a large list, follows the job in the popup and above the list, downloads when ready', async () => {
    const api = serve(50_000);
    renderGrid();
    await screen.findByText('CAC-1');
    fireEvent.click(screen.getByRole('button', { name: 'Planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar planilha' });
    expect(within(dialog).getByText(/pode demorar/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Exportar' }).getAttribute('data-variant')).toBe(
      'default',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar em segundo plano' }));

    expect(await within(dialog).findByText('Gerando planilha: 40 %')).toBeTruthy();
    expect(api.callsTo('/api/exportacoes/planilha/Cacamba')[0]!.body).toEqual({
      order: [['id', 'DESC']],
      limit: 50_000,
      columns: [{ field: 'numeroIdentificacao', header: 'Identificação' }],
    });
    expect(api.callsTo('/api/Cacamba/find').some((c) => (c.body as { format?: string }).format)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar planilha' })).toBeNull());

    expect(
      await screen.findByText('Planilha pronta com 50.000 registros.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar planilha' }));
    await waitFor(() => expect(api.callsTo('/api/exportacoes/9/arquivo')).toHaveLength(1));
  });

  it('suggests the background job above the threshold and the direct download below it', async () => {
    serve(25);
    renderGrid();
    await screen.findByText('CAC-1');
    fireEvent.click(screen.getByRole('button', { name: 'Planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar planilha' });
    const variant = (name: string) =>
      within(dialog).getByRole('button', { name }).getAttribute('data-variant');
    expect(variant('Exportar')).toBe('filled');
    expect(variant('Gerar em segundo plano')).toBe('default');
    expect(within(dialog).queryByText(/pode demorar/)).toBeNull();
  });
});
