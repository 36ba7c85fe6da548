import type { DocumentoLinha, Documentos } from '@rcc/domain/contract/arquivos';
import { api } from './client';

export type { DocumentoLinha, Documentos };

export const SITUACAO_ARQUIVO: Record<string, string> = { N: 'Não validado', V: 'Validado', P: 'Pendente' };

export const fetchDocumentos = (idPerfil?: number) =>
  api.get<Documentos>(idPerfil ? `/pendencia-documentos/${idPerfil}` : '/pendencia-documentos');

export function enviarDocumento(idPerfil: number, idTipoArquivo: number, file: File, validade?: string) {
  const form = new FormData();
  form.set('idPerfil', String(idPerfil));
  form.set('idTipoArquivo', String(idTipoArquivo));
  if (validade) form.set('validade', validade);
  form.set('anexo', file);
  return api.upload<{ id: number }>('/Arquivo', form);
}

export const baixarDocumento = (id: number) =>
  api.download(`/Arquivo/${id}?download=1`, undefined, 'documento', 'GET');
