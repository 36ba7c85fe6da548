import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const ficha = {
  id: 4321,
  situacao: 'Destinada',
  dataHoraSolicitacao: '2026-11-02T13:00:00.000Z',
  dataHoraEnvio: null,
  dataHoraAlocacao: '2026-11-03T13:00:00.000Z',
  dataHoraRetirada: null,
  dataHoraPesagem: null,
  dataHoraRecebimento: '2026-11-05T13:00:00.000Z',
  dataHoraUltimaAlteracao: '2026-11-05T13:00:00.000Z',
};

describe('/publico', { timeout: 20_000 }, () => {
  it('opens without login and links every public service', async () => {
    mockApi({});
    renderApp('/publico');
    expect(await screen.findByRole('heading', { level: 1, name: 'Serviços ao cidadão' })).toBeTruthy();
    const links: [string, string][] = [
      ['Ver os locais de descarte', '/onde-descartar'],
      ['Consultar transportadores', '/transportadores'],
      ['Abrir os dados abertos', '/dados-abertos'],
      ['Ir para o cadastro', '/login'],
      ['Enviar uma mensagem', '/reclamacoes'],
    ];
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('verifies a CTR sheet by its code inline, and says so when the code is unknown', async () => {
    const api = mockApi({
      'GET /api/FichaCTR/verificar/ABC123': () => ok(ficha),
      'GET /api/FichaCTR/verificar/NAOEXISTE': () => fail(404, 'NOT_FOUND', 'Código não encontrado.'),
    });
    renderApp('/publico');
    const campo = await screen.findByLabelText('Código de verificação');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código de verificação impresso no documento.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('/verificar/'))).toHaveLength(0);

    fireEvent.change(campo, { target: { value: ' abc123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const resultado = await screen.findByRole('status');
    expect(within(resultado).getByText('Ficha autêntica: CTR nº 4321')).toBeTruthy();
    expect(within(resultado).getByText('Destinada')).toBeTruthy();
    expect(within(resultado).getByText(/^Recebida no destino em 05\/11\/2026/)).toBeTruthy();
    expect(within(resultado).queryByText(/^Retirada em/)).toBeNull();

    fireEvent.change(campo, { target: { value: 'naoexiste' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/Código de verificação não encontrado/)).toBeTruthy();
    expect(api.callsTo('/api/FichaCTR/verificar/NAOEXISTE')).toHaveLength(1);
  });

  it('sends a CLTRCC code to the certificate check page', async () => {
    mockApi({ 'GET /api/cltrcc/verificar/XYZ-9': () => fail(404, 'NOT_FOUND', 'Código não encontrado.') });
    const { router } = renderApp('/publico');
    fireEvent.click(await screen.findByText('Certificado CLTRCC'));
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: 'xyz-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verificar-cltrcc/XYZ-9'));
  });

  it('links the tutorial videos published for the public, and shows no section when there are none', async () => {
    mockApi({
      'GET /api/publico/tutoriais': () =>
        ok([
          {
            id: 6,
            titulo: 'Registrar ocorrências',
            subtitulo: 'Como denunciar',
            url: 'https://videos.example/6',
          },
        ]),
    });
    const { unmount } = renderApp('/publico');
    const link = await screen.findByRole('link', {
      name: 'Registrar ocorrências (vídeo, abre em nova janela)',
    });
    expect(link.getAttribute('href')).toBe('https://videos.example/6');
    expect(screen.getByRole('heading', { name: 'Vídeos tutoriais' })).toBeTruthy();
    unmount();
    mockApi({ 'GET /api/publico/tutoriais': () => ok([]) });
    renderApp('/publico');
    await screen.findByRole('heading', { level: 1, name: 'Serviços ao cidadão' });
    expect(screen.queryByRole('heading', { name: 'Vídeos tutoriais' })).toBeNull();
  });

  it('is linked from the login page', async () => {
    mockApi({});
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Portal público: serviços ao cidadão' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publico'));
  });
});
