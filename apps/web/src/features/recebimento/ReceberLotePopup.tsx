import { Button, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { LIMITES_CTR, MSG, SITUACOES_RECEBIMENTO } from '@rcc/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFind } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { Popup } from '../../shared/ui/Popup';
import { type CtrRow, VIEW_CTR } from '../../shared/ctr/ctr-api';
import { receberLote } from './recebimento-api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 'Receber em Lote' (spec 2 §2): CTR numbers in Retirada, Cancelamento Recusado, Em Pesagem; page 10. */
export function ReceberLotePopup({ opened, onClose, onDone }: Props) {
  const [ids, setIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [observacao, setObservacao] = useState('');
  const [error, setError] = useState<string | null>(null);
  const where: Record<string, unknown> = { situacao: { $in: SITUACOES_RECEBIMENTO } };
  if (/^\d+$/.test(term)) where.id = Number(term);
  const list = useFind<CtrRow>(
    VIEW_CTR,
    { where, fields: ['id'], order: [['id', 'DESC']], limit: 10 },
    { enabled: opened },
  );
  const options = [...new Set([...ids, ...(list.data?.rows ?? []).map((r) => String(r.id))])].map((id) => ({
    value: id,
    label: `CTR ${id}`,
  }));

  const save = useSave({
    save: () => receberLote(ids.map(Number), observacao),
    onSuccess: (falhas) => {
      if (falhas.length) notify.warning(MSG.recebimento.loteFalha(falhas), { duration: 7000 });
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
