import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { flattenMenu, visibleMenu } from './menu';
import { useSession } from '../shared/auth/use-session';
import { PageTitle } from '../shared/ui/PageTitle';

/** Landing page for users who may not consult 'Localizar CTR'. */
export default function HomePage() {
  const { user } = useSession();
  const links = flattenMenu(visibleMenu(user?.rights));
  return (
    <Stack>
      <PageTitle title={`Bem-vindo(a), ${user?.name ?? ''}`} />
      <Text>Escolha uma das funcionalidades disponíveis para o seu perfil:</Text>
      <List spacing="xs" aria-label="Funcionalidades disponíveis">
        {links.map((link) => (
          <List.Item key={link.path}>
            <Anchor component={Link} to={link.path}>
              {link.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
