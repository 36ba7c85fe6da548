import type { PainelCard } from '@rcc/domain';
import { F } from '@rcc/domain/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { filtersFromUrl } from '../../shared/ui/data-grid/grid-query';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import PainelPage from './PainelPage';

afterEach(() => vi.unstubAllGlobals());

/** A card's count as read: the big number and its label ('2 registros'). */
const contagemDo = (card: HTMLElement) => card.querySelector('[data-contagem]')?.textContent;

const card = (over: Partial<PainelCard>): PainelCard => ({
  chave: 'x',
  titulo: 'Cartão',
  contagem: 0,
  valor: null,
  link: null,
  linkTexto: 'Ver todos',
  itens: [],
  acao: null,
  ...over,
});

const solicitadas = card({
  chave: 'solicitadas',
  titulo: 'Solicitações aguardando resposta',
  contagem: 2,
  link: '/avaliar-solicitacao-transporte',
  acao: 'avaliar',
  itens: [
    {
      id: 41,
      titulo: 'CTR 41 — Obra Asa Sul',
      detalhe: 'Maria · Quadra 1',
      quando: '2026-11-20T10:00:00Z',
      link: '/api/FichaCTR/41',
      idTransportador: 7,
    },
    {
      id: 42,
      titulo: 'CTR 42 — Obra Lago',
      detalhe: null,
      quando: null,
      link: '/api/FichaCTR/42',
      idTransportador: 7,
    },
  ],
});

describe('Painel', { timeout: 20_000 }, () => {
  it('shows each group of the user with its cards: count, items and the filtered list link', async () => {
    sessionStore.setSession(makeUser({ [F.AVALIAR_SOLICITACAO]: { consulta: true, altera: true } }));
    const api = mockApi({
      'GET /api/painel': () =>
        ok({
          grupos: [
            { grupo: 'transportador', titulo: 'Transportador' },
            { grupo: 'gerador', titulo: 'Gerador' },
          ],
        }),
      'GET /api/painel/transportador': () =>
        ok({
          grupo: 'transportador',
          titulo: 'Transportador',
          cards: [
            solicitadas,
            card({ chave: 'irregulares', titulo: 'Irregulares', link: '/localizar-ctr?situacao=Irregular' }),
          ],
        }),
      'GET /api/painel/gerador': () => fail(500, 'INTERNAL', 'Houve um problema durante este processamento'),
    });
    renderWithProviders(<PainelPage />);
    expect(await screen.findByRole('heading', { name: 'Painel', level: 1 })).toBeTruthy();

    const transportador = await screen.findByRole('region', { name: 'Transportador' });
    const cartao = await within(transportador).findByRole('article', {
      name: 'Solicitações aguardando resposta',
    });
    expect(contagemDo(cartao)).toBe('2 registros');
    expect(within(cartao).getByRole('link', { name: 'CTR 41 — Obra Asa Sul' }).getAttribute('href')).toBe(
      '/api/FichaCTR/41',
    );
    expect(
      within(cartao)
        .getByRole('link', { name: 'Ver todos: Solicitações aguardando resposta' })
        .getAttribute('href'),
    ).toBe('/avaliar-solicitacao-transporte');
    const irregulares = within(transportador).getByRole('article', { name: 'Irregulares' });
    expect(within(irregulares).getByText('Nenhum registro.')).toBeTruthy();
    expect(
      within(irregulares).getByRole('link', { name: 'Ver todos: Irregulares' }).getAttribute('href'),
    ).toBe('/localizar-ctr?situacao=Irregular');

    // A group that fails says so in Portuguese and offers to try again; the others still show.
    const gerador = screen.getByRole('region', { name: 'Gerador' });
    expect(await within(gerador).findByText('Não foi possível carregar')).toBeTruthy();
    expect(api.callsTo('/api/painel/gerador').length).toBeGreaterThan(0);
  });

  it('declines a request inline through the evaluate endpoint and reloads the group', async () => {
    sessionStore.setSession(makeUser({ [F.AVALIAR_SOLICITACAO]: { consulta: true, altera: true } }));
    let contagem = 2;
    const api = mockApi({
      'GET /api/painel': () => ok({ grupos: [{ grupo: 'transportador', titulo: 'Transportador' }] }),
      'GET /api/painel/transportador': () =>
        ok({
          grupo: 'transportador',
          titulo: 'Transportador',
          cards: [{ ...solicitadas, contagem, itens: solicitadas.itens.slice(2 - contagem) }],
        }),
      'PUT /api/avaliar_solicitacao/41': () => {
        contagem = 1;
        return ok({ id: 41, situacao: 'Recusada' });
      },
    });
    renderWithProviders(<PainelPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar CTR 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar solicitação da CTR 41' });
    fireEvent.change(within(dialog).getByLabelText(/Justificativa/), {
      target: { value: 'Sem caçamba livre' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(api.callsTo('/api/avaliar_solicitacao/41')).toHaveLength(1));
    expect(api.callsTo('/api/avaliar_solicitacao/41')[0]?.body).toMatchObject({
      avaliacao: false,
      justificativa: 'Sem caçamba livre',
    });
    await waitFor(() =>
      expect(contagemDo(screen.getByRole('article', { name: 'Solicitações aguardando resposta' }))).toBe(
        '1 registro',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Recusar CTR 41' })).toBeNull();
  });

  it("shows the city's indicators with the time they were computed", async () => {
    sessionStore.setSession(makeUser({}));
    mockApi({
      'GET /api/painel': () => ok({ grupos: [{ grupo: 'secretaria', titulo: 'Secretaria' }] }),
      'GET /api/painel/secretaria': () =>
        ok({
          grupo: 'secretaria',
          titulo: 'Secretaria',
          cards: [],
          indicadores: {
            calculadoEm: '2026-11-26T15:04:30Z',
            abertasSemana: 12,
            recebidasSemana: 7,
            volumeMesPorClasse: [{ classe: 'A', volume: 30 }],
            semanas: [{ inicio: '2026-11-23', abertas: 12, recebidas: 7 }],
          },
        }),
    });
    renderWithProviders(<PainelPage />);
    const indicadores = await screen.findByRole('region', { name: 'Indicadores da cidade' });
    // Brasília time (UTC−3).
    expect(within(indicadores).getByText(/Calculados em 26\/11\/2026 - 12:04/)).toBeTruthy();
  });

  it('tells a user without groups where to go', async () => {
    sessionStore.setSession(makeUser({}));
    mockApi({ 'GET /api/painel': () => ok({ grupos: [] }) });
    renderWithProviders(<PainelPage />);
    expect(await screen.findByText(/ainda não tem cartões no painel/)).toBeTruthy();
  });
});

describe('list filters from the address (Painel links)', () => {
  it('fills the filter of text, select and multiple-select columns; ignores the others', () => {
    const columns = [
      { field: 'situacao', header: 'Situação', filter: 'select' as const, multiple: true },
      { field: 'tipo', header: 'Tipo', filter: 'select' as const },
      { field: 'nome', header: 'Nome' },
      { field: 'volume', header: 'Volume', filter: 'none' as const },
    ];
    expect(
      filtersFromUrl(
        columns,
        '?situacao=Resíduo+Rejeitado&situacao=Cancelamento%20Recusado&tipo=A&volume=3&x=1',
      ),
    ).toEqual({ situacao: ['Resíduo Rejeitado', 'Cancelamento Recusado'], tipo: 'A' });
    expect(filtersFromUrl(columns, '?nome=Asa')).toEqual({ nome: 'Asa' });
    expect(filtersFromUrl(columns, '')).toEqual({});
  });
});
