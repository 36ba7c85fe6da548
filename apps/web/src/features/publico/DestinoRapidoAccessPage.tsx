import { Anchor, Box, Button, Center, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidPlaca, MSG, normalizePlaca } from '@rcc/domain';
import { Link, useNavigate } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { isApiError } from '../../shared/api/api-error';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { usePageTitle } from '../../shared/page-title';
import { PlacaInput } from '../../shared/ui/masked-inputs';
import { publicoApi } from './publico-api';

/** Spec 1 §8: the 'not found' toast lasts 3 s and the driver stays on the form. */
const NOT_FOUND_TOAST_MS = 3000;

/** /destino-rapido (public): a driver opens the quick destination with the plate and its token. */
export default function DestinoRapidoAccessPage() {
  usePageTitle('Acesso ao Destino Rápido');
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { placa: '', token: '' },
    validate: {
      placa: (v) =>
        !v.trim() ? MSG.destinoRapido.placaObrigatoria : isValidPlaca(v) ? null : MSG.veiculo.placaInvalida,
      token: (v) => (!v.trim() ? MSG.destinoRapido.tokenObrigatorio : null),
    },
  });

  const acessar = useSave({
    save: async ({ placa, token }: { placa: string; token: string }) => {
      await publicoApi.findVeiculo(placa, token);
      return { placa, token };
    },
    onSuccess: ({ placa, token }) => navigate(`/destino-rapido/${placa}/${encodeURIComponent(token)}`),
    error: (error) => {
      if (isApiError(error) && error.status === 404) {
        notify.error(MSG.destinoRapido.veiculoNaoEncontrado, { duration: NOT_FOUND_TOAST_MS });
      } else if (isApiError(error) && error.status === 429) {
        notify.error(error.message);
      } else {
        notify.error(MSG.destinoRapido.falhaBuscarVeiculo);
      }
    },
  });
  const submit = form.onSubmit(({ placa, token }) =>
    acessar.mutate({ placa: normalizePlaca(placa), token: token.trim() }),
  );

  return (
    <Box component="main" id="conteudo" bg="gray.1" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Center>
                <Image src={logoUrl} alt="RCC - Controle de Transporte de Resíduos" h={64} w="auto" />
              </Center>
              <Title order={1} size="h3" ta="center">
                Acesso ao Destino Rápido
              </Title>
              <Text size="sm">
                Informe a placa do veículo e o token de acesso fornecido pelo transportador.
              </Text>
              <PlacaInput label="Placa" withAsterisk {...form.getInputProps('placa')} data-autofocus />
              <TextInput
                label="Token"
                withAsterisk
                maxLength={6}
                autoComplete="off"
                {...form.getInputProps('token')}
              />
              <Button type="submit" loading={acessar.isPending}>
                Entrar
              </Button>
              <Anchor component={Link} to="/login" size="sm" ta="center">
                Voltar para o login
              </Anchor>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
