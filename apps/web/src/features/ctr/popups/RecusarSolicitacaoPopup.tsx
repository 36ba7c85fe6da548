import { Button, Group, Stack, Textarea } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useState } from 'react';
import { notify, notifyError } from '../../../shared/notify';
import { Popup } from '../../../shared/ui/Popup';
import { ctrApi } from '../api';

interface Props {
  idCtr: number | null;
  onClose: () => void;
  onDone: () => void;
}

/** Decline popup (spec 2 §2 "Evaluate requests"): a justification up to 200 characters. */
export function RecusarSolicitacaoPopup({ idCtr, onClose, onDone }: Props) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const t = texto.trim();
    if (!t || t.length > LIMITES_CTR.justificativaRecusaMax)
      return setError(MSG.avaliacao.justificativaInvalida);
    if (idCtr == null) return;
    setSaving(true);
    try {
      await ctrApi.avaliar(idCtr, { id: idCtr, avaliacao: false, justificativa: t });
      notify.success('Solicitação recusada');
      setTexto('');
      setError(null);
      onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
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
          <Button color="red" onClick={submit} loading={saving}>
            Recusar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
