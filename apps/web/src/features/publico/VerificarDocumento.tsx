import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@rcc/domain/validators';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { publicoApi } from './publico-api';

type Tipo = 'CTR' | 'CLTRCC';

const ETAPAS = [
  ['dataHoraSolicitacao', 'Solicitada em'],
  ['dataHoraAlocacao', 'Caçamba alocada em'],
  ['dataHoraRetirada', 'Retirada em'],
  ['dataHoraRecebimento', 'Recebida no destino em'],
  ['dataHoraUltimaAlteracao', 'Última alteração em'],
] as const;

/**
 * Portal (issue #19): checks a printed CTR sheet by its code here; a CLTRCC code opens the
 * certificate check page (/verificar-cltrcc/:codigo), the address its QR code carries.
 */
export function VerificarDocumento() {
  const navigate = useNavigate();
  const [tipo, setTipo] = useState<Tipo>('CTR');
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [consultado, setConsultado] = useState<string | null>(null);
  const ctr = useQuery({
    queryKey: ['publico', 'verificar-ctr', consultado],
    queryFn: ({ signal }) => publicoApi.verificarCtr(consultado ?? '', signal),
    enabled: consultado !== null,
    retry: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = codigo.trim().toUpperCase();
    if (!typed) {
      setErro('Informe o código de verificação impresso no documento.');
      return;
    }
    setErro(null);
    if (tipo === 'CLTRCC') navigate(`/verificar-cltrcc/${encodeURIComponent(typed)}`);
    else setConsultado(typed);
  };

  const d = ctr.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="verificar-titulo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="verificar-titulo">
          Verificar um documento
        </Title>
        <Text size="sm">
          Confira a autenticidade de uma ficha de CTR (Controle de Transporte de Resíduos) ou de um
          certificado CLTRCC pelo código impresso no documento.
        </Text>
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Tipo de documento"
              value={tipo}
              onChange={(value) => {
                setTipo(value as Tipo);
                setConsultado(null);
              }}
              data={[
                { value: 'CTR', label: 'Ficha de CTR' },
                { value: 'CLTRCC', label: 'Certificado CLTRCC' },
              ]}
            />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Código de verificação"
                value={codigo}
                onChange={(event) => setCodigo(event.currentTarget.value)}
                error={erro}
                maxLength={40}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" loading={ctr.isFetching}>
                Verificar
              </Button>
            </Group>
          </Stack>
        </form>
        {consultado && ctr.isError && (
          <Alert color="red" title="Documento não confirmado" role="alert">
            Código de verificação não encontrado. Confira o código impresso na ficha.
          </Alert>
        )}
        {consultado && d && (
          <Alert color="green" title={`Ficha autêntica: CTR nº ${d.id}`} role="status">
            <Stack gap={4}>
              <Group gap="xs">
                <Text size="sm">Situação:</Text>
                <Badge variant="outline">{d.situacao}</Badge>
              </Group>
              {ETAPAS.filter(([campo]) => d[campo]).map(([campo, rotulo]) => (
                <Text size="sm" key={campo}>
                  {rotulo} {formatDateTime(d[campo])}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
