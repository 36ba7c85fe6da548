import { Button, Group, Stack, Textarea } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client';
import { useSave } from '../../../shared/api/use-save';
import { notify } from '../../../shared/notify';
import { Lookup } from '../../../shared/ui/Lookup';
import { Popup } from '../../../shared/ui/Popup';
import type { CtrAcaoRow } from '../../../shared/ctr/ctr-api';
import { ResiduosField, type ResiduosValue } from '../ResiduosField';

interface Props {
  ctr: CtrAcaoRow | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 'Corrigir Dados' of a Resíduo Rejeitado CTR (spec 2 §2 popups): destination, wastes and
 * observation are corrected and the waste goes back to the receipt list.
 */
export function CorrigirDadosPopup({ ctr, onClose, onDone }: Props) {
  const [idDestinoFinal, setDestino] = useState<number | null>(null);
  const [residuos, setResiduos] = useState<ResiduosValue>({ residuos: [], idResiduoPredominante: null });
  const [observacao, setObservacao] = useState('');
  useEffect(() => {
    setDestino(ctr?.idDestinoFinal ?? null);
    setResiduos({ residuos: [], idResiduoPredominante: ctr?.idResiduoPredominante ?? null });
    setObservacao('');
  }, [ctr]);

  const save = useSave({
    save: ({ id, idDestinoFinal }: { id: number; idDestinoFinal: number }) =>
      api.put(`/SolicitacaoTransporteCorrigir/${id}`, {
        idDestinoFinal,
        idResiduoPredominante: residuos.idResiduoPredominante ?? undefined,
        ...(residuos.residuos.length
          ? {
              residuos: residuos.residuos.map((r) => ({
                idTipoResiduo: r.idTipoResiduo,
                volume: r.volumeAproximadoM3,
              })),
            }
          : {}),
        observacao: observacao || undefined,
      }),
    success: 'Dados da CTR corrigidos com sucesso',
    onSuccess: onDone,
  });

  const submit = () => {
    if (!ctr) return;
    if (!idDestinoFinal) return notify.error(MSG.retirada.destinoObrigatorio);
    save.mutate({ id: ctr.id, idDestinoFinal });
  };

  return (
    <Popup opened={ctr != null} onClose={onClose} title={`Corrigir dados da CTR ${ctr?.id ?? ''}`}>
      <Stack>
        <Lookup
          entity="ViewDestinoFinal"
          label="Destino final"
          labelField="nomeRazaoSocial"
          value={idDestinoFinal}
          onChange={(v) => setDestino(v == null ? null : Number(v))}
          withAsterisk
        />
        <ResiduosField value={residuos} onChange={setResiduos} />
        <Textarea
          label="Observações"
          maxLength={LIMITES_CTR.observacaoMax}
          value={observacao}
          onChange={(e) => setObservacao(e.currentTarget.value)}
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
