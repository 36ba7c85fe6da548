import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import AuditoriaPage from './AuditoriaPage';

describe('AuditoriaPage', { timeout: 20_000 }, () => {
  it('lists the audit trail newest first with the masked data', async () => {
    const api = mockApi({
      'POST /api/Auditoria/find': () =>
        ok({
          rows: [
            {
              id: 7,
              dataHora: '2026-11-22T13:00:00.000Z',
              entidade: 'Pessoa',
              idRegistro: '42',
              acao: 'alteracao',
              usuarioNome: 'Ana Administradora',
              ip: '203.0.113.9',
              dados: { cpfCnpj: '***.982.247-**' },
            },
          ],
          count: 1,
        }),
    });
    renderWithProviders(<AuditoriaPage />);
    expect(screen.getByRole('heading', { name: 'Auditoria' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Registros de auditoria' });
    expect(await within(table).findByText('Ana Administradora')).toBeTruthy();
    expect(within(table).getByText('{"cpfCnpj":"***.982.247-**"}')).toBeTruthy();
    expect(api.callsTo('/api/Auditoria/find')[0]?.body).toMatchObject({ order: [['dataHora', 'DESC']] });
  });
});
