import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { GrupoPainel, PainelCard, PainelItem } from '@rcc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { AceitarSolicitacaoPopup } from '../../shared/ctr/popups/AceitarSolicitacaoPopup';
import { RecusarSolicitacaoPopup } from '../../shared/ctr/popups/RecusarSolicitacaoPopup';
import { painelKey } from './painel-api';

/** An app path opens in the SPA; the CTR sheet (API) and map addresses open in a new tab. */
function Destino({ href, children, label }: { href: string; children: React.ReactNode; label?: string }) {
  if (href.startsWith('/') && !href.startsWith('/api/'))
    return (
      <Anchor component={Link} to={href} aria-label={label}>
        {children}
      </Anchor>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Anchor>
  );
}

function ItemPainel({ item, acoes }: { item: PainelItem; acoes?: React.ReactNode }) {
  return (
    <List.Item>
      <Stack gap={2}>
        {item.link ? <Destino href={item.link}>{item.titulo}</Destino> : <Text size="sm">{item.titulo}</Text>}
        {item.detalhe && (
          <Text size="xs" c="dimmed">
            {item.detalhe}
          </Text>
        )}
        {item.quando && (
          <Text size="xs" c="dimmed">
            {formatDateTime(item.quando)}
          </Text>
        )}
        {acoes}
      </Stack>
    </List.Item>
  );
}

/** A card: its count as a big number with its label, the most urgent items, the filtered list. */
export function CardPainel({ card, grupo }: { card: PainelCard; grupo: GrupoPainel }) {
  const queryClient = useQueryClient();
  const [aceitar, setAceitar] = useState<PainelItem | null>(null);
  const [recusar, setRecusar] = useState<number | null>(null);
  const titleId = `card-${grupo}-${card.chave}`;
  const done = () => {
    setAceitar(null);
    setRecusar(null);
    void queryClient.invalidateQueries({ queryKey: painelKey(grupo) });
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={titleId}>
          {card.titulo}
        </Title>
        {card.contagem !== null && (
          <Text lh={1.1} data-contagem>
            <Text span fz={36} fw={700}>
              {card.contagem}
            </Text>{' '}
            <Text span size="sm">
              {card.contagem === 1 ? 'registro' : 'registros'}
            </Text>
          </Text>
        )}
        {card.valor && (
          <Text fz="xl" fw={600}>
            {card.valor}
          </Text>
        )}
        {card.itens.length > 0 && (
          <List spacing="xs" listStyleType="none" aria-label={`Itens de ${card.titulo}`}>
            {card.itens.map((item) => (
              <ItemPainel
                key={item.id}
                item={item}
                acoes={
                  card.acao === 'avaliar' && (
                    <Group gap="xs">
                      <Button
                        size="compact-xs"
                        onClick={() => setAceitar(item)}
                        aria-label={`Aceitar CTR ${item.id}`}
                      >
                        Aceitar
                      </Button>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        onClick={() => setRecusar(item.id)}
                        aria-label={`Recusar CTR ${item.id}`}
                      >
                        Recusar
                      </Button>
                    </Group>
                  )
                }
              />
            ))}
          </List>
        )}
        {card.contagem === 0 && card.itens.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum registro.
          </Text>
        )}
        {card.link && (
          <Group mt="auto">
            {card.contagem === null ? (
              <Button component={Link} to={card.link} size="sm">
                {card.linkTexto}
              </Button>
            ) : (
              <Destino href={card.link} label={`${card.linkTexto}: ${card.titulo}`}>
                {card.linkTexto}
              </Destino>
            )}
          </Group>
        )}
      </Stack>
      {card.acao === 'avaliar' && (
        <>
          <AceitarSolicitacaoPopup
            ctr={
              aceitar
                ? { id: aceitar.id, situacao: 'Solicitada', idTransportador: aceitar.idTransportador }
                : null
            }
            onClose={() => setAceitar(null)}
            onDone={done}
          />
          <RecusarSolicitacaoPopup idCtr={recusar} onClose={() => setRecusar(null)} onDone={done} />
        </>
      )}
    </Card>
  );
}
