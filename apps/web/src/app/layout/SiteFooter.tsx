import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';

interface Contato {
  emailDuvidas: string | null;
  emailSugestoes: string | null;
  emailReclamacoes: string | null;
}

/** The authority's contact addresses saved in Configurações (GET /api/parametro/contato, public). */
function useContato() {
  return useQuery({
    queryKey: ['parametro', 'contato'],
    queryFn: ({ signal }) => api.get<Contato>('/parametro/contato', undefined, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** The authority's footer (gov.br pattern): who runs the service, how to reach it, the accessibility page. */
export function SiteFooter() {
  const { data } = useContato();
  const emails = [
    { label: 'Dúvidas', email: data?.emailDuvidas },
    { label: 'Sugestões', email: data?.emailSugestoes },
    { label: 'Ouvidoria', email: data?.emailReclamacoes },
  ].filter(
    (c, i, all): c is { label: string; email: string } =>
      // One line per address: the same address saved for several subjects is shown once.
      Boolean(c.email) && all.findIndex((o) => o.email === c.email) === i,
  );
  return (
    <Box component="footer" id="rodape" tabIndex={-1} className="rcc-footer" px="md" py="lg">
      <Stack gap="xs">
        <Text fw={700}>RCC — Controle de Transporte de Resíduos da Construção Civil</Text>
        <Text size="sm">
          Serviço de Limpeza Urbana do Distrito Federal (SLU/DF) · Governo do Distrito Federal
        </Text>
        {emails.length > 0 && (
          <Group gap="lg" wrap="wrap" component="address" style={{ fontStyle: 'normal' }}>
            {emails.map((c) => (
              <Text size="sm" key={c.email}>
                {c.label}:{' '}
                <Anchor href={`mailto:${c.email}`} size="sm">
                  {c.email}
                </Anchor>
              </Text>
            ))}
          </Group>
        )}
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Ouvidoria do GDF: 162</Text>
          <Anchor href="https://www.slu.df.gov.br" size="sm" target="_blank" rel="noopener noreferrer">
            slu.df.gov.br (abre em nova janela)
          </Anchor>
          <Anchor component={Link} to="/reclamacoes" size="sm">
            Dúvidas ou sugestões
          </Anchor>
          <Anchor component={Link} to="/acessibilidade" size="sm">
            Declaração de acessibilidade
          </Anchor>
        </Group>
      </Stack>
    </Box>
  );
}
