import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { telHref, useContatoOrgao } from '../../shared/api/contato-orgao';

/**
 * The authority's footer (gov.br pattern): who runs the service, how to reach it (name, phone and
 * e-mails saved in Configurações), the accessibility page.
 */
export function SiteFooter() {
  const { data } = useContatoOrgao();
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
        {data?.nomeOrgao && <Text size="sm">{data.nomeOrgao}</Text>}
        {(emails.length > 0 || data?.telefoneOrgao) && (
          <Group gap="lg" wrap="wrap" component="address" style={{ fontStyle: 'normal' }}>
            {data?.telefoneOrgao && (
              <Text size="sm">
                Telefone:{' '}
                <Anchor href={telHref(data.telefoneOrgao)} size="sm">
                  {data.telefoneOrgao}
                </Anchor>
              </Text>
            )}
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
