import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter (issue #15)', () => {
  it("shows the authority's contact e-mails saved in Configurações, each address once", async () => {
    mockApi({
      'GET /api/parametro/contato': () =>
        ok({
          emailDuvidas: 'rcc@orgao.example',
          emailSugestoes: 'rcc@orgao.example',
          emailReclamacoes: 'ouvidoria@orgao.example',
        }),
    });
    renderWithProviders(<SiteFooter />);
    const duvidas = await screen.findByRole('link', { name: 'rcc@orgao.example' });
    expect(duvidas.getAttribute('href')).toBe('mailto:rcc@orgao.example');
    expect(screen.getAllByRole('link', { name: 'rcc@orgao.example' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'ouvidoria@orgao.example' })).toBeTruthy();
    expect(screen.getByText(/Ouvidoria:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Declaração de acessibilidade' })).toBeTruthy();
  });

  it('keeps the fixed contacts when the settings have no e-mail', async () => {
    const api = mockApi({
      'GET /api/parametro/contato': () =>
        ok({ emailDuvidas: null, emailSugestoes: null, emailReclamacoes: null }),
    });
    renderWithProviders(<SiteFooter />);
    await screen.findByText('Ouvidoria do GDF: 162');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('/api/parametro/contato')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
