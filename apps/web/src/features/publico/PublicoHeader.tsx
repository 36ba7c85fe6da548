import { Anchor, Group, Image, Title } from '@mantine/core';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';

/** The heading row of the citizen pages: logo, the page's <h1>, back to the portal and the login. */
export function PublicoHeader({ title, portal = true }: { title: string; portal?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Image src={logoUrl} alt="" h={48} w="auto" />
        <Title order={1} size="h3">
          {title}
        </Title>
      </Group>
      <Group gap="md">
        {portal && (
          <Anchor component={Link} to="/publico" size="sm">
            Serviços ao cidadão
          </Anchor>
        )}
        <Anchor component={Link} to="/login" size="sm">
          Acessar o sistema
        </Anchor>
      </Group>
    </Group>
  );
}
