import { Grid, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Marker, Tooltip } from 'react-leaflet';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../shared/ui/PageTitle';
import { carregarOcorrencia } from './api';
import { coloredIcon, MapaBase } from '../../shared/map/MapaBase';
import { RespostaOcorrencia } from './RespostaOcorrencia';

const ICONS = { Caçamba: coloredIcon('#e8590c'), Transporte: coloredIcon('#7048e8') };

/** '/acompanhar-ocorrencia/map/:id' (spec 3 §2): the occurrence on the map and its response view. */
export default function AcompanharOcorrenciaMapPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['ocorrencia', id], queryFn: () => carregarOcorrencia(Number(id)) });
  const o = q.data;
  if (q.isSuccess && !o) return <Text>Ocorrência não encontrada.</Text>;
  if (!o) return null;
  const [lon, lat] = o.shape.coordinates;
  return (
    <>
      <PageTitle title="Acompanhar Ocorrência" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MapaBase
            height="70vh"
            center={[lat, lon]}
            zoom={17}
            overlay={
              <Radio.Group label="Ocorrência de:" value={o.irregularidadeCom} readOnly>
                <Stack gap={4} mt={4}>
                  <Radio value="Caçamba" label="Caçamba" disabled />
                  <Radio value="Transporte" label="Transporte" disabled />
                </Stack>
              </Radio.Group>
            }
          >
            <Marker
              position={[lat, lon]}
              icon={ICONS[o.irregularidadeCom]}
              title={`Ocorrência de ${o.irregularidadeCom}`}
            >
              <Tooltip>{`Ocorrência de ${o.irregularidadeCom}`}</Tooltip>
            </Marker>
          </MapaBase>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RespostaOcorrencia
            key={`${o.id}-${o.situacao}`}
            o={o}
            onVoltar={() => navigate('/acompanhar-ocorrencia')}
            onDone={() => {
              void qc.invalidateQueries({ queryKey: ['ocorrencia', id] });
              void qc.invalidateQueries({ queryKey: ['grid'] });
            }}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
