import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatCep, formatPhone } from '@rcc/domain';
import type { ReactNode } from 'react';
import type { Transportador } from './publico-api';

interface Props {
  transportador: Transportador;
  /** Wide screens: the card can be opened full screen. */
  onExpand?: () => void;
  /** Mobile layout hides tooltips (spec 1 §2.3). */
  withTooltips: boolean;
  expanded?: boolean;
}

function enderecoCompleto(p: Transportador['pessoa']): string {
  const rua = [p.endereco, p.numero && `nº ${p.numero}`, p.complemento].filter(Boolean).join(', ');
  return [rua, p.bairro].filter(Boolean).join(' — ');
}

function Hint({ label, enabled, children }: { label: string; enabled: boolean; children: ReactNode }) {
  return enabled ? (
    <Tooltip label={label} openDelay={300}>
      {children}
    </Tooltip>
  ) : (
    children
  );
}

export function TransportadorCard({ transportador: t, onExpand, withTooltips, expanded = false }: Props) {
  const p = t.pessoa;
  const phones = [p.celular, p.telefone].filter((v): v is string => Boolean(v)).map(formatPhone);
  const cidade = p.municipio ? `${p.municipio.nome} - ${p.municipio.uf}` : p.uf;
  return (
    <Card
      withBorder
      shadow={expanded ? undefined : 'xs'}
      radius="md"
      padding="md"
      h="100%"
      component="article"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size={expanded ? 'h2' : 'h5'} style={{ overflowWrap: 'anywhere' }}>
            {p.nomeRazaoSocial}
          </Title>
          {onExpand && (
            <Hint label="Ampliar" enabled={withTooltips}>
              <ActionIcon variant="subtle" onClick={onExpand} aria-label={`Ampliar ${p.nomeRazaoSocial}`}>
                <span aria-hidden="true">⤢</span>
              </ActionIcon>
            </Hint>
          )}
        </Group>
        <Text size="sm">{enderecoCompleto(p) || 'Endereço não informado'}</Text>
        {cidade && <Text size="sm">{cidade}</Text>}
        {p.cep && <Text size="sm">CEP {formatCep(p.cep)}</Text>}
        {p.email && (
          <Hint label="Enviar e-mail" enabled={withTooltips}>
            <Anchor href={`mailto:${p.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.email}
            </Anchor>
          </Hint>
        )}
        {phones.length > 0 && (
          <Text size="sm">
            {phones.map((phone, i) => (
              <span key={phone}>
                {i > 0 && ' · '}
                <Anchor href={`tel:${phone.replace(/\D/g, '')}`} inherit>
                  {phone}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Badge variant="light" color="green">
            Licenciado
          </Badge>
          <Badge variant="light" color="gray">
            {t.quantidadeVeiculos} {t.quantidadeVeiculos === 1 ? 'veículo' : 'veículos'}
          </Badge>
          <Badge variant="light" color="gray">
            {t.quantidadeCacambas} {t.quantidadeCacambas === 1 ? 'caçamba' : 'caçambas'}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
