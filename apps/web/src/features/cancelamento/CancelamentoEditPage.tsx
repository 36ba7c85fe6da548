import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { formatDateTime } from '../../shared/format';
import { notify } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi } from '../../shared/ctr/ctr-api';
import { useCtr } from '../../shared/ctr/use-ctr';
import { CtrLoadState } from '../../shared/ctr/CtrLoadState';

type Acao = 'Aceitar' | 'Recusar' | 'Destinar';

/** Analyse one cancellation request (spec 2 §2, §5, §7): Aceitar, Recusar (with reason) or Destinar. */
export default function CancelamentoEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const ctrQuery = useCtr(id);
  const ctr = ctrQuery.data;
  const [acao, setAcao] = useState<Acao | null>(null);
  const [motivo, setMotivo] = useState('');
  const save = useSave({
    save: ({ id, acao, motivo }: { id: number; acao: Acao; motivo: string }) =>
      acao === 'Aceitar'
        ? ctrApi.aceitarCancelamento(id)
        : acao === 'Recusar'
          ? ctrApi.recusarCancelamento(id, motivo)
          : ctrApi.destinar(id),
    success: 'Solicitação de cancelamento analisada com sucesso',
    onSuccess: () => navigate('/cancelamento-ctr/'),
    error: (e) => {
      const detail = e instanceof Error && e.message ? e.message : MSG.notificador.verifiqueCampos;
      notify.error(detail, { title: MSG.notificador.erroSalvar });
    },
  });

  if (!ctr) return <CtrLoadState query={ctrQuery} backTo="/cancelamento-ctr" />;

  const invalid = (message: string) => notify.error(message, { title: MSG.notificador.camposInvalidos });
  const salvar = () => {
    if (!acao) return invalid(MSG.analiseCancelamento.escolhaAcao);
    if (acao === 'Recusar' && !motivo.trim()) return invalid(MSG.analiseCancelamento.motivoRecusa);
    save.mutate({ id: ctr.id, acao, motivo: motivo.trim() });
  };

  return (
    <Stack>
      <PageTitle title={`Analisar cancelamento da CTR ${ctr.id}`} />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Nº do CTR" value={String(ctr.id)} readOnly />
          <TextInput label="Data" value={formatDateTime(ctr.dataHoraSolicitacao ?? null)} readOnly />
          <TextInput label="Solicitante" value={ctr.nomeGerador ?? ''} readOnly />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label="Motivo do cancelamento"
          value={ctr.motivoSolCancelamento ?? ''}
          readOnly
          rows={2}
        />
      </Paper>
      <Alert color="red" variant="light" title="Atenção">
        O cancelamento de uma CTR não poderá ser revertido.
      </Alert>
      <Radio.Group label="Decisão" withAsterisk value={acao} onChange={(v) => setAcao(v as Acao)}>
        <Group mt={4}>
          <Radio value="Aceitar" label="Aceitar" />
          <Radio value="Recusar" label="Recusar" />
          <Radio value="Destinar" label="Destinar" />
        </Group>
      </Radio.Group>
      {acao === 'Recusar' && (
        <Textarea
          label="Motivo da recusa"
          placeholder={MSG.analiseCancelamento.placeholderMotivo}
          withAsterisk
          maxLength={LIMITES_CTR.justificativaCancelamentoMax}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/cancelamento-ctr/')}>
          Voltar
        </Button>
        <Button onClick={salvar} loading={save.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
