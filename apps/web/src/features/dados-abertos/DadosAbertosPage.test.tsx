import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { F } from '@rcc/domain/features';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const conjuntos = {
  calculadoEm: '2026-11-20T06:00:00.000Z',
  regioes: [
    { codigo: 'cidade', nome: 'Cidade (total)' },
    { codigo: 'RA-III', nome: 'Taguatinga' },
  ],
  conjuntos: [
    {
      id: 'indicadores-mensais',
      titulo: 'Indicadores mensais por região',
      descricao: 'CTRs abertas e destinadas.',
      campos: [
        { campo: 'ctrs_abertas', tipo: 'inteiro', unidade: 'CTRs', significado: 'CTRs solicitadas no mês.' },
      ],
      urlJson: '/api/dados-abertos/indicadores-mensais.json',
      urlCsv: '/api/dados-abertos/indicadores-mensais.csv',
      calculadoEm: '2026-11-20T06:00:00.000Z',
    },
  ],
};
const indicador = (mes: string, abertas: number | null) => ({
  mes,
  regiao_codigo: 'cidade',
  regiao_nome: 'Cidade (total)',
  ctrs_abertas: abertas,
  ctrs_destinadas: 1234,
  ctrs_irregulares: null,
  percentual_irregular: null,
  horas_medias_alocacao_recebimento: 30.5,
  ocorrencias_registradas: 12,
  ocorrencias_respondidas: 9,
  transportadores_licenciados: 40,
  cacambas: 900,
});

const vazio = (conjunto: string) => () => ok({ conjunto, calculadoEm: conjuntos.calculadoEm, linhas: [] });

afterEach(() => sessionStore.clear('empty'));

describe('/dados-abertos', { timeout: 20_000 }, () => {
  it('shows when the numbers were computed, the tables with suppressed cells, and filters by region and period', async () => {
    const api = mockApi({
      'GET /api/dados-abertos/conjuntos': () => ok(conjuntos),
      'GET /api/dados-abertos/indicadores-mensais.json': () =>
        ok({
          conjunto: 'indicadores-mensais',
          calculadoEm: conjuntos.calculadoEm,
          linhas: [indicador('2026-09', 2100), indicador('2026-10', null)],
        }),
      'GET /api/dados-abertos/volume-por-classe.json': () =>
        ok({
          conjunto: 'volume-por-classe',
          calculadoEm: conjuntos.calculadoEm,
          linhas: [
            {
              mes: '2026-09',
              regiao_codigo: 'cidade',
              regiao_nome: 'Cidade',
              classe: 'Classe A',
              ctrs: 50,
              volume_m3: 1520.5,
            },
          ],
        }),
      'GET /api/dados-abertos/volume-por-tipo-destino.json': () =>
        ok({ conjunto: 'volume-por-tipo-destino', calculadoEm: conjuntos.calculadoEm, linhas: [] }),
    });
    renderApp('/dados-abertos');
    expect(await screen.findByText(/Números calculados em 20\/11\/2026/)).toBeTruthy();
    const tabela = screen.getByRole('table', { name: 'Indicadores mensais' });
    const linhas = within(tabela).getAllByRole('row');
    expect(within(linhas[1]!).getByText('2.100')).toBeTruthy();
    expect(within(linhas[2]!).getAllByText('suprimido').length).toBeGreaterThan(0);
    expect(await screen.findByText('1.520,50')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Baixar CSV — Indicadores mensais/ }).getAttribute('href')).toBe(
      '/api/dados-abertos/indicadores-mensais.csv?regiao=cidade',
    );

    fireEvent.change(screen.getByLabelText('De (mês)'), { target: { value: '2026-09' } });
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.url.includes('indicadores-mensais.json') && c.url.includes('de=2026-09')),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: /Baixar CSV — Indicadores mensais/ }).getAttribute('href')).toBe(
      '/api/dados-abertos/indicadores-mensais.csv?regiao=cidade&de=2026-09',
    );
  });

  it('the administrator recalculates on demand; a visitor sees no button', async () => {
    const handlers = {
      'GET /api/dados-abertos/conjuntos': () => ok(conjuntos),
      'GET /api/dados-abertos/indicadores-mensais.json': vazio('indicadores-mensais'),
      'GET /api/dados-abertos/volume-por-classe.json': vazio('volume-por-classe'),
      'GET /api/dados-abertos/volume-por-tipo-destino.json': vazio('volume-por-tipo-destino'),
      'POST /api/dados-abertos/atualizar': () =>
        ok({ calculadoEm: '2026-11-26T08:00:00.000Z', duracaoMs: 1500 }),
    };
    mockApi(handlers);
    const visitante = renderApp('/dados-abertos');
    await screen.findByText(/Números calculados em/);
    expect(screen.queryByRole('button', { name: 'Recalcular agora' })).toBeNull();
    visitante.unmount();

    sessionStore.setSession(makeUser({ [F.CONFIGURACOES]: { consulta: true, altera: true } }));
    const api = mockApi(handlers);
    renderApp('/dados-abertos');
    fireEvent.click(await screen.findByRole('button', { name: 'Recalcular agora' }));
    expect(await screen.findByText('Dados abertos recalculados em 1,5 s.')).toBeTruthy();
    expect(api.callsTo('/api/dados-abertos/atualizar')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('/api/dados-abertos/conjuntos').length).toBeGreaterThan(1));
  });
});
