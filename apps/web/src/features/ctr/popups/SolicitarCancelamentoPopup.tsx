import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LIMITES_CTR, validateJustificativaCancelamento } from '@rcc/domain';
import { useState } from 'react';
import { useSave } from '../../../shared/api/use-save';
import { Popup } from '../../../shared/ui/Popup';
import { ctrApi } from '../../../shared/ctr/ctr-api';

interface Props {
  idCtr: number | null;
  onClose: () => void;
  onDone: () => void;
}

const MAX = LIMITES_CTR.justificativaCancelamentoMax;

/** Popup 'Solicitação cancelamento do CTR' (spec 2 §2, §5): justification of 7 to 255 characters. */
export function SolicitarCancelamentoPopup({ idCtr, onClose, onDone }: Props) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setTexto('');
    setError(null);
    onClose();
  };

  const save = useSave({
    save: ({ id, justificativa }: { id: number; justificativa: string }) =>
      ctrApi.solicitarCancelamento(id, justificativa),
    success: 'Cancelamento solicitado com sucesso',
    onSuccess: () => {
      setTexto('');
      onDone();
    },
  });

  const submit = () => {
    const message = validateJustificativaCancelamento(texto);
    setError(message);
    if (message || idCtr == null) return;
    save.mutate({ id: idCtr, justificativa: texto.trim() });
  };

  return (
    <Popup opened={idCtr != null} onClose={close} title="Solicitação cancelamento do CTR">
      <Stack>
        <Alert color="yellow" variant="light" title="Atenção">
          Justificativas vagas, como "CTR errada" ou "erro de logística", serão recusadas. Descreva o motivo
          real do cancelamento.
        </Alert>
        <Textarea
          label="Justificativa"
          withAsterisk
          rows={3}
          maxLength={MAX}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          error={error}
          description={
            <Text span size="xs" aria-live="polite">
              {texto.length}/{MAX} caracteres
            </Text>
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Solicitar cancelamento
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
