import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { MAPA_CONFIG } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import LocalizarCacambaMapPage, { grupoTooltip } from './LocalizarCacambaMapPage';
import { cacambaPopupHtml, ocorrenciaPopupHtml } from '../../shared/map/status-popup';

afterEach(() => vi.unstubAllGlobals());

const cacamba = {
  id: 7,
  numeroIdentificacao: 'TC-0007',
  situacao: 'Alocada' as const,
  transportador: 'Transportes <Candango>',
  cpfCnpj: '00000000000191',
  idSolicitacaoTransporte: 42,
  nomeObra: 'Reforma',
  gerador: null,
  local: 'Rua 12 Norte',
  dataHoraAlocacao: null,
};

describe('Localizar caçamba: map filters and status popup', { timeout: 20_000 }, () => {
  it('asks for Alocada only by default; each status and occurrence type is a filter', async () => {
    const api = mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/CacambaLocation/find': () =>
        ok({
          rows: [{ ...cacamba, shape: { type: 'Point', coordinates: [-47.9, -15.8] } }],
          ocorrencias: [],
        }),
    });
    renderWithProviders(<LocalizarCacambaMapPage />);
    const alocada = (await screen.findByRole('checkbox', { name: /Alocada/ })) as HTMLInputElement;
    expect(alocada.checked).toBe(true);
    for (const name of [
      'Enviada',
      'Em Pesagem',
      'Retirada',
      'Irregular',
      'Com ocorrência Pessoa Física',
      'Com ocorrência Pessoa Jurídica',
    ]) {
      expect((screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement).checked).toBe(
        false,
      );
    }
    await waitFor(() => expect(api.callsTo('/api/CacambaLocation/find').length).toBeGreaterThan(0));
    const first = api.callsTo('/api/CacambaLocation/find')[0]!.body as {
      situacoes: string[];
      shape: number[];
    };
    expect(first.situacoes).toEqual(['Alocada']);
    expect(first.shape).toHaveLength(4);

    fireEvent.click(screen.getByRole('checkbox', { name: /Com ocorrência Pessoa Física/ }));
    fireEvent.click(alocada);
    await waitFor(() => {
      const last = api.callsTo('/api/CacambaLocation/find').at(-1)!.body as { situacoes: string[] };
      expect(last.situacoes).toEqual(['Com ocorrência Pessoa Física']);
    });
  });

  it("a bin's popup shows its status data, every value escaped", () => {
    const html = cacambaPopupHtml({ ...cacamba, dataHoraAlocacao: '2026-03-02T13:05:00.000Z' });
    expect(html).toContain('<strong>Caçamba TC-0007</strong>');
    expect(html).toContain('Situação: Alocada');
    expect(html).toContain('Transportador: Transportes &#60;Candango&#62;');
    expect(html).not.toContain('<Candango>');
    expect(html).toContain('CTR: 42');
    expect(html).toContain('Gerador: -');
    expect(html).toMatch(/Alocada em: 02\/03\/2026 - \d{2}:05/);
    expect(
      ocorrenciaPopupHtml({
        id: 3,
        tipo: 'Com ocorrência Pessoa Física',
        numeroIdentificacao: null,
        situacao: 'Respondida',
      }),
    ).toBe(
      '<strong>Ocorrência nº 3</strong><br>Com ocorrência Pessoa Física<br>Situação: Respondida<br>Identificação: -',
    );
  });

  it('draws an area with more bins than the API sends one by one as a numbered marker', async () => {
    mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/CacambaLocation/find': () =>
        ok({
          rows: [],
          ocorrencias: [],
          count: 1834,
          grupos: [
            {
              camada: 'cacamba',
              lon: -47.9,
              lat: -15.8,
              total: 1834,
              porGrupo: { Enviada: 34, Alocada: 1800 },
              area: [-48, -15.9, -47.8, -15.7],
            },
          ],
        }),
    });
    const { container } = renderWithProviders(<LocalizarCacambaMapPage />);
    expect(await screen.findByText(/Há muitos pontos nesta área/)).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.rcc-grupo')?.textContent).toBe('1.834'));
    expect(container.querySelector('.rcc-grupo')?.getAttribute('title')).toBe(
      'Área com 1.834 caçambas — Alocada: 1.800, Enviada: 34',
    );
  });

  it('names the layer and its counts in the group tooltip', () => {
    expect(
      grupoTooltip({
        camada: 'ocorrencia',
        lon: 0,
        lat: 0,
        total: 1,
        porGrupo: { 'Com ocorrência Pessoa Jurídica': 1 },
        area: [0, 0, 0, 0],
      }),
    ).toBe('Área com 1 ocorrência — Com ocorrência Pessoa Jurídica: 1');
  });

  it('says when the area has no bin, and offers "Tentar novamente" when the list fails (issue #15)', async () => {
    let resposta = () => fail(400, 'VALIDATION', 'Área do mapa inválida.');
    mockApi({
      'GET /api/config/mapa': () => ok(MAPA_CONFIG),
      'POST /api/CacambaLocation/find': () => resposta(),
    });
    renderWithProviders(<LocalizarCacambaMapPage />);
    const erro = await screen.findByRole('alert');
    expect(erro.textContent).toContain('Ocorreu uma falha ao buscar a lista de caçambas para o mapa.');
    expect(erro.textContent).toContain('Área do mapa inválida.');
    resposta = () => ok({ rows: [], ocorrencias: [] });
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma caçamba nesta área do mapa.')).toBeTruthy();
    expect(screen.getByText('Afaste o mapa ou marque outras situações.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
