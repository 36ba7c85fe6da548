import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/session-store';
import { mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ExportarFichas } from './ExportarFichas';

const exportacao = (situacao: string, progresso: number) => ({
  id: 5,
  tipo: 'fichas-ctr',
  situacao,
  progresso,
  total: 3,
  nomeArquivo: situacao === 'pronta' ? 'fichas-ctr-5.pdf' : null,
  erro: null,
  criadaEm: '2026-11-26T10:00:00.000Z',
  concluidaEm: null,
});

beforeEach(() => sessionStore.clear('empty'));
afterEach(() => vi.unstubAllGlobals());

describe('PDF de todas as CTRs filtradas (issue #18)', { timeout: 20_000 }, () => {
  it('asks for every filtered CTR, shows the progress of the job and downloads the file when ready', async () => {
    sessionStore.setSession(makeUser({}));
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const estados = [exportacao('gerando', 40), exportacao('pronta', 100)];
    const api = mockApi({
      'POST /api/ViewSolicitacaoTransporte/find': () =>
        ok({ rows: [{ id: 7 }, { id: 8 }, { id: 9 }], count: 3 }),
      'POST /api/exportacoes/fichas-ctr': () => ({
        body: { success: true, data: exportacao('pendente', 0), message: 'Exportação iniciada.' },
      }),
      'GET /api/exportacoes/5': () => ok(estados.length > 1 ? estados.shift() : estados[0]),
      'GET /api/exportacoes/5/arquivo': () => ({
        raw: new Blob(['%PDF-1.3']),
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="fichas-ctr-5.pdf"',
        },
      }),
    });
    const filtro = { where: { situacao: 'Alocada' }, order: [['id', 'DESC']] as [string, 'DESC'][] };
    renderWithProviders(<ExportarFichas filtro={() => filtro} />);
    fireEvent.click(screen.getByRole('button', { name: /PDF de todas as CTRs filtradas/ }));

    expect(await screen.findByText('Gerando PDF: 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /Gerando o PDF de 3 CTRs: 40 %/ })).toBeTruthy();
    const find = api.callsTo('/api/ViewSolicitacaoTransporte/find')[0]!;
    expect(find.body).toMatchObject({ where: { situacao: 'Alocada' }, fields: ['id'], offset: 0 });
    expect(api.callsTo('/api/exportacoes/fichas-ctr')[0]!.body).toEqual({ ids: [7, 8, 9] });

    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('/api/exportacoes/5/arquivo')).toHaveLength(1));
  });
});
