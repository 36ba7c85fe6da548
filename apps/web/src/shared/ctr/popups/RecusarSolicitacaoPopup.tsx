import { Button, Group, Stack, Textarea } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useState } from 'react';
import { useSave } from '../../api/use-save';
import { Popup } from '../../ui/Popup';
import { ctrApi } from '../ctr-api';

interface Props {
  idCtr: number | null;
  onClose: () => void;
  onDone: () => void;
}

/** Decline popup (spec 2 §2 "Evaluate requests"): a justification up to 200 characters. */
export function RecusarSolicitacaoPopup({ idCtr, onClose, onDone }: Props) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = useSave({
    save: ({ id, justificativa }: { id: number; justificativa: string }) =>
      ctrApi.avaliar(id, { id, avaliacao: false, justificativa }),
    success: 'Solicitação recusada',
    onSuccess: () => {
      setTexto('');
      setError(null);
      onDone();
    },
  });

  const submit = () => {
    const t = texto.trim();
    if (!t || t.length > LIMITES_CTR.justificativaRecusaMax)
      return setError(MSG.avaliacao.justificativaInvalida);
    if (idCtr == null) return;
    save.mutate({ id: idCtr, justificativa: t });
  };

  return (
    <Popup opened={idCtr != null} onClose={onClose} title={`Recusar solicitação da CTR ${idCtr ?? ''}`}>
      <Stack>
        <Textarea
          label="Justificativa"
          withAsterisk
          rows={3}
          maxLength={LIMITES_CTR.justificativaRecusaMax}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={submit} loading={save.isPending}>
            Recusar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
