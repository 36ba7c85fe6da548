import { Button, Group, Radio, SimpleGrid, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { formatCep, formatCpfCnpj, LIMITES_CTR, MSG } from '@rcc/domain';
import type { CTR_AVALIACAO_RECEBIMENTO_FIELDS } from '@rcc/domain/contract/ctr';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import type { ListResult } from '../../shared/api/types';
import { formatDateTime, formatNumber } from '../../shared/format';
import { Popup } from '../../shared/ui/Popup';
import type { CtrRow } from '../../shared/ctr/ctr-api';
import { MSG_GUARDADA } from '../../shared/offline/fila';
import { receberOuGuardar } from '../../shared/offline/recebimento';

/** The CTR as the popup sees it: what the grid asks for it (CTR_AVALIACAO_RECEBIMENTO_FIELDS). */
type CtrAvaliacaoRow = Pick<CtrRow, (typeof CTR_AVALIACAO_RECEBIMENTO_FIELDS)[number]>;

interface Props {
  ctr: CtrAvaliacaoRow | null;
  onClose: () => void;
  onDone: () => void;
}

interface Residuo {
  idTipoResiduo: number;
  volumeAproximadoM3: number;
  tipoResiduo?: { nome: string } | null;
}

/** Popup 'Dados da situação da caçamba' (spec 2 §2, §5): Receber or Rejeitar with observation. */
export function AvaliarRecebimentoPopup({ ctr, onClose, onDone }: Props) {
  const [avaliacao, setAvaliacao] = useState<'Receber' | 'Rejeitar' | null>(null);
  const [observacao, setObservacao] = useState('');
  const [error, setError] = useState<string | null>(null);
  const residuos = useQuery({
    queryKey: ['ctr-residuos-recebimento', ctr?.id],
    queryFn: () =>
      api.post<ListResult<{ residuos?: Residuo[] }>>('/SolicitacaoTransporte/find', {
        where: { id: ctr?.id },
        fields: ['id'],
        include: [{ name: 'residuos', include: ['tipoResiduo'] }],
        limit: 1,
      }),
    enabled: ctr != null && avaliacao === 'Rejeitar',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the popup starts blank for each CTR
  useEffect(() => {
    setAvaliacao(null);
    setObservacao('');
    setError(null);
  }, [ctr?.id]);

  const save = useSave({
    // Offline, the receipt is kept on the device and sent later under its Idempotency-Key (issue #16).
    save: (v: { id: number; receber: boolean; observacao: string }) =>
      receberOuGuardar(v.id, v.receber, v.observacao),
    success: (r, v) =>
      !r.enviada ? MSG_GUARDADA : v.receber ? 'Resíduo recebido com sucesso' : 'Resíduo rejeitado',
    onSuccess: onDone,
  });

  if (!ctr) return null;
  const endereco = [ctr.enderecoObra, ctr.numeroObra, ctr.complementoObra, ctr.bairroObra]
    .filter(Boolean)
    .join(', ');

  const submit = () => {
    if (!avaliacao) return setError(MSG.recebimento.escolha);
    if (avaliacao === 'Rejeitar' && !observacao.trim()) return setError(MSG.recebimento.observacaoInvalida);
    setError(null);
    save.mutate({ id: ctr.id, receber: avaliacao === 'Receber', observacao: observacao.trim() });
  };

  const ro = (label: string, value: string | number | null | undefined) => (
    <TextInput label={label} value={value == null ? '' : String(value)} readOnly />
  );
  return (
    <Popup opened onClose={onClose} title="Dados da situação da caçamba">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {ro('Nº do CTR', ctr.id)}
          {ro('Data/Hora da solicitação', formatDateTime(ctr.dataHoraSolicitacao ?? null))}
          {ro('Solicitante', ctr.nomeGerador)}
          {ro('CPF/CNPJ', formatCpfCnpj(ctr.cpfCnpjGerador ?? ''))}
          {ro('Endereço da obra', endereco)}
          {ro('CEP', formatCep(ctr.cepObra ?? ''))}
          {ro('Transportador', ctr.nomeTransportador)}
          {ro('Resíduo predominante', ctr.tipoResiduo)}
          {ro('Placa do veículo', ctr.placa)}
          {ro('Tipo do veículo', ctr.tipoVeiculo)}
          {ro('Identificação da caçamba', ctr.numeroIdentificacaoCacamba)}
          {ro('Volume (m³)', formatNumber(ctr.volumeAproximadoM3))}
        </SimpleGrid>
        <Radio.Group
          label="Avaliação do recebimento"
          withAsterisk
          value={avaliacao}
          onChange={(v) => setAvaliacao(v as 'Receber' | 'Rejeitar')}
          error={!avaliacao ? error : null}
        >
          <Group mt={4}>
            <Radio value="Rejeitar" label="Rejeitar" />
            <Radio value="Receber" label="Receber" />
          </Group>
        </Radio.Group>
        {avaliacao === 'Rejeitar' && (
          <Table withTableBorder aria-label="Resíduos da CTR">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tipo de resíduo</Table.Th>
                <Table.Th scope="col">Volume (m³)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(residuos.data?.rows[0]?.residuos ?? []).map((r) => (
                <Table.Tr key={r.idTipoResiduo}>
                  <Table.Td>{r.tipoResiduo?.nome ?? r.idTipoResiduo}</Table.Td>
                  <Table.Td>{formatNumber(Number(r.volumeAproximadoM3))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {avaliacao && (
          <Textarea
            label="Observações"
            withAsterisk={avaliacao === 'Rejeitar'}
            maxLength={LIMITES_CTR.observacaoRecebimentoMax}
            value={observacao}
            onChange={(e) => setObservacao(e.currentTarget.value)}
            error={avaliacao ? error : null}
            description={`${observacao.length}/${LIMITES_CTR.observacaoRecebimentoMax} caracteres`}
          />
        )}
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
