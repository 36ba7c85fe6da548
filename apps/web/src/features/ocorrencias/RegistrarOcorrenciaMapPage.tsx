import { Alert, Button, Drawer, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CacambaMarcador } from '@rcc/domain/contract/ocorrencias';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import type L from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Marker, Popup, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { PageTitle } from '../../shared/ui/PageTitle';
import { enderecoReverso } from './api';
import { BoundsWatcher, ClusterLayer, coloredIcon, MapaBase } from '../../shared/map/MapaBase';
import { useGeolocalizacao } from '../../shared/map/use-geolocalizacao';
import { OcorrenciaForm } from './OcorrenciaForm';

type Tipo = 'Caçamba' | 'Transporte';
const personIcon = coloredIcon('#1c7ed6');

function Pontos({
  onPick,
  person,
}: {
  onPick: (lat: number, lon: number) => void;
  person: [number, number] | null;
}) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  const map = useMap();
  useEffect(() => {
    if (person) map.setView(person, 17);
  }, [map, person]);
  if (!person) return null;
  return (
    <Marker
      position={person}
      icon={personIcon}
      draggable
      title="Sua localização"
      eventHandlers={{
        dragend: (e) => {
          const p = (e.target as L.Marker).getLatLng();
          onPick(p.lat, p.lng);
        },
      }}
    >
      <Tooltip>Sua localização (arraste para marcar a ocorrência)</Tooltip>
    </Marker>
  );
}

/** '/registrar-ocorrencia/map' (spec 3 §2): pick a point, fill the form in a popup, save. */
export default function RegistrarOcorrenciaMapPage() {
  const navigate = useNavigate();
  // On a phone a popup over the map has no room for the form: it opens in a bottom drawer (issue #16).
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [tipo, setTipo] = useState<Tipo | null>(null);
  const [ponto, setPonto] = useState<{ lat: number; lon: number; local: string | null } | null>(null);
  // The device's position (issue #16 item 2): asked on arrival, shown as a draggable marker.
  const geo = useGeolocalizacao({ automatico: true });
  const person = geo.posicao;
  const [info, setInfo] = useState<{ color: string; text: string } | null>(null);
  const [box, setBox] = useState<[number, number, number, number] | null>(null);

  const cacambas = useQuery({
    queryKey: ['find-cacambas', box],
    enabled: !!box,
    queryFn: () =>
      api.post<{ rows: CacambaMarcador[] }>('/registrar-ocorrencia/find-cacambas', { shape: box }),
  });
  useEffect(() => {
    if (cacambas.isError) setInfo({ color: 'red', text: MSG_MASTER_DATA.ocorrencia.falhaMapaCacambas });
  }, [cacambas.isError]);
  const points = useMemo(
    () =>
      (cacambas.data?.rows ?? []).map((c) => ({
        id: c.id,
        lon: c.shape.coordinates[0],
        lat: c.shape.coordinates[1],
        tooltip: `Caçamba ${c.numeroIdentificacao}`,
        color: '#868e96',
      })),
    [cacambas.data],
  );

  const pick = useCallback(
    (lat: number, lon: number) => {
      const t = tipo ?? 'Caçamba';
      if (!tipo) setTipo(t);
      setPonto({ lat, lon, local: null });
      enderecoReverso(lat, lon)
        .then((local) => setPonto((p) => (p && p.lat === lat && p.lon === lon ? { ...p, local } : p)))
        .catch(() => {});
    },
    [tipo],
  );
  const onBounds = useCallback((b: [number, number, number, number]) => setBox(b), []);

  const formulario = (t: Tipo, p: { lat: number; lon: number; local: string | null }) => (
    <OcorrenciaForm
      key={`${p.lat},${p.lon},${t}`}
      tipo={t}
      lat={p.lat}
      lon={p.lon}
      local={p.local}
      onCancel={() => setPonto(null)}
      onSaved={() => navigate('/registrar-ocorrencia/')}
    />
  );

  const overlay = (
    <Stack gap={6}>
      <Radio.Group
        label="Registrar ocorrência de:"
        value={tipo ?? ''}
        onChange={(v) => {
          setTipo(v as Tipo);
          if (!ponto && person) pick(person[0], person[1]);
        }}
      >
        <Stack gap={4} mt={4}>
          <Radio value="Caçamba" label="Caçamba" />
          <Radio value="Transporte" label="Transporte" />
        </Stack>
      </Radio.Group>
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          geo.pedir();
          setPonto(null);
        }}
        loading={geo.estado === 'buscando'}
      >
        Usar minha localização
      </Button>
      {geo.mensagem && (
        <Alert color="yellow" p="xs" role="alert">
          <Text size="xs">{geo.mensagem}</Text>
        </Alert>
      )}
      {!person && !geo.mensagem && !info && geo.estado !== 'buscando' && (
        <Text size="xs">Clique no mapa para marcar o local da ocorrência.</Text>
      )}
      {info && (
        <Alert color={info.color} p="xs">
          <Text size="xs">{info.text}</Text>
        </Alert>
      )}
    </Stack>
  );

  return (
    <>
      <PageTitle title="Registrar Ocorrência" />
      <MapaBase overlay={overlay}>
        <BoundsWatcher onChange={onBounds} />
        <ClusterLayer points={points} />
        <Pontos onPick={pick} person={person} />
        {ponto && tipo && (
          <Marker
            position={[ponto.lat, ponto.lon]}
            title={`Ocorrência de ${tipo}`}
            eventHandlers={{ add: (e) => setTimeout(() => (e.target as L.Marker).openPopup(), 0) }}
          >
            <Tooltip>{`Ocorrência de ${tipo}`}</Tooltip>
            {!phone && (
              <FormPopup
                key={`${ponto.lat},${ponto.lon},${tipo}`}
                titulo={titulo(tipo)}
                onClose={() => setPonto(null)}
              >
                {formulario(tipo, ponto)}
              </FormPopup>
            )}
          </Marker>
        )}
      </MapaBase>
      {phone && ponto && tipo && (
        <Drawer
          opened
          onClose={() => setPonto(null)}
          position="bottom"
          size="auto"
          title={titulo(tipo)}
          closeButtonProps={{ 'aria-label': 'Fechar formulário' }}
        >
          {formulario(tipo, ponto)}
        </Drawer>
      )}
    </>
  );
}

const titulo = (tipo: Tipo) => (tipo === 'Caçamba' ? 'Caçamba Irregular' : 'Transporte Irregular');

/** A popup opened as soon as its marker is on the map; closing it removes the marker (spec 3 §2). */
function FormPopup({
  titulo,
  children,
  onClose,
}: {
  titulo: string;
  children: React.ReactNode;
  onClose: () => void;
}) {
  return (
    <Popup autoClose={false} closeOnClick={false} minWidth={320} eventHandlers={{ remove: onClose }}>
      <div role="dialog" aria-label={titulo} style={{ isolation: 'isolate' }}>
        <Text fw={600} mb="xs">
          {titulo}
        </Text>
        {children}
      </div>
    </Popup>
  );
}
