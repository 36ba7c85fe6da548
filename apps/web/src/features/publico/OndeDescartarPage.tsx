import {
  Alert,
  Anchor,
  Badge,
  Box,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { LocalDescartePublico } from '@rcc/domain/contract/publico';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/page-title';
import { publicoApi } from './publico-api';
import { PublicoHeader } from './PublicoHeader';

const TIPO_NOME = { PEV: 'Ponto de entrega voluntária', ATT: 'Área de transbordo e triagem' } as const;

/** Accents and case do not matter when a visitor filters by neighbourhood. */
const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const cepFormatado = (cep: string) => (/^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);

function LocalCard({ local }: { local: LocalDescartePublico }) {
  const nome = local.nome ?? TIPO_NOME[local.tipo];
  const endereco = [local.endereco, local.numero && `nº ${local.numero}`].filter(Boolean).join(', ');
  const temPosicao = local.lat !== null && local.lon !== null;
  return (
    <Card withBorder component="article" padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Title order={3} size="h5">
            {nome}
          </Title>
          <Badge variant="outline" title={TIPO_NOME[local.tipo]}>
            {local.tipo}
          </Badge>
        </Group>
        <Text size="sm">
          {[endereco, local.bairro].filter(Boolean).join(' — ') || 'Endereço não informado'}
        </Text>
        {local.cep && <Text size="sm">CEP {cepFormatado(local.cep)}</Text>}
        {temPosicao && (
          <Anchor
            size="sm"
            href={`https://www.openstreetmap.org/?mlat=${local.lat}&mlon=${local.lon}#map=17/${local.lat}/${local.lon}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver {nome} no mapa (abre em nova janela)
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** /onde-descartar (issue #19): the active PEV and ATT that receive small volumes from the public. */
export default function OndeDescartarPage() {
  usePageTitle('Onde descartar');
  const [bairro, setBairro] = useState('');
  const query = useQuery({
    queryKey: ['publico', 'onde-descartar'],
    queryFn: ({ signal }) => publicoApi.ondeDescartar(signal),
  });
  const filtro = semAcento(bairro.trim());
  const locais = (query.data ?? []).filter(
    (l) => !filtro || semAcento(`${l.bairro ?? ''} ${l.endereco ?? ''} ${l.nome ?? ''}`).includes(filtro),
  );

  return (
    <Box component="main" id="conteudo" bg="gray.0" mih="100dvh" py="lg">
      <Container size="xl">
        <Stack gap="md">
          <PublicoHeader title="Onde descartar entulho" />
          <Text>
            Pequenos volumes de entulho podem ser entregues nos pontos de entrega voluntária (PEV) e nas áreas
            de transbordo e triagem (ATT) abaixo. Para volumes maiores, contrate um{' '}
            <Anchor component={Link} to="/transportadores" underline="always">
              transportador licenciado
            </Anchor>
            .
          </Text>
          <TextInput
            label="Filtrar por bairro ou endereço"
            value={bairro}
            onChange={(event) => setBairro(event.currentTarget.value)}
            maw={420}
          />
          {query.isPending && <Loader aria-label="Carregando os locais" />}
          {query.isError && (
            <Alert color="red" role="alert">
              Não foi possível carregar os locais de descarte. Tente novamente em instantes.
            </Alert>
          )}
          {query.isSuccess && (
            <Text size="sm" role="status">
              {locais.length === 0
                ? 'Nenhum local encontrado.'
                : `${locais.length} ${locais.length === 1 ? 'local encontrado' : 'locais encontrados'}.`}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {locais.map((local) => (
              <LocalCard key={local.id} local={local} />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
