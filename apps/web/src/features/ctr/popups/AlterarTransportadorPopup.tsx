import { Button, Group, Stack } from '@mantine/core';
import { MSG } from '@rcc/domain';
import { useState } from 'react';
import { notify } from '../../../shared/notify';
import { Lookup } from '../../../shared/ui/Lookup';
import { Popup } from '../../../shared/ui/Popup';
import { type CtrRow, ctrApi } from '../api';

interface Props {
  ctr: CtrRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** 'Alterar Transportador' (spec 2 §4): a Recusada CTR goes back to Solicitada with a new transporter. */
export function AlterarTransportadorPopup({ ctr, onClose, onDone }: Props) {
  const [idTransportador, setId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!ctr) return;
    if (!idTransportador) return setError(MSG.alterarTransportador.obrigatorio);
    setSaving(true);
    try {
      await ctrApi.alterarTransportador(ctr.id, idTransportador);
      notify.success('Transportador alterado com sucesso');
      setId(null);
      setError(null);
      onDone();
    } catch {
      notify.error(MSG.alterarTransportador.falha);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup opened={ctr != null} onClose={onClose} title={`Alterar transportador da CTR ${ctr?.id ?? ''}`}>
      <Stack>
        {ctr?.motivoRecSolicitacao && <p>Motivo da recusa: {ctr.motivoRecSolicitacao}</p>}
        <Lookup
          entity="ViewTransportador"
          label="Transportador"
          labelField="nomeRazaoSocial"
          where={{ situacaoValidacao: 'A' }}
          value={idTransportador}
          onChange={(id) => setId(id == null ? null : Number(id))}
          error={error}
          withAsterisk
          nothingFound={MSG.transportadores.nenhumNaObra}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
