import type { Data } from '@rcc/domain/contract/envelope';
import type { notificacoesContract } from '@rcc/domain/contract/notificacoes';
import { api } from '../../shared/api/client';

export type Pagina = Data<typeof notificacoesContract.listar>;
export type Preferencias = Data<typeof notificacoesContract.preferencias>;

/** Every query of the notification centre starts with this key: one invalidation refreshes all. */
export const CHAVE = ['notificacoes'] as const;

export const buscarContagem = () =>
  api.get<Data<typeof notificacoesContract.contagem>>('/notificacoes/contagem');

export const buscarNotificacoes = (q: { naoLidas?: boolean; limit: number; offset?: number }) =>
  api.get<Pagina>('/notificacoes', {
    naoLidas: q.naoLidas ? 'true' : undefined,
    limit: q.limit,
    offset: q.offset,
  });

export const marcarLida = (id: number) => api.post(`/notificacoes/${id}/lida`);

export const marcarTodas = () => api.post<Data<typeof notificacoesContract.marcar>>('/notificacoes/lidas');

/** Brasília time, as every other screen shows it. */
export { formatDateTime as dataHora } from '../../shared/format';
