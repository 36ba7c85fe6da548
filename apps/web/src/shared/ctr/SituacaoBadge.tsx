import { Badge, type MantineColor } from '@mantine/core';
import type { SituacaoCtr } from '@rcc/domain';

/**
 * Badge colour per CTR status: dark shades, so the theme's autoContrast writes white on them at
 * 4.5:1 or more in every scheme; the text always says the status (colour is never the only signal).
 */
const COR: Record<SituacaoCtr, MantineColor> = {
  Solicitada: 'govBlue.6',
  Enviada: 'cyan.9',
  Alocada: 'indigo.7',
  Retirada: 'violet.8',
  'Em Pesagem': 'orange.9',
  Destinada: 'green.9',
  Irregular: 'red.9',
  Recusada: 'red.8',
  Cancelada: 'gray.7',
  'Resíduo Rejeitado': 'pink.9',
  'Cancelamento Solicitado': 'yellow.9',
  'Cancelamento Recusado': 'grape.9',
};

/** A CTR's status as a badge with its name (issue #15 item 5). */
export function SituacaoBadge({ situacao }: { situacao: string }) {
  const cor = COR[situacao as SituacaoCtr] ?? 'gray.7';
  return (
    <Badge
      color={cor}
      tt="none"
      fw={600}
      radius="sm"
      size="md"
      className="rcc-badge"
      styles={{
        root: { maxWidth: 'none', minWidth: 'max-content' },
        label: { whiteSpace: 'nowrap', overflow: 'visible' },
      }}
    >
      {situacao}
    </Badge>
  );
}
