import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ondeDescartarQuery } from '@rcc/domain/publico/locais-descarte';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { schemaErrors } from '../../shared/forms/schema-validate';
import { useGeolocalizacao } from '../../shared/map/use-geolocalizacao';
import { usePageTitle } from '../../shared/page-title';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { LocalDescarteCard } from './LocalDescarteCard';
import { type OrigemBusca, publicoApi } from './publico-api';
import { PublicoHeader } from './PublicoHeader';

const LocaisMapa = lazy(() => import('./LocaisMapa'));

/** Accents and case do not matter when a visitor filters by neighbourhood. */
const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Eight digits (with or without the dash) are a CEP; anything else is an address. */
const origemDoTexto = (texto: string): OrigemBusca =>
  /^\d{5}-?\d{3}$/.test(texto.trim()) ? { cep: texto.trim() } : { endereco: texto.trim() };

/**
 * /onde-descartar (issue #19): the places that receive small volumes from the public, nearest first
 * from a CEP, an address or the device's position, on a map and in a list.
 */
export default function OndeDescartarPage() {
  usePageTitle('Onde descartar');
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [origem, setOrigem] = useState<OrigemBusca | null>(null);
  const [bairro, setBairro] = useState('');
  const geo = useGeolocalizacao();
  const posicao = geo.posicao;
  useEffect(() => {
    if (posicao) setOrigem({ lat: posicao[0], lon: posicao[1] });
  }, [posicao]);
  const query = useQuery({
    queryKey: ['publico', 'onde-descartar', origem],
    queryFn: ({ signal }) => publicoApi.ondeDescartar(origem, signal),
    retry: false,
  });
  const procurar = (event: React.FormEvent) => {
    event.preventDefault();
    const busca = origemDoTexto(texto);
    const erros = schemaErrors(ondeDescartarQuery, busca);
    const msg = erros.cep ?? erros.endereco ?? (texto.trim() ? null : 'Digite um CEP ou um endereço.');
    setErro(msg);
    if (!msg) setOrigem(busca);
  };
  const filtro = semAcento(bairro.trim());
  const locais = (query.data?.locais ?? []).filter(
    (l) =>
      !filtro ||
      semAcento(`${l.bairro ?? ''} ${l.endereco ?? ''} ${l.nome ?? ''} ${l.regiao ?? ''}`).includes(filtro),
  );
  const deOnde = query.data?.origem;
  const falha = query.error as { message?: string } | null;

  return (
    <Box component="main" id="conteudo" bg="gray.0" mih="100dvh" py="lg">
      <Container size="xl">
        <Stack gap="md">
          <PublicoHeader title="Onde descartar entulho" />
          <Text>
            Pequenos volumes de entulho podem ser entregues nos pontos de entrega voluntária (PEV), nas áreas
            de transbordo e triagem (ATT) e nos demais locais abaixo, respeitando o horário, as classes de
            resíduo aceitas e o limite por entrega. Para volumes maiores, contrate um{' '}
            <Anchor component={Link} to="/transportadores" underline="always">
              transportador licenciado
            </Anchor>
            .
          </Text>
          <Box component="form" onSubmit={procurar} aria-label="Procurar o local mais próximo">
            <Group align="flex-end" gap="sm">
              <TextInput
                label="CEP ou endereço"
                description="Ex.: 72010-010 ou CNA 1, Taguatinga"
                value={texto}
                onChange={(event) => setTexto(event.currentTarget.value)}
                error={erro}
                w={{ base: '100%', sm: 360 }}
              />
              <Button type="submit" loading={query.isFetching && !!origem && !('lat' in origem)}>
                Procurar o mais próximo
              </Button>
              <Button variant="light" onClick={geo.pedir} loading={geo.estado === 'buscando'}>
                Usar minha localização
              </Button>
            </Group>
          </Box>
          {geo.mensagem && (
            <Alert color="yellow" role="alert">
              {geo.mensagem.replace('Marque o ponto no mapa', 'Digite o CEP ou o endereço')}
            </Alert>
          )}
          <QueryListState
            query={query}
            carregando="Carregando os locais de descarte…"
            falha={
              origem
                ? (falha?.message ?? 'Não foi possível localizar este endereço.')
                : 'Não foi possível carregar os locais de descarte.'
            }
            hint={origem ? 'Confira o CEP ou o endereço e procure de novo.' : undefined}
          />
          {query.isSuccess && (
            <Text size="sm" role="status">
              {locais.length === 0
                ? 'Nenhum local encontrado.'
                : `${locais.length} ${locais.length === 1 ? 'local encontrado' : 'locais encontrados'}${deOnde ? `, do mais próximo ao mais distante de ${deOnde.endereco ?? 'sua localização'}` : ''}.`}
            </Text>
          )}
          {query.isSuccess && (
            <Box component="section" aria-label="Mapa dos locais de descarte">
              <Suspense fallback={<Box h={360} aria-busy="true" />}>
                <LocaisMapa locais={locais} origem={deOnde ?? null} />
              </Suspense>
            </Box>
          )}
          <Title order={2} size="h4">
            Lista dos locais
          </Title>
          <TextInput
            label="Filtrar por bairro ou endereço"
            value={bairro}
            onChange={(event) => setBairro(event.currentTarget.value)}
            maw={420}
          />
          {query.isSuccess &&
            locais.length === 0 &&
            (filtro ? (
              <ListState
                kind="filtered"
                title="Nenhum local neste bairro ou endereço."
                hint="Apague o filtro ou procure pelo CEP para ver os locais mais próximos."
                actions={
                  <Button size="xs" variant="default" onClick={() => setBairro('')}>
                    Limpar o filtro
                  </Button>
                }
              />
            ) : (
              <ListState
                kind="empty"
                title="Nenhum local de descarte publicado ainda."
                hint="Para volumes maiores, contrate um transportador licenciado."
              />
            ))}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {locais.map((local, i) => (
              <LocalDescarteCard key={local.id} local={local} posicao={deOnde ? i + 1 : undefined} />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
