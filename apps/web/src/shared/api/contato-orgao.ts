import type { ContatoOrgao } from '@rcc/domain/contract/parametros';
import { onlyDigits } from '@rcc/domain/validators';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/**
 * The authority's name, phone and contact e-mails saved in Configurações (GET /api/parametro/contato,
 * public): the site footer and the accessibility statement show them (issue #15).
 */
export function useContatoOrgao() {
  return useQuery({
    queryKey: ['parametro', 'contato'],
    queryFn: ({ signal }) => api.get<ContatoOrgao>('/parametro/contato', undefined, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** 'tel:' link of a phone written with spaces, dots, dashes or parentheses ('(61) 3213-0000'). */
export const telHref = (telefone: string) => `tel:${onlyDigits(telefone)}`;
