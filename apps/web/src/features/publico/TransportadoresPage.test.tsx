import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { pageSizeFor } from './layout';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, nome: string) => ({
  id,
  situacaoValidacao: 'A',
  dataValidadeCltrcc: '2027-01-01T00:00:00Z',
  quantidadeCacambas: 3,
  quantidadeVeiculos: 1,
  pessoa: {
    id,
    tipoPessoa: 'J',
    nomeRazaoSocial: nome,
    email: `contato${id}@exemplo.com.br`,
    celular: '61991234567',
    telefone: '6133221100',
    cep: '71200030',
    uf: 'DF',
    bairro: 'SIA',
    endereco: 'SIA Trecho 3',
    complemento: null,
    numero: '1200',
    municipio: { codIbge: 5300108, nome: 'Brasília', uf: 'DF' },
  },
});

describe('/transportadores', { timeout: 20_000 }, () => {
  it('pages 12 cards, or ceil(height / 75) on tall windows', () => {
    expect(pageSizeFor(900)).toBe(12);
    expect(pageSizeFor(1080)).toBe(12);
    expect(pageSizeFor(1200)).toBe(16);
  });

  it('shows the cards with address, municipality, CEP, e-mail and phones', async () => {
    const api = mockApi({
      'POST /api/transportadores/find': () => ok({ rows: [row(1, 'Transportes Candango Ltda')], count: 1 }),
    });
    renderApp('/transportadores');
    const card = (await screen.findByRole('heading', { name: 'Transportes Candango Ltda' })).closest(
      'article',
    )!;
    const c = within(card as HTMLElement);
    expect(c.getByText('SIA Trecho 3, nº 1200 — SIA')).toBeTruthy();
    expect(c.getByText('Brasília - DF')).toBeTruthy();
    expect(c.getByText('CEP 71200-030')).toBeTruthy();
    expect(c.getByRole('link', { name: 'contato1@exemplo.com.br' }).getAttribute('href')).toBe(
      'mailto:contato1@exemplo.com.br',
    );
    expect(c.getByRole('link', { name: '(61) 99123-4567' })).toBeTruthy();
    expect(api.callsTo('/api/transportadores/find')[0]?.body).toEqual({ limit: 12, offset: 0 });
  });

  it('says so when nothing is found', async () => {
    mockApi({ 'POST /api/transportadores/find': () => ok({ rows: [], count: 0 }) });
    renderApp('/transportadores');
    expect(await screen.findByText('Nenhum transportador encontrado')).toBeTruthy();
  });

  it('searches by name and neighbourhood after the pause, and pages with first/previous/next/last', async () => {
    const api = mockApi({
      'POST /api/transportadores/find': (body) => {
        const b = body as { offset: number };
        return ok({ rows: [row(100 + b.offset, `Empresa ${b.offset}`)], count: 30 });
      },
    });
    renderApp('/transportadores');
    await screen.findByRole('heading', { name: 'Empresa 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByRole('heading', { name: 'Empresa 12' });
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await screen.findByRole('heading', { name: 'Empresa 24' });
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar por nome' }), {
      target: { value: 'cand' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar por bairro' }), {
      target: { value: 'SIA' },
    });
    const before = api.callsTo('/api/transportadores/find').length;
    await new Promise((r) => setTimeout(r, 300));
    expect(api.callsTo('/api/transportadores/find')).toHaveLength(before);
    await waitFor(() =>
      expect(api.callsTo('/api/transportadores/find').at(-1)?.body).toEqual({
        limit: 12,
        offset: 0,
        nomeRazaoSocial: 'cand',
        bairro: 'SIA',
      }),
    );
  });

  it('expands a card over an overlay and closes it with Escape', async () => {
    mockApi({
      'POST /api/transportadores/find': () => ok({ rows: [row(1, 'Transportes Candango Ltda')], count: 1 }),
    });
    renderApp('/transportadores');
    fireEvent.click(await screen.findByRole('button', { name: 'Ampliar Transportes Candango Ltda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transportes Candango Ltda' });
    expect(within(dialog).getByText('CEP 71200-030')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
