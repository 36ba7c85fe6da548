import {
  Alert,
  Box,
  Container,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery, useViewportSize } from '@mantine/hooks';
import { MSG } from '@rcc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTitle } from '../../shared/page-title';
import { type Transportador, publicoApi } from './publico-api';
import { MOBILE_QUERY, pageSizeFor, SEARCH_DEBOUNCE_MS } from './layout';
import { PublicoHeader } from './PublicoHeader';
import { TransportadorCard } from './TransportadorCard';

const TITLE = 'Transportadores licenciados de resíduos da construção civil';

/** /transportadores (public, spec 1 §2.3): the licensed transporters as cards. */
export default function TransportadoresPage() {
  usePageTitle('Transportadores Licenciados');
  const [nome, setNome] = useState('');
  const [bairro, setBairro] = useState('');
  const [nomeBusca] = useDebouncedValue(nome.trim(), SEARCH_DEBOUNCE_MS);
  const [bairroBusca] = useDebouncedValue(bairro.trim(), SEARCH_DEBOUNCE_MS);
  const [expanded, setExpanded] = useState<Transportador | null>(null);
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const { height } = useViewportSize();
  const pageSize = pageSizeFor(height || window.innerHeight);

  // A new search (or page size) starts from the first page.
  const filterKey = `${nomeBusca}|${bairroBusca}|${pageSize}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const query = useQuery({
    queryKey: ['transportadores', nomeBusca, bairroBusca, page, pageSize],
    queryFn: ({ signal }) =>
      publicoApi.findTransportadores(
        {
          limit: pageSize,
          offset: (page - 1) * pageSize,
          ...(nomeBusca ? { nomeRazaoSocial: nomeBusca } : {}),
          ...(bairroBusca ? { bairro: bairroBusca } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const total = Math.ceil((query.data?.count ?? 0) / pageSize);

  return (
    <Box component="main" id="conteudo" bg="gray.0" mih="100dvh" py="lg">
      <Container size="xl">
        <Stack gap="md">
          <PublicoHeader title={TITLE} portal={false} />
          <Group grow align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'}>
            <TextInput
              label="Pesquisar por nome"
              type="search"
              value={nome}
              onChange={(e) => setNome(e.currentTarget.value)}
              maxLength={200}
            />
            <TextInput
              label="Pesquisar por bairro"
              type="search"
              value={bairro}
              onChange={(e) => setBairro(e.currentTarget.value)}
              maxLength={80}
            />
          </Group>
          {query.isError && <Alert color="red">{MSG.notificador.padrao}</Alert>}
          {query.isPending && (
            <Group justify="center" py="xl">
              <Loader aria-label="Carregando transportadores" />
            </Group>
          )}
          {query.isSuccess && rows.length === 0 && (
            <Text ta="center" py="xl" c="dimmed">
              {MSG.listaPublica.nenhumTransportador}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" aria-busy={query.isFetching}>
            {rows.map((t) => (
              <TransportadorCard
                key={t.id}
                transportador={t}
                withTooltips={!isMobile}
                {...(isMobile ? {} : { onExpand: () => setExpanded(t) })}
              />
            ))}
          </SimpleGrid>
          {total > 1 && (
            <Group justify="center">
              <Pagination
                total={total}
                value={page}
                onChange={setPage}
                withEdges
                getControlProps={(control) => ({
                  'aria-label': {
                    first: 'Primeira página',
                    previous: 'Página anterior',
                    next: 'Próxima página',
                    last: 'Última página',
                  }[control],
                })}
                getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
              />
            </Group>
          )}
        </Stack>
      </Container>
      <Modal
        opened={expanded !== null}
        onClose={() => setExpanded(null)}
        size="90vw"
        centered
        title={expanded?.pessoa.nomeRazaoSocial}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
        styles={{ content: { minHeight: '80vh' } }}
      >
        {expanded && <TransportadorCard transportador={expanded} withTooltips expanded />}
      </Modal>
    </Box>
  );
}
