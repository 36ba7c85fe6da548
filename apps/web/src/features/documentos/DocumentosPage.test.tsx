import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import DocumentosPage from './DocumentosPage';

const perfil = { id: 11, idPessoa: 3, idTipoPerfil: 2, situacaoValidacao: 'P' as const };
const alvara = {
  idTipoArquivo: 1,
  descricao: 'Alvará de funcionamento',
  somentePdf: true,
  obrigatorio: true,
  vencido: false,
  arquivo: null,
};

beforeEach(() => {
  sessionStore.clear('empty');
  sessionStore.setSession(makeUser({}));
});
afterEach(() => vi.unstubAllGlobals());

/** The documents page's states (issue #15 item 6): the shared ListState. */
describe('/pendencia-documentos list states', { timeout: 20_000 }, () => {
  it('shows the loading state, then the error with "Tentar novamente", which loads the documents', async () => {
    let falhar = true;
    mockApi({
      'GET /api/pendencia-documentos': () =>
        falhar
          ? fail(500, 'INTERNAL', 'Erro interno no servidor.')
          : ok({ perfil, tipoPessoa: 'J', documentos: [alvara] }),
    });
    renderWithProviders(<DocumentosPage />);
    expect(screen.getByRole('status').textContent).toContain('Carregando os documentos…');
    const erro = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(erro.textContent).toContain('Não foi possível carregar os documentos.');
    falhar = false;
    fireEvent.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    const tabela = await screen.findByRole('table', { name: 'Documentos do transportador' });
    expect(within(tabela).getByText('Alvará de funcionamento')).toBeTruthy();
    expect(within(tabela).getByText('Não enviado')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no document is required, with no empty table', async () => {
    mockApi({ 'GET /api/pendencia-documentos': () => ok({ perfil, tipoPessoa: 'J', documentos: [] }) });
    renderWithProviders(<DocumentosPage />);
    expect(await screen.findByText('Nenhum documento é exigido para o seu perfil.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
