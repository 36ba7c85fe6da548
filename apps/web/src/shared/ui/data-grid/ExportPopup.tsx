import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { descreverTotal, MAX_LINHAS_PLANILHA as EXPORT_MAX, PLANILHA_SEGUNDO_PLANO } from '@rcc/domain';
import { useEffect, useState } from 'react';
import { notifyError } from '../../notify';
import { AcompanharExportacao, type Exportacao } from '../AcompanharExportacao';
import { Popup } from '../Popup';

interface ExportPopupProps {
  opened: boolean;
  onClose: () => void;
  /** Total of the current query: exact, or an estimate when `estimated` (issue #17). */
  count: number;
  estimated: boolean;
  /** Downloads up to `limit` rows; answers how many the spreadsheet holds (null when unknown). */
  onExport: (limit: number) => Promise<number | null>;
  /** Asks for the spreadsheet as a background job (lists read by the generic find only). */
  onBackground?: ((limit: number) => Promise<Exportacao>) | undefined;
}

const inteiro = new Intl.NumberFormat('pt-BR');

/**
 * Spec 3 §2: asks how many records to export, then downloads the spreadsheet. It says the file holds
 * every matching row (up to the limit) and, once done, how many it holds, counted by the server;
 * an estimate is never offered as the total (issue #17). A list read by the generic find may also
 * have the file made in the background (issue #18), the suggested way above PLANILHA_SEGUNDO_PLANO
 * rows; the job is followed here and, once the popup is closed, above the list.
 */
export function ExportPopup({ opened, onClose, count, estimated, onExport, onBackground }: ExportPopupProps) {
  const max = estimated ? EXPORT_MAX : Math.min(count, EXPORT_MAX);
  const [amount, setAmount] = useState<number | string>(max);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null | undefined>(undefined);
  const [job, setJob] = useState<Exportacao | null>(null);

  useEffect(() => {
    if (opened) {
      setAmount(max);
      setDone(undefined);
      setJob(null);
    }
  }, [opened, max]);

  const limit = typeof amount === 'number' ? amount : Number.parseInt(amount, 10);
  const invalid = !Number.isFinite(limit) || limit < 1 || limit > max;
  // Above the threshold the background job is the suggested way; below it, the direct download.
  const large = Boolean(onBackground) && limit > PLANILHA_SEGUNDO_PLANO;

  const run = async (action: () => Promise<void>) => {
    if (invalid) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = () => run(async () => setDone(await onExport(limit)));
  const background = () => run(async () => setJob((await onBackground?.(limit)) ?? null));

  const scope = estimated
    ? `A planilha terá todos os registros que atendem aos filtros — ${descreverTotal(count, true)}, no máximo ${inteiro.format(EXPORT_MAX)} por planilha. O número exato é informado ao final.`
    : `A planilha terá todos os ${descreverTotal(count, false)} que atendem aos filtros${count > EXPORT_MAX ? `, no máximo ${inteiro.format(EXPORT_MAX)} por planilha` : ''}.`;

  return (
    <Popup opened={opened} onClose={onClose} title="Exportar planilha" size="md">
      {job ? (
        <Stack>
          <Text size="sm">
            A planilha está sendo gerada em segundo plano. Você pode fechar esta janela: o andamento e o botão
            para baixar ficam acima da lista.
          </Text>
          <AcompanharExportacao id={job.id} tipo="planilha" />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Concluir
            </Button>
          </Group>
        </Stack>
      ) : done !== undefined ? (
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
            {large && (
              <Text size="sm">
                Uma planilha deste tamanho pode demorar: gere em segundo plano e baixe quando estiver pronta.
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" variant={large ? 'default' : 'filled'} loading={busy} disabled={invalid}>
                Exportar
              </Button>
              {onBackground && (
                <Button
                  variant={large ? 'filled' : 'default'}
                  onClick={() => void background()}
                  loading={busy}
                  disabled={invalid}
                >
                  Gerar em segundo plano
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Popup>
  );
}
