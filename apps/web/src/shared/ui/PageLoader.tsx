import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={200} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Carregando...</VisuallyHidden>
    </Center>
  );
}
