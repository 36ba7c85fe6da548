import { Button, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { LIMITES_CTR, MSG, SITUACOES_RECEBIMENTO } from '@rcc/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findEntity } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { Popup } from '../../shared/ui/Popup';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { AvisoCopiaOffline } from '../../shared/offline/AvisoCopiaOffline';
import { type ComCopiaOffline, linhasDasCopias } from '../../shared/offline/copia-offline';
import { MSG_GUARDADA } from '../../shared/offline/fila';
import { receberLoteOuGuardar } from '../../shared/offline/recebimento';
import { semRede } from '../../shared/offline/sem-rede';

interface Props {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  /** CTRs whose receipt waits on this device to be sent: not offered again. */
  emEspera: ReadonlySet<number>;
}

const PAGINA = 10;

/**
 * The CTRs to offer: the server's answer, or offline (issue #16) the ones this device last saw in
 * the receipt list (its copy), still in a receivable status.
 */
async function buscarOpcoes(term: string, signal: AbortSignal): Promise<ComCopiaOffline<CtrRow>> {
  const where: Record<string, unknown> = { situacao: { $in: SITUACOES_RECEBIMENTO } };
  if (/^\d+$/.test(term)) where.id = Number(term);
  try {
    return await findEntity<CtrRow>(
      VIEW_CTR,
      { where, fields: ['id'], order: [['id', 'DESC']], limit: PAGINA },
      signal,
    );
  } catch (e) {
    const copia = semRede(e) ? linhasDasCopias<CtrRow>('recebimento') : null;
    if (!copia) throw e;
    const rows = copia.rows
      .filter((r) => (SITUACOES_RECEBIMENTO as readonly string[]).includes(r.situacao))
      .filter((r) => !where.id || r.id === where.id)
      .sort((a, b) => b.id - a.id);
    return { rows, count: rows.length, copiaOfflineDe: copia.copiaOfflineDe };
  }
}

/** 'Receber em Lote' (spec 2 §2): CTR numbers in Retirada, Cancelamento Recusado, Em Pesagem; page 10. */
export function ReceberLotePopup({ opened, onClose, onDone, emEspera }: Props) {
  const [ids, setIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [observacao, setObservacao] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['recebimento-lote-opcoes', term],
    queryFn: ({ signal }) => buscarOpcoes(term, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
    // Asked even offline: the device's copy answers then.
    networkMode: 'always',
  });
  const vistas = (list.data?.rows ?? []).map((r) => String(r.id)).filter((id) => !emEspera.has(Number(id)));
  const options = [...new Set([...ids, ...vistas])].map((id) => ({ value: id, label: `CTR ${id}` }));

  const save = useSave({
    // Offline, the batch is kept on the device and sent later under its Idempotency-Key (issue #16).
    save: () => receberLoteOuGuardar(ids.map(Number), observacao),
    onSuccess: (r) => {
      if (!r.enviada) notify.success(MSG_GUARDADA);
      else if (r.dados.falhas.length)
        notify.warning(MSG.recebimento.loteFalha(r.dados.falhas), { duration: 7000 });
      else notify.success(MSG.recebimento.loteRecebido);
      setIds([]);
      setObservacao('');
      onDone();
    },
  });
  const submit = () => {
    if (ids.length === 0) return setError(MSG.sistema.campos.selecioneCtr);
    setError(null);
    save.mutate();
  };

  return (
    <Popup opened={opened} onClose={onClose} title="Receber em Lote">
      <Stack>
        <AvisoCopiaOffline de={list.data?.copiaOfflineDe} />
        <MultiSelect
          label="CTRs"
          searchable
          data={options}
          value={ids}
          onChange={setIds}
          searchValue={search}
          onSearchChange={setSearch}
          error={error}
          nothingFoundMessage="Nenhuma CTR encontrada."
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Observação"
          maxLength={LIMITES_CTR.observacaoRecebimentoMax}
          value={observacao}
          onChange={(e) => setObservacao(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Receber
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
