import { Anchor, Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/page-title';
import { publicoApi } from './publico-api';
import { PublicoHeader } from './PublicoHeader';
import { VerificarDocumento } from './VerificarDocumento';

interface Servico {
  titulo: string;
  texto: string;
  to: string;
  link: string;
}

const SERVICOS: Servico[] = [
  {
    titulo: 'Onde descartar',
    texto:
      'Pontos de entrega voluntária (PEV), áreas de transbordo e triagem (ATT) e outros locais que recebem pequenos volumes de entulho: o mais próximo de você, com horário, o que aceitam e mapa.',
    to: '/onde-descartar',
    link: 'Ver os locais de descarte',
  },
  {
    titulo: 'Transportadores licenciados',
    texto:
      'Empresas e pessoas com licença (CLTRCC) válida para transportar resíduos da construção civil, com contatos.',
    to: '/transportadores',
    link: 'Consultar transportadores',
  },
  {
    titulo: 'Dados abertos',
    texto:
      'Números mensais do transporte de resíduos por região, em tabelas, com download em CSV e JSON e dicionário de dados.',
    to: '/dados-abertos',
    link: 'Abrir os dados abertos',
  },
  {
    titulo: 'Como se cadastrar',
    texto:
      'Gerador, transportador ou destino: na tela de acesso, escolha “Ainda não sou cadastrado” e preencha seus dados. A confirmação chega por e-mail.',
    to: '/login',
    link: 'Ir para o cadastro',
  },
  {
    titulo: 'Dúvidas, sugestões e reclamações',
    texto: 'Fale com a administração do sistema: dúvidas de uso, sugestões e reclamações.',
    to: '/reclamacoes',
    link: 'Enviar uma mensagem',
  },
  {
    titulo: 'Acessibilidade',
    texto: 'Atalhos de teclado, contraste e recursos de acessibilidade do portal.',
    to: '/acessibilidade',
    link: 'Ver os recursos',
  },
];

/** The tutorial videos for the public (issue #19), when the administration published any. */
function TutoriaisPublicos() {
  const query = useQuery({
    queryKey: ['publico', 'tutoriais'],
    queryFn: ({ signal }) => publicoApi.tutoriais(signal),
  });
  const videos = query.data ?? [];
  if (videos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="tutoriais-titulo">
      <Title order={2} size="h4" id="tutoriais-titulo" mb="sm">
        Vídeos tutoriais
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {videos.map((v) => (
          <li key={v.id}>
            <Anchor href={v.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {v.titulo} (vídeo, abre em nova janela)
            </Anchor>
            {v.subtitulo && <Text size="sm">{v.subtitulo}</Text>}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** /publico (issue #19): one entry, without login, for everything RCC offers the public. */
export default function PortalPage() {
  usePageTitle('Serviços ao cidadão');
  return (
    <Box component="main" id="conteudo" bg="gray.0" mih="100dvh" py="lg">
      <Container size="xl">
        <Stack gap="lg">
          <PublicoHeader title="Serviços ao cidadão" portal={false} />
          <Text>
            Controle do transporte de resíduos da construção civil (entulho): consulte documentos, encontre
            onde descartar e acompanhe os números da cidade, sem precisar entrar no sistema.
          </Text>
          <VerificarDocumento />
          <Box component="section" aria-labelledby="servicos-titulo">
            <Title order={2} size="h4" id="servicos-titulo" mb="sm">
              Outros serviços
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {SERVICOS.map((s) => (
                <Card withBorder key={s.to} component="article" padding="md">
                  <Stack gap="xs" h="100%" justify="space-between">
                    <Stack gap={4}>
                      <Title order={3} size="h5">
                        {s.titulo}
                      </Title>
                      <Text size="sm">{s.texto}</Text>
                    </Stack>
                    <Anchor component={Link} to={s.to} fw={600}>
                      {s.link}
                    </Anchor>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Box>
          <TutoriaisPublicos />
        </Stack>
      </Container>
    </Box>
  );
}
