import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The authority's footer (gov.br pattern): who runs the service, how to reach it, the accessibility page. */
export function SiteFooter() {
  return (
    <Box component="footer" id="rodape" tabIndex={-1} className="rcc-footer" px="md" py="lg">
      <Stack gap="xs">
        <Text fw={700}>RCC — Controle de Transporte de Resíduos da Construção Civil</Text>
        <Text size="sm">
          Serviço de Limpeza Urbana do Distrito Federal (SLU/DF) · Governo do Distrito Federal
        </Text>
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
