import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { SavedFilters } from './SavedFilters';

function Where() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

describe('SavedFilters (issue #17 item 5)', { timeout: 20_000 }, () => {
  it('saves the current filters and order (not the page) under a name, applies and deletes one', async () => {
    const saved = [
      { id: 7, grade: 'localizar-ctr', nome: 'Alocadas', consulta: 'situacao=Alocada&ordem=id.asc' },
    ];
    const api = mockApi({
      'GET /api/filtros-salvos': () => ok({ rows: saved, count: saved.length }),
      'POST /api/filtros-salvos': () => ok({ id: 8 }),
      'DELETE /api/filtros-salvos/7': () => ok(null),
    });
    renderWithProviders(
      <>
        <SavedFilters gridKey="localizar-ctr" />
        <Where />
      </>,
      '/localizar-ctr?situacao=Enviada&pagina=4&porPagina=20',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtros salvos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros salvos' });
    await within(dialog).findByText('Alocadas');
    expect(api.callsTo('/api/filtros-salvos')[0]!.url).toContain('grade=localizar-ctr');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Salvar os filtros/ }), {
      target: { value: 'Enviadas de 20 em 20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.callsTo('/api/filtros-salvos').find((c) => c.method === 'POST')?.body).toEqual({
        grade: 'localizar-ctr',
        nome: 'Enviadas de 20 em 20',
        consulta: 'situacao=Enviada&porPagina=20',
      }),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir Alocadas' }));
    await waitFor(() => expect(api.callsTo('/api/filtros-salvos/7')).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar Alocadas' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'endereço' }).textContent).toBe(
        '?situacao=Alocada&ordem=id.asc',
      ),
    );
  });
});
