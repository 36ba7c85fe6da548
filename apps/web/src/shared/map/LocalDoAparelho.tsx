import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PointPicker } from './PointPicker';
import { useGeolocalizacao } from './use-geolocalizacao';

interface Props {
  label: string;
  /** [lon, lat] (GeoJSON order) or null. */
  value: [number, number] | null;
  onChange: (value: [number, number] | null) => void;
}

/**
 * A point taken from the phone's GPS on request (the browser asks permission) and shown on the map,
 * where it can be moved or typed (issue #16 item 2); refusal or failure is explained, never silent.
 */
export function LocalDoAparelho({ label, value, onChange }: Props) {
  const geo = useGeolocalizacao();
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (geo.posicao) change.current([geo.posicao[1], geo.posicao[0]]);
  }, [geo.posicao]);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="light" onClick={geo.pedir} loading={geo.estado === 'buscando'}>
          Usar minha localização
        </Button>
        {value && (
          <Button variant="subtle" onClick={() => onChange(null)}>
            Limpar local
          </Button>
        )}
      </Group>
      {geo.mensagem && (
        <Alert color="yellow" role="alert">
          {geo.mensagem}
        </Alert>
      )}
      <PointPicker label={label} value={value} onChange={onChange} />
    </Stack>
  );
}
