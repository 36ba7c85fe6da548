import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/PageTitle';

export default function NotFoundPage() {
  return (
    <Stack>
      <PageTitle title="Página não encontrada" />
      <Text>O endereço acessado não existe ou foi alterado.</Text>
      <Anchor component={Link} to="/">
        Ir para a página inicial
      </Anchor>
    </Stack>
  );
}
