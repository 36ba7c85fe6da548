import { Button, Group, Stack } from '@mantine/core';
import { MSG, requiresCacamba } from '@rcc/domain';
import { useEffect, useState } from 'react';
import { notify, notifyError } from '../../../shared/notify';
import { Popup } from '../../../shared/ui/Popup';
import { type CtrRow, ctrApi } from '../api';
import { VeiculoCacambaFields, type VeiculoCacambaValue } from '../VeiculoCacambaFields';

interface Props {
  ctr: CtrRow | null;
  onClose: () => void;
  onDone: () => void;
}

const fromRow = (ctr: CtrRow | null): VeiculoCacambaValue => ({
  idVeiculo: ctr?.idVeiculo ?? null,
  idCacamba: ctr?.idCacamba ?? null,
  tipo: ctr?.tipoVeiculo ?? null,
  poliguindaste: ctr?.poliguindaste ?? null,
  placa: ctr?.placa ?? null,
  numeroCacamba: ctr?.numeroIdentificacaoCacamba ?? null,
});

/** 'Corrigir Dados' (spec 2 §2 popups, §5 "Vehicle/bin update popup"): PUT updateSolicitacaoTransporte. */
export function VeiculoCacambaPopup({ ctr, onClose, onDone }: Props) {
  const [value, setValue] = useState<VeiculoCacambaValue>(fromRow(ctr));
  const [errors, setErrors] = useState<{ veiculo?: string; cacamba?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(fromRow(ctr)), [ctr]);

  const submit = async () => {
    if (!ctr) return;
    if (!value.idVeiculo) return setErrors({ veiculo: MSG.veiculoCacamba.veiculoObrigatorio });
    if (requiresCacamba(value.tipo) && !value.idCacamba)
      return setErrors({ cacamba: MSG.veiculoCacamba.cacambaObrigatoria });
    setErrors({});
    setSaving(true);
    try {
      await ctrApi.atualizarVeiculoCacamba(ctr.id, {
        idVeiculo: value.idVeiculo,
        idCacamba: requiresCacamba(value.tipo) ? value.idCacamba : null,
      });
      notify.success('Dados da CTR corrigidos com sucesso');
      onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup opened={ctr != null} onClose={onClose} title={`Corrigir dados da CTR ${ctr?.id ?? ''}`}>
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
          <Button onClick={submit} loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
