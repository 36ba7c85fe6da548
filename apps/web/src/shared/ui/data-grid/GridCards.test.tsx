import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { DataGrid } from './DataGrid';
import { cardLayout } from './GridCards';
import type { GridColumn } from './types';

interface Ctr {
  id: number;
  nomeObra: string;
  enderecoObra: string;
  numeroIdentificacaoCacamba: string;
  placa: string;
  situacao: string;
}

const columns: GridColumn<Ctr>[] = [
  { field: 'id', header: 'Nº do CTR', card: 'title' },
  { field: 'placa', header: 'Veículo (Placa)' },
  { field: 'enderecoObra', header: 'Endereço da Obra', card: 2 },
  { field: 'nomeObra', header: 'Nome da Obra', card: 1 },
  { field: 'numeroIdentificacaoCacamba', header: 'Caçamba', card: 3 },
  {
    field: 'situacao',
    header: 'Situação',
    card: 'badge',
    filter: 'select',
    options: [
      { value: 'Alocada', label: 'Alocada' },
      { value: 'Enviada', label: 'Enviada' },
    ],
  },
];

const ROWS: Ctr[] = [
  {
    id: 41,
    nomeObra: 'Residencial Ipê',
    enderecoObra: 'QI 11 Conjunto 3',
    numeroIdentificacaoCacamba: 'CX-07',
    placa: 'ABC1D23',
    situacao: 'Alocada',
  },
  {
    id: 42,
    nomeObra: 'Reforma Asa Sul',
    enderecoObra: 'SQS 308 Bloco C',
    numeroIdentificacaoCacamba: 'CX-09',
    placa: 'XYZ9A87',
    situacao: 'Enviada',
  },
];

/** jsdom answers every media query with `matches`; Mantine's useMediaQuery reads it on mount. */
function setPhone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const original = window.matchMedia;
beforeEach(() => setPhone(true));
afterEach(() => {
  window.matchMedia = original;
});

const renderGrid = (cols = columns) =>
  renderWithProviders(
    <DataGrid<Ctr>
      entity="ViewSolicitacaoTransporte"
      title="Retirada da caçamba"
      columns={cols}
      rowActions={(row) => <Button aria-label={`Retirar caçamba da CTR ${row.id}`}>Retirar</Button>}
    />,
  );

describe('cardLayout', () => {
  it('takes the title, the badge and the numbered fields in order, at most four', () => {
    const many: GridColumn<Ctr & { a?: string; b?: string }>[] = [
      ...columns,
      { field: 'a', header: 'A', card: 4 },
      { field: 'b', header: 'B', card: 5 },
    ];
    const layout = cardLayout(many);
    expect(layout.title?.field).toBe('id');
    expect(layout.badge?.field).toBe('situacao');
    expect(layout.fields.map((c) => c.field)).toEqual([
      'nomeObra',
      'enderecoObra',
      'numeroIdentificacaoCacamba',
      'a',
    ]);
  });
});

describe('DataGrid on a phone', { timeout: 20_000 }, () => {
  it('shows a card per row with its decision fields, status text and action; no table', async () => {
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS, count: 2 }) });
    renderGrid();
    const list = await screen.findByRole('list', { name: 'Retirada da caçamba' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('41')).toBeTruthy();
    expect(first.getByText('Residencial Ipê')).toBeTruthy();
    expect(first.getByText('QI 11 Conjunto 3')).toBeTruthy();
    expect(first.getByText('CX-07')).toBeTruthy();
    // The status is text in the badge, named for screen readers; the plate was not chosen for cards.
    expect(cards[0]!.textContent).toContain('Situação: Alocada');
    expect(first.queryByText('ABC1D23')).toBeNull();
    expect(first.getByRole('button', { name: 'Retirar caçamba da CTR 41' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Colunas' })).toBeNull();
  });

  it('filters and orders from the drawer with the same query as the table', async () => {
    const api = mockApi({
      'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS.slice(0, 1), count: 1 }),
    });
    renderGrid();
    await screen.findByRole('list', { name: 'Retirada da caçamba' });
    fireEvent.click(screen.getByRole('button', { name: 'Filtros e ordem' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrar Retirada da caçamba' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Filtrar por Nome da Obra' }), {
      target: { value: 'Ipê' },
    });
    fireEvent.click(within(drawer).getByRole('combobox', { name: 'Ordenar por' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nº do CTR (decrescente)' }));
    await waitFor(() =>
      expect(api.callsTo('/api/ViewSolicitacaoTransporte/find').at(-1)?.body).toMatchObject({
        where: { nomeObra: { $iLike: '%Ipê%' } },
        order: [['id', 'DESC']],
      }),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Ver resultados' }));
    await screen.findByRole('button', { name: 'Filtros e ordem (1 filtro)' });
  });

  it('keeps the table for a grid whose columns do not declare cards', async () => {
    mockApi({ 'POST /api/ViewSolicitacaoTransporte/find': () => ok({ rows: ROWS, count: 2 }) });
    renderGrid(columns.map(({ card: _card, ...c }) => c));
    expect(await screen.findByRole('table', { name: 'Retirada da caçamba' })).toBeTruthy();
  });
});
