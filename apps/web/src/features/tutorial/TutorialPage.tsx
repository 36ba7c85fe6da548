import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TutorialVideo } from '@rcc/domain/contract/tutorial';
import { F } from '@rcc/domain/features';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { SafeHtml } from '../../shared/ui/SafeHtml';

export type Video = TutorialVideo;

const isFile = (url: string) => /\.(mp4|webm|ogg)(\?|$)/i.test(url);

/** '/tutorial' (spec 3 §2): the user's videos and the tutorial PDF. */
export default function TutorialPage() {
  const navigate = useNavigate();
  const canManage = useCan(F.TUTORIAL, 'altera');
  const q = useQuery({ queryKey: ['tutorial'], queryFn: () => api.get<{ rows: Video[] }>('/tutorial') });
  return (
    <Stack>
      <PageTitle title="Tutorial de Utilização do Sistema RCC" />
      <Group>
        <Button
          onClick={() =>
            api.download('/tutorial/pdf', undefined, 'tutorial-rcc.pdf', 'GET').catch(notifyError)
          }
        >
          Baixar tutorial em PDF
        </Button>
        {canManage && (
          <Button variant="light" onClick={() => navigate('/tutorial/videos')}>
            Gerenciar vídeos
          </Button>
        )}
      </Group>
      {q.data?.rows.length === 0 && <Text>Não há vídeos de tutorial para o seu perfil.</Text>}
      {q.data?.rows.map((v) => (
        <Card key={v.id} withBorder>
          <Title order={3}>{v.titulo}</Title>
          {v.subtitulo && <Text c="dimmed">{v.subtitulo}</Text>}
          {isFile(v.url) ? (
            // biome-ignore lint/a11y/useMediaCaption: the tutorial videos carry no caption track yet
            <video
              controls
              preload="metadata"
              src={v.url}
              style={{ maxWidth: 720, width: '100%', marginTop: 8 }}
            />
          ) : (
            <Anchor href={v.url} target="_blank" rel="noopener noreferrer">
              Assistir ao vídeo
            </Anchor>
          )}
          {v.descricaoHtml && (
            <div style={{ marginTop: 12 }}>
              <SafeHtml html={v.descricaoHtml} />
            </div>
          )}
        </Card>
      ))}
    </Stack>
  );
}
