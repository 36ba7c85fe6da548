import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { PROVIDER_LABEL, socialStartUrl } from './social';

/** 'Entrar com Google' / 'Entrar com Facebook' for the providers the server has configured. */
export function SocialLoginButtons({ idPessoa }: { idPessoa?: number | null }) {
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => api.get<string[]>('/auth/providers', undefined, { skipAuthHandler: true }),
    staleTime: Infinity,
    retry: false,
  });
  if (!providers.data?.length) return null;
  return (
    <Group grow gap="xs">
      {providers.data.map((p) => (
        <Button key={p} component="a" href={socialStartUrl(p, idPessoa)} variant="default">
          Entrar com {PROVIDER_LABEL[p] ?? p}
        </Button>
      ))}
    </Group>
  );
}
