import { Badge, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../shared/ui/PageTitle';
import { carregarOcorrencia, fotoUrl, type Ocorrencia } from './api';

export function FotoOcorrencia({ path }: { path: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    fotoUrl(path)
      .then((u) => {
        url = u;
        setSrc(u);
      })
      .catch(() => setSrc(null));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return src ? <Image src={src} alt="Foto da ocorrência" maw={420} radius="sm" /> : null;
}

export function Campo({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '-'}</Text>
    </div>
  );
}

/** The identification fields shared by the detail and the response view (spec 3 §2). */
export function DadosOcorrencia({ o }: { o: Ocorrencia }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Campo label="Nº da Ocorrência">{o.id}</Campo>
      <Campo label="Número de identificação">{o.numeroIdentificacao}</Campo>
      <Campo label="Data/Hora do registro">{dayjs(o.dataHoraRegistro).format('DD/MM/YYYY HH:mm:ss')}</Campo>
      <Campo label="Local">{o.local}</Campo>
      <Campo label="Irregularidade com">{o.irregularidadeCom}</Campo>
      {o.identificacaoCacamba && <Campo label="Identificador da caçamba">{o.identificacaoCacamba}</Campo>}
      {o.identificacaoVeiculo && <Campo label="Identificador do veículo">{o.identificacaoVeiculo}</Campo>}
      {o.placaVeiculo && <Campo label="Placa do veículo">{o.placaVeiculo}</Campo>}
      <Campo label="Descrição">{o.descricaoIrregularidade}</Campo>
    </SimpleGrid>
  );
}

/** 'Visualizar Resposta da Ocorrência' (spec 3 §2), button Voltar. */
export default function OcorrenciaDetalhe() {
  const { id } = useParams();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['ocorrencia', id], queryFn: () => carregarOcorrencia(Number(id)) });
  const o = q.data;
  return (
    <Stack>
      <PageTitle title="Visualizar Resposta da Ocorrência" />
      {q.isSuccess && !o && <Text>Ocorrência não encontrada.</Text>}
      {o && (
        <>
          <Group>
            <Badge>{o.situacao}</Badge>
          </Group>
          <DadosOcorrencia o={o} />
          <Campo label="Resposta do órgão fiscalizador">
            {o.respostaOrgao ?? <em>Aguardando resposta</em>}
          </Campo>
          <FotoOcorrencia path={o.foto} />
        </>
      )}
      <Group>
        <Button variant="default" onClick={() => navigate('/registrar-ocorrencia')}>
          Voltar
        </Button>
      </Group>
    </Stack>
  );
}
