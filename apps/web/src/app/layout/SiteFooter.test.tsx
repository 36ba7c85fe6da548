import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './SiteFooter';

const semContato = {
  nomeOrgao: null,
  telefoneOrgao: null,
  emailDuvidas: null,
  emailSugestoes: null,
  emailReclamacoes: null,
};

describe('SiteFooter (issue #15)', () => {
  it("shows the authority's name, phone and contact e-mails saved in Configurações, each address once", async () => {
    mockApi({
      'GET /api/parametro/contato': () =>
        ok({
          nomeOrgao: 'Secretaria Municipal de Obras de Exemplo',
          telefoneOrgao: '(61) 3213-0000',
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
    expect(screen.getByText('Secretaria Municipal de Obras de Exemplo')).toBeTruthy();
    const telefone = screen.getByRole('link', { name: '(61) 3213-0000' });
    expect(telefone.getAttribute('href')).toBe('tel:6132130000');
    expect(telefone.closest('address')).toBeTruthy();
    expect(screen.queryByText(/SLU\/DF/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Declaração de acessibilidade' })).toBeTruthy();
  });

  it('shows no contact line when the settings have none, and asks once', async () => {
    const api = mockApi({ 'GET /api/parametro/contato': () => ok(semContato) });
    renderWithProviders(<SiteFooter />);
    await screen.findByRole('link', { name: 'Declaração de acessibilidade' });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('/api/parametro/contato')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /@|^tel/ })).toBeNull();
    expect(screen.queryByText(/Telefone:/)).toBeNull();
    expect(document.querySelector('address')).toBeNull();
  });
});
