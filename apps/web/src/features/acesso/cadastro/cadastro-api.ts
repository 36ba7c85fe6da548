import { api } from '../../../shared/api/client';
import type { SelfRegistrationResult } from './types';

export interface TipoArquivo {
  id: number;
  descricao: string;
  obrigatorioPj: boolean;
  obrigatorioPf: boolean;
  somentePdf: boolean;
}

export interface EnderecoEncontrado {
  uf: string | null;
  codIbge: string | null;
  bairro: string;
  endereco: string;
  complemento: string;
}

const publicCall = { skipAuthHandler: true } as const;

export const cadastroApi = {
  tiposArquivo: () =>
    api
      .post<{ rows: TipoArquivo[] }>('/TipoArquivo/find', { limit: 100, order: [['id', 'ASC']] }, publicCall)
      .then((d) => d.rows),
  estados: () =>
    api
      .post<{ rows: Array<{ uf: string; nome: string }> }>(
        '/Estado/find',
        { limit: 100, order: [['nome', 'ASC']] },
        publicCall,
      )
      .then((d) => d.rows),
  /** POST /findAddress (spec 1 §7): null when the CEP is unknown or the lookup is unavailable. */
  async findAddress(cep: string): Promise<EnderecoEncontrado | null> {
    const data = await api.post<{
      info?: {
        endereco?: {
          uf?: string;
          localidade?: string;
          logradouro?: string;
          bairro?: string;
          complemento?: string;
          ibge?: string | number;
        };
      };
    }>('/findAddress', { cep }, publicCall);
    const e = data?.info?.endereco;
    if (!e) return null;
    return {
      uf: e.uf ?? null,
      codIbge: e.ibge ? String(e.ibge) : null,
      bairro: e.bairro ?? '',
      endereco: e.logradouro ?? '',
      complemento: e.complemento ?? '',
    };
  },
  /** GET /auth/cadastro/:ticket: what the social provider told about an unknown account. */
  ticket: (ticket: string) =>
    api.get<{ authType: string; email: string | null; nome: string | null }>(
      `/auth/cadastro/${encodeURIComponent(ticket)}`,
      undefined,
      publicCall,
    ),
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
