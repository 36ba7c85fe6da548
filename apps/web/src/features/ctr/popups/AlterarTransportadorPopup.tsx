import { Button, Group, Stack } from '@mantine/core';
import { MSG } from '@rcc/domain';
import { useState } from 'react';
import { useSave } from '../../../shared/api/use-save';
import { notify } from '../../../shared/notify';
import { Lookup } from '../../../shared/ui/Lookup';
import { Popup } from '../../../shared/ui/Popup';
import { type CtrAcaoRow, ctrApi } from '../../../shared/ctr/ctr-api';

interface Props {
  ctr: CtrAcaoRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** 'Alterar Transportador' (spec 2 §4): a Recusada CTR goes back to Solicitada with a new transporter. */
export function AlterarTransportadorPopup({ ctr, onClose, onDone }: Props) {
  const [idTransportador, setId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = useSave({
    save: (v: { id: number; idTransportador: number }) =>
      ctrApi.alterarTransportador(v.id, v.idTransportador),
    success: 'Transportador alterado com sucesso',
    onSuccess: () => {
      setId(null);
      setError(null);
      onDone();
    },
    error: () => notify.error(MSG.alterarTransportador.falha),
  });

  const submit = () => {
    if (!ctr) return;
    if (!idTransportador) return setError(MSG.alterarTransportador.obrigatorio);
    save.mutate({ id: ctr.id, idTransportador });
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
          <Button onClick={submit} loading={save.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
