import { Button, Container, Paper, Stack, TextInput } from '@mantine/core';
import { isApiError } from '../../shared/api/api-error';
import { useForm } from '@mantine/form';
import { LIMITES_CTR, MSG, normalizePlaca } from '@rcc/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../shared/notify';
import { PlacaInput } from '../../shared/ui/masked-inputs';
import { PageTitle } from '../../shared/ui/PageTitle';
import { destinoRapidoApi } from './destino-rapido-api';

/** Quick-destination access (spec 2 §2, §5): plate and token, button 'Entrar'. Public. */
export default function DestinoRapidoLoginPage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const form = useForm({
    initialValues: { placa: '', token: '' },
    validate: {
      placa: (v) => (normalizePlaca(v) ? null : MSG.destinoRapido.placaObrigatoria),
      token: (v) => (v.trim() ? null : MSG.destinoRapido.tokenObrigatorio),
    },
  });

  const entrar = async ({ placa, token }: { placa: string; token: string }) => {
    const p = normalizePlaca(placa);
    setLoading(true);
    try {
      await destinoRapidoApi.findVeiculo(p, token.trim());
      navigate(`/destino-rapido/${p}/${token.trim()}`);
    } catch (e) {
      if (isApiError(e) && (e.status === 404 || e.status === 401))
        notify.error(MSG.destinoRapido.veiculoNaoEncontrado, { duration: 3000 });
      else notify.error(MSG.destinoRapido.falhaBuscarVeiculo);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Container size="xs" py="xl" component="main" id="conteudo">
      <PageTitle title="Acesso ao Destino Rápido" />
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(entrar)} noValidate>
          <Stack>
            <PlacaInput label="Placa" withAsterisk {...form.getInputProps('placa')} />
            <TextInput
              label="Token"
              withAsterisk
              maxLength={LIMITES_CTR.tokenLength}
              autoComplete="off"
              {...form.getInputProps('token')}
            />
            <Button type="submit" loading={loading}>
              Entrar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
