import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '../../notify';
import { Popup } from '../Popup';

interface ExportPopupProps {
  opened: boolean;
  onClose: () => void;
  /** Total of the current query: default and maximum of the records exported. */
  count: number;
  onExport: (limit: number) => Promise<void>;
}

/** Spec 3 §2: asks how many records to export, then downloads the spreadsheet. */
export function ExportPopup({ opened, onClose, count, onExport }: ExportPopupProps) {
  const [amount, setAmount] = useState<number | string>(count);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) setAmount(count);
  }, [opened, count]);

  const limit = typeof amount === 'number' ? amount : Number.parseInt(amount, 10);
  const invalid = !Number.isFinite(limit) || limit < 1 || limit > count;

  const submit = async () => {
    if (invalid) return;
    setBusy(true);
    try {
      await onExport(limit);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup opened={opened} onClose={onClose} title="Exportar planilha" size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">Informe quantos registros deseja exportar (máximo de {count}).</Text>
          <NumberInput
            label="Quantidade de registros"
            value={amount}
            onChange={setAmount}
            min={1}
            max={count}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            error={invalid ? `Informe um número entre 1 e ${count}.` : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy} disabled={invalid}>
              Exportar
            </Button>
          </Group>
        </Stack>
      </form>
    </Popup>
  );
}
