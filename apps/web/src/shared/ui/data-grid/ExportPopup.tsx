import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { descreverTotal } from '@rcc/domain';
import { useEffect, useState } from 'react';
import { notifyError } from '../../notify';
import { Popup } from '../Popup';

/** Rows one spreadsheet holds at most (the API's export limit). */
const EXPORT_MAX = 100_000;

interface ExportPopupProps {
  opened: boolean;
  onClose: () => void;
  /** Total of the current query: exact, or an estimate when `estimated` (issue #17). */
  count: number;
  estimated: boolean;
  /** Downloads up to `limit` rows; answers how many the spreadsheet holds (null when unknown). */
  onExport: (limit: number) => Promise<number | null>;
}

const inteiro = new Intl.NumberFormat('pt-BR');

/**
 * Spec 3 §2: asks how many records to export, then downloads the spreadsheet. It says the file holds
 * every matching row (up to the limit) and, once done, how many it holds, counted by the server;
 * an estimate is never offered as the total (issue #17).
 */
export function ExportPopup({ opened, onClose, count, estimated, onExport }: ExportPopupProps) {
  const max = estimated ? EXPORT_MAX : Math.min(count, EXPORT_MAX);
  const [amount, setAmount] = useState<number | string>(max);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    if (opened) {
      setAmount(max);
      setDone(undefined);
    }
  }, [opened, max]);

  const limit = typeof amount === 'number' ? amount : Number.parseInt(amount, 10);
  const invalid = !Number.isFinite(limit) || limit < 1 || limit > max;

  const submit = async () => {
    if (invalid) return;
    setBusy(true);
    try {
      setDone(await onExport(limit));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const scope = estimated
    ? `A planilha terá todos os registros que atendem aos filtros — ${descreverTotal(count, true)}, no máximo ${inteiro.format(EXPORT_MAX)} por planilha. O número exato é informado ao final.`
    : `A planilha terá todos os ${descreverTotal(count, false)} que atendem aos filtros${count > EXPORT_MAX ? `, no máximo ${inteiro.format(EXPORT_MAX)} por planilha` : ''}.`;

  return (
    <Popup opened={opened} onClose={onClose} title="Exportar planilha" size="md">
      {done !== undefined ? (
        <Stack>
          <Alert color="green" title="Planilha gerada" role="status">
            {done === null
              ? 'A planilha foi baixada.'
              : `A planilha foi baixada com ${descreverTotal(done, false)}.`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Concluir
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <Text size="sm">{scope}</Text>
            <NumberInput
              label="Quantidade máxima de registros"
              description="Para exportar só os primeiros registros na ordem da lista, informe quantos."
              value={amount}
              onChange={setAmount}
              min={1}
              max={max}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              error={invalid ? `Informe um número entre 1 e ${inteiro.format(max)}.` : undefined}
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
      )}
    </Popup>
  );
}
