import { Button, Group, NumberInput, Select } from '@mantine/core';

export interface TipoVolumeLinhaProps {
  tipoLabel: string;
  volumeLabel: string;
  buttonLabel: string;
  options: Array<{ value: string; label: string }>;
  tipo: string | null;
  onTipo: (v: string | null) => void;
  volume: string | number;
  onVolume: (v: string | number) => void;
  errors: { tipo?: string; volume?: string };
  onAdd: () => void;
  searchable?: boolean;
}

/**
 * One waste line being typed (type and volume in m³, decimal comma) and its button: the CTR's
 * waste list and the sorting form add lines the same way.
 */
export function TipoVolumeLinha(p: TipoVolumeLinhaProps) {
  return (
    <Group align="flex-start" gap="xs">
      <Select
        label={p.tipoLabel}
        data={p.options}
        value={p.tipo}
        onChange={p.onTipo}
        error={p.errors.tipo}
        searchable={p.searchable}
        clearable
        style={{ flex: 2 }}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={p.volumeLabel}
        value={p.volume}
        onChange={p.onVolume}
        error={p.errors.volume}
        min={0}
        maxLength={7}
        decimalSeparator=","
        allowNegative={false}
        style={{ flex: 1 }}
      />
      <Button mt={25} variant="light" onClick={p.onAdd}>
        {p.buttonLabel}
      </Button>
    </Group>
  );
}
