import type { CadastroSocial } from '@rcc/domain/contract/acesso';
import { api } from '../api/client';
import type { SelfRegistrationResult } from './types';

export interface TipoArquivo {
  id: number;
  descricao: string;
  obrigatorioPj: boolean;
  obrigatorioPf: boolean;
  somentePdf: boolean;
}

const publicCall = { skipAuthHandler: true } as const;

export const cadastroApi = {
  tiposArquivo: () =>
    api
      .post<{ rows: TipoArquivo[] }>('/TipoArquivo/find', { limit: 100, order: [['id', 'ASC']] }, publicCall)
      .then((d) => d.rows),
  /** GET /auth/cadastro/:ticket: what the social provider told about an unknown account. */
  ticket: (ticket: string) =>
    api.get<CadastroSocial>(`/auth/cadastro/${encodeURIComponent(ticket)}`, undefined, publicCall),
  cadastrar: (payload: Record<string, unknown>, files: Map<number, File>, licenca: File | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    for (const [id, file] of files) form.append(`arquivo_${id}`, file, file.name);
    if (licenca) form.append('licencaAmbiental', licenca, licenca.name);
    return api.upload<SelfRegistrationResult>('/pessoa-api/cadastrar', form, 'POST', publicCall);
  },
};
