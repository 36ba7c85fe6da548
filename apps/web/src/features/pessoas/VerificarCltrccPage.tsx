import type { CltrccVerificacao } from '@rcc/domain/contract/cltrcc';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { formatDate } from '../../shared/format';
import { PageTitle } from '../../shared/ui/PageTitle';

/** /verificar-cltrcc/:codigo — public check of a CLTRCC certificate by its verification code. */
export default function VerificarCltrccPage() {
  const { codigo = '' } = useParams();
  const query = useQuery({
    queryKey: ['cltrcc', codigo],
    queryFn: () =>
      api.get<CltrccVerificacao>(`/cltrcc/verificar/${encodeURIComponent(codigo)}`, undefined, {
        skipAuthHandler: true,
      }),
    retry: false,
  });
  const d = query.data;
  return (
    <Stack maw={640} mx="auto" p="md">
      <PageTitle title="Verificação de CLTRCC" />
      <Text>Código de verificação: {codigo}</Text>
      {query.isError && <Alert color="red">Código de verificação não encontrado.</Alert>}
      {d && (
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4" c={d.valido ? '#1b5e20' : 'red.9'}>
              Certificado {d.situacao.toLowerCase()}
            </Title>
            <Text>
              <strong>Transportador:</strong> {d.nomeRazaoSocial}
            </Text>
            <Text>
              <strong>CPF/CNPJ:</strong> {d.cpfCnpj}
            </Text>
            {d.municipio && (
              <Text>
                <strong>Município:</strong> {d.municipio}/{d.uf}
              </Text>
            )}
            <Text>
              <strong>Data de aprovação:</strong> {formatDate(d.dataAprovacao)}
            </Text>
            <Text>
              <strong>Válido até:</strong> {formatDate(d.dataValidadeCltrcc)}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
