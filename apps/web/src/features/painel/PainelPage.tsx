import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GrupoPainel } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../shared/ui/PageTitle';
import { CardPainel } from './CardPainel';
import { IndicadoresCidade } from './IndicadoresCidade';
import { painelApi, painelKey } from './painel-api';

function Falha({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title="Não foi possível carregar" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Verifique a conexão e tente de novo.</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}

/** One card group, loaded by its own call so a slow group never holds the others. */
function GrupoPainelSection({ grupo, titulo }: { grupo: GrupoPainel; titulo: string }) {
  const query = useQuery({ queryKey: painelKey(grupo), queryFn: () => painelApi.grupo(grupo) });
  const headingId = `painel-${grupo}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {titulo}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={`Carregando ${titulo}`} />}
      {query.isError && <Falha onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          {query.data.cards.length === 0 && <Text c="dimmed">Nada a fazer por aqui.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {query.data.cards.map((card) => (
              <CardPainel key={card.chave} card={card} grupo={grupo} />
            ))}
          </SimpleGrid>
          {query.data.indicadores && <IndicadoresCidade dados={query.data.indicadores} />}
        </>
      )}
    </Stack>
  );
}

/** Painel (issue #14 item 1): the first screen of every login, the work of each of its profiles. */
export default function PainelPage() {
  const query = useQuery({ queryKey: painelKey(), queryFn: painelApi.grupos });
  const grupos = query.data?.grupos ?? [];
  return (
    <Stack gap="xl">
      <PageTitle title="Painel" />
      {query.isPending && <Loader aria-label="Carregando o painel" />}
      {query.isError && <Falha onRetry={() => void query.refetch()} />}
      {query.data && grupos.length === 0 && (
        <Text>Seu perfil ainda não tem cartões no painel. Use o menu para acessar as funcionalidades.</Text>
      )}
      {grupos.map((g) => (
        <GrupoPainelSection key={g.grupo} grupo={g.grupo} titulo={g.titulo} />
      ))}
    </Stack>
  );
}
