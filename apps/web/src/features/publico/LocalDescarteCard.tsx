import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { LocalDescartePublico } from '@rcc/domain/contract/publico';

export const TIPO_NOME: Record<LocalDescartePublico['tipo'], string> = {
  PEV: 'Ponto de entrega voluntária',
  ATT: 'Área de transbordo e triagem',
  Aterro: 'Aterro',
  Recicladora: 'Recicladora',
};

export const nomeDoLocal = (l: LocalDescartePublico) => l.nome ?? TIPO_NOME[l.tipo];

const cepFormatado = (cep: string) => (/^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);
const km = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`;
const m3 = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m³`;

/** One place of "onde descartar": what a person needs before leaving home with the rubble. */
export function LocalDescarteCard({ local, posicao }: { local: LocalDescartePublico; posicao?: number }) {
  const nome = nomeDoLocal(local);
  const endereco = [local.endereco, local.numero && `nº ${local.numero}`].filter(Boolean).join(', ');
  const temPosicao = local.lat !== null && local.lon !== null;
  return (
    <Card withBorder component="article" padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Title order={3} size="h5">
            {nome}
          </Title>
          <Badge variant="outline" title={TIPO_NOME[local.tipo]}>
            {local.tipo}
          </Badge>
        </Group>
        {local.distanciaKm !== null && local.distanciaKm !== undefined && (
          <Text size="sm" fw={600}>
            {posicao === 1 ? 'O mais próximo: ' : ''}a {km(local.distanciaKm)} em linha reta
          </Text>
        )}
        <Text size="sm">
          {[endereco, local.bairro].filter(Boolean).join(' — ') || 'Endereço não informado'}
          {local.regiao ? ` (${local.regiao})` : ''}
        </Text>
        {local.cep && <Text size="sm">CEP {cepFormatado(local.cep)}</Text>}
        <List size="sm" spacing={2}>
          <List.Item>
            <Text span size="sm" fw={600}>
              Horário:{' '}
            </Text>
            {local.horarioFuncionamento ?? 'não informado — confirme antes de ir'}
          </List.Item>
          <List.Item>
            <Text span size="sm" fw={600}>
              Aceita:{' '}
            </Text>
            {local.classesAceitas.length ? local.classesAceitas.join(', ') : 'classes não informadas'}
          </List.Item>
          <List.Item>
            <Text span size="sm" fw={600}>
              Limite por entrega (pequeno gerador):{' '}
            </Text>
            {local.limitePequenoGeradorM3 !== null ? m3(local.limitePequenoGeradorM3) : 'não informado'}
          </List.Item>
        </List>
        {temPosicao && (
          <Anchor
            size="sm"
            href={`https://www.openstreetmap.org/?mlat=${local.lat}&mlon=${local.lon}#map=17/${local.lat}/${local.lon}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver {nome} no mapa (abre em nova janela)
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
