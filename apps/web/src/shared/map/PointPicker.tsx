import { Box, Input, Loader, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';

const PointPickerMap = lazy(() => import('./PointPickerMap'));

export interface PointPickerProps {
  label?: string;
  /** [lon, lat] (GeoJSON order) or null. */
  value: [number, number] | null;
  onChange: (value: [number, number] | null) => void;
  readOnly?: boolean;
  error?: string;
}

/**
 * A point on a map (spec 3 §2 "a point picked on a map"): click or drag the marker; latitude and
 * longitude can also be typed, so the field works without a pointer.
 */
export function PointPicker({
  label = 'Localização no mapa',
  value,
  onChange,
  readOnly,
  error,
}: PointPickerProps) {
  const setCoord = (index: 0 | 1, raw: string | number) => {
    const n = typeof raw === 'number' ? raw : Number(String(raw).replace(',', '.'));
    if (!Number.isFinite(n)) return;
    const next: [number, number] = value ? [...value] : [-47.8828, -15.7939];
    next[index] = n;
    onChange(next);
  };
  return (
    <Input.Wrapper
      label={label}
      error={error}
      description={readOnly ? undefined : 'Clique no mapa para marcar o ponto'}
    >
      <Stack gap="xs">
        <Box role="region" aria-label={label}>
          <Suspense fallback={<Loader size="sm" aria-label="Carregando mapa" />}>
            <PointPickerMap value={value} onChange={onChange} readOnly={readOnly} />
          </Suspense>
        </Box>
        <SimpleGrid cols={2}>
          <NumberInput
            label="Latitude"
            decimalScale={6}
            min={-90}
            max={90}
            readOnly={readOnly}
            value={value?.[1] ?? ''}
            onChange={(v) => setCoord(1, v)}
          />
          <NumberInput
            label="Longitude"
            decimalScale={6}
            min={-180}
            max={180}
            readOnly={readOnly}
            value={value?.[0] ?? ''}
            onChange={(v) => setCoord(0, v)}
          />
        </SimpleGrid>
      </Stack>
    </Input.Wrapper>
  );
}
