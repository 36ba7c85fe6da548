import { Button, Group, Modal, Text } from '@mantine/core';
import type { MensagemNaoLida as Nova } from '@rcc/domain/contract/mensagens';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useSession } from '../../shared/auth/use-session';
import { notify } from '../../shared/notify';
import { SafeHtml } from '../../shared/ui/SafeHtml';

/**
 * The messages popup after login (spec 3 §2): unread active messages for the user's profile types,
 * paged with Anterior/Próximo; Ok on the last page records the reads (once per message and user).
 */
export function MensagensPopup() {
  const { isLoggedIn } = useSession();
  const qc = useQueryClient();
  const [page, setPage] = useState(0);
  const [closed, setClosed] = useState(false);
  const q = useQuery({
    queryKey: ['mensagens-nao-lidas'],
    enabled: isLoggedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      try {
        return await api.post<{ rows: Nova[] }>('/mensagem/nao-lidas');
      } catch (e) {
        notify.error(MSG_MASTER_DATA.mensagem.falhaBuscar, { duration: 3500 });
        throw e;
      }
    },
  });
  const rows = q.data?.rows ?? [];
  const atual = rows[page];
  // The reads are recorded once; the popup does not come back in this session, saved or not.
  const esquecer = () => {
    qc.setQueryData(['mensagens-nao-lidas'], { rows: [] });
  };
  const leitura = useSave({
    save: (idMensagem: number[]) => api.post('/leituraMensagem', { idMensagem }),
    onSuccess: esquecer,
    error: esquecer,
  });
  const ok = () => {
    setClosed(true);
    leitura.mutate(rows.map((r) => r.id));
  };
  if (!isLoggedIn || !atual || closed) return null;
  const last = page === rows.length - 1;
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="80vw"
      title={atual.titulo}
      styles={{ body: { minHeight: '50vh', display: 'flex', flexDirection: 'column' } }}
    >
      <div style={{ flex: 1 }}>
        <SafeHtml html={atual.mensagem} />
      </div>
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          Mensagem {page + 1} de {rows.length}
        </Text>
        <Group>
          <Button variant="default" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Anterior
          </Button>
          {last ? (
            <Button onClick={() => void ok()}>Ok</Button>
          ) : (
            <Button onClick={() => setPage((p) => p + 1)}>Próximo</Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
