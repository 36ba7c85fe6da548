import { Button, Group, Stack } from '@mantine/core';
import { MSG, requiresCacamba } from '@rcc/domain';
import { useEffect, useState } from 'react';
import { useSave } from '../../api/use-save';
import { Popup } from '../../ui/Popup';
import { type CtrAcaoRow, ctrApi } from '../ctr-api';
import { emptyVeiculoCacamba, VeiculoCacambaFields, type VeiculoCacambaValue } from '../VeiculoCacambaFields';

interface Props {
  ctr: CtrAcaoRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Accept popup (spec 2 §2): vehicle by plate, read-only type and poliguindaste, bin by number. */
export function AceitarSolicitacaoPopup({ ctr, onClose, onDone }: Props) {
  const [value, setValue] = useState<VeiculoCacambaValue>(emptyVeiculoCacamba);
  const [errors, setErrors] = useState<{ veiculo?: string; cacamba?: string }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the popup starts blank for each CTR
  useEffect(() => {
    setValue(emptyVeiculoCacamba);
    setErrors({});
  }, [ctr?.id]);

  const save = useSave({
    save: ({ id, value }: { id: number; value: VeiculoCacambaValue }) =>
      ctrApi.avaliar(id, {
        id,
        avaliacao: true,
        veiculo: value.idVeiculo,
        cacamba: requiresCacamba(value.tipo) ? value.idCacamba : null,
        type: value.tipo,
        poliguindaste: value.poliguindaste,
      }),
    success: 'Solicitação aceita com sucesso',
    onSuccess: onDone,
  });

  const submit = () => {
    if (!ctr) return;
    if (!value.idVeiculo) return setErrors({ veiculo: MSG.avaliacao.veiculoInvalido });
    if (requiresCacamba(value.tipo) && !value.idCacamba)
      return setErrors({ cacamba: MSG.avaliacao.cacambaInvalida });
    setErrors({});
    save.mutate({ id: ctr.id, value });
  };

  return (
    <Popup opened={ctr != null} onClose={onClose} title={`Aceitar solicitação da CTR ${ctr?.id ?? ''}`}>
      <Stack>
        <VeiculoCacambaFields
          value={value}
          onChange={setValue}
          idTransportador={ctr?.idTransportador}
          errors={errors}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
