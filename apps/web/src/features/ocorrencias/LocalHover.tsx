import { Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { enderecoReverso } from './api';

/** Spec 3 §2: hovering the location cell shows the address reverse-geocoded from the point. */
export function LocalHover({ local, coords }: { local: string | null; coords?: [number, number] }) {
  const [endereco, setEndereco] = useState<string | null>(null);
  const load = () => {
    if (endereco !== null || !coords) return;
    enderecoReverso(coords[1], coords[0])
      .then((e) => setEndereco(e ?? 'Endereço não encontrado'))
      .catch(() => setEndereco('Endereço não encontrado'));
  };
  return (
    <Tooltip label={endereco ?? 'Buscando endereço…'} multiline w={280} onMouseEnter={load}>
      <Text size="sm" onMouseEnter={load} onFocus={load} tabIndex={0} lineClamp={2}>
        {local ?? '-'}
      </Text>
    </Tooltip>
  );
}
