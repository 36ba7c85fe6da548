import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  availableActions,
  canChangeCacamba,
  canChangeVeiculo,
  formatCep,
  formatCpfCnpj,
  MSG,
  requiresCacamba,
  TIPO_RESIDUO_MISTO,
} from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import type { ListResult } from '../../shared/api/types';
import { useSave } from '../../shared/api/use-save';
import { formatDateTime } from '../../shared/format';
import { notify } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi, type ResiduoLinha } from '../../shared/ctr/ctr-api';
import { toCtrState, useCtrActor } from '../../shared/ctr/ctr-shared';
import { ResiduosField, type ResiduosValue } from './ResiduosField';
import { useCtr } from '../../shared/ctr/use-ctr';
import { VeiculoCacambaFields, type VeiculoCacambaValue } from '../../shared/ctr/VeiculoCacambaFields';

const sameResiduos = (a: ResiduoLinha[], b: ResiduoLinha[]) =>
  a.length === b.length &&
  a.every(
    (r, i) => r.idTipoResiduo === b[i]?.idTipoResiduo && r.volumeAproximadoM3 === b[i]?.volumeAproximadoM3,
  );

/** 'Editar CTR' (spec 2 §2, §4, §5): only changed parts are sent; revert-to-Alocada when Retirada. */
export default function EditarCtrPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actor = useCtrActor();
  const { data: ctr, isLoading, isError } = useCtr(id);
  const detalhe = useQuery({
    queryKey: ['ctr-residuos', id],
    queryFn: () =>
      api.post<ListResult<{ residuos?: ResiduoLinha[] }>>('/SolicitacaoTransporte/find', {
        where: { id: Number(id) },
        fields: ['id'],
        include: ['residuos'],
        limit: 1,
      }),
    enabled: Boolean(id),
  });
  const original = (detalhe.data?.rows[0]?.residuos ?? []).map((r) => ({
    ...r,
    volumeAproximadoM3: Number(r.volumeAproximadoM3),
  }));
  const [residuos, setResiduos] = useState<ResiduosValue | null>(null);
  const [veiculo, setVeiculo] = useState<VeiculoCacambaValue | null>(null);

  useEffect(() => {
    if (isError || (!isLoading && id && ctr === null)) {
      notify.error(MSG.editarCtr.falhaCarregar);
      navigate('/localizar-ctr');
    }
  }, [isError, isLoading, ctr, id, navigate]);
  useEffect(() => {
    if (!ctr) return;
    setVeiculo({
      idVeiculo: ctr.idVeiculo ?? null,
      idCacamba: ctr.idCacamba ?? null,
      tipo: ctr.tipoVeiculo ?? null,
      poliguindaste: ctr.poliguindaste ?? null,
      placa: ctr.placa,
      numeroCacamba: ctr.numeroIdentificacaoCacamba,
    });
  }, [ctr]);
  useEffect(() => {
    if (ctr && detalhe.isFetched && residuos === null)
      setResiduos({ residuos: original, idResiduoPredominante: ctr.idResiduoPredominante ?? null });
  }, [ctr, detalhe.isFetched, residuos, original]);
  const save = useSave({
    save: ({ id, body }: { id: number; body: Record<string, unknown> }) => ctrApi.editar(id, body),
    success: MSG.editarCtr.sucesso,
    onSuccess: () => navigate('/localizar-ctr'),
  });
  const voltar = useSave({
    save: (id: number) => ctrApi.voltarAlocada(id),
    success: (data) => data?.message ?? MSG.voltarAlocada.definida,
    onSuccess: () => navigate('/localizar-ctr'),
    error: (e) =>
      notify.error(e instanceof Error && e.message ? e.message : MSG.notificador.erroDesconhecido),
  });

  if (isLoading || !ctr || !residuos || !veiculo) return <Loader aria-label="Carregando CTR" />;
  const acoes = availableActions(toCtrState(ctr), actor);
  const podeEditar = acoes.includes('editar');
  // Spec 2 §2: Retirada, not yet realocado, a hauler holding 'Voltar Situação Alocada CTR' (consulta).
  const podeVoltar = acoes.includes('voltarAlocada');

  const salvar = () => {
    const body: Record<string, unknown> = {};
    if (veiculo.idVeiculo !== ctr.idVeiculo) body.idVeiculo = veiculo.idVeiculo;
    const idCacamba = requiresCacamba(veiculo.tipo) ? veiculo.idCacamba : null;
    if (idCacamba !== (ctr.idCacamba ?? null)) body.idCacamba = idCacamba;
    if (!sameResiduos(residuos.residuos, original))
      body.residuos = residuos.residuos.map((r) => ({
        idTipoResiduo: r.idTipoResiduo,
        volume: r.volumeAproximadoM3,
      }));
    // Spec 2 §5: more than one waste fixes the predominant type at 5.
    const predominante = residuos.residuos.length > 1 ? TIPO_RESIDUO_MISTO : residuos.idResiduoPredominante;
    if (predominante !== ctr.idResiduoPredominante) body.idResiduoPredominante = predominante;
    if (Object.keys(body).length === 0) return notify.info('Nenhuma alteração para salvar');
    save.mutate({ id: ctr.id, body });
  };

  const voltarAlocada = async () => {
    if (
      !(await confirm({
        title: 'Voltar para Alocada',
        message: `Deseja voltar a situação da CTR ${ctr.id} para "Alocada"?`,
      }))
    )
      return;
    voltar.mutate(ctr.id);
  };

  return (
    <Stack>
      <PageTitle title={`Editar CTR ${ctr.id}`} />
      {!podeEditar && <Alert color="yellow">Esta CTR não pode mais ser editada por você.</Alert>}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Gerador
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome do gerador" value={ctr.nomeGerador ?? ''} readOnly />
          <TextInput label="CPF/CNPJ do gerador" value={formatCpfCnpj(ctr.cpfCnpjGerador ?? '')} readOnly />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Obra e solicitação
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Nome da obra" value={ctr.nomeObra ?? ''} readOnly />
          <TextInput
            label="Endereço da obra"
            value={[ctr.enderecoObra, ctr.numeroObra].filter(Boolean).join(', ')}
            readOnly
          />
          <TextInput label="CEP da obra" value={formatCep(ctr.cepObra ?? '')} readOnly />
          <TextInput label="Situação" value={ctr.situacao} readOnly />
          <TextInput
            label="Data/Hora da solicitação"
            value={formatDateTime(ctr.dataHoraSolicitacao ?? null)}
            readOnly
          />
          <TextInput label="Transportador" value={ctr.nomeTransportador ?? ''} readOnly />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <ResiduosField value={residuos} onChange={setResiduos} readOnly={!podeEditar} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Veículo e caçamba
        </Title>
        <VeiculoCacambaFields
          value={veiculo}
          onChange={setVeiculo}
          idTransportador={ctr.idTransportador}
          disabledVeiculo={!podeEditar || !canChangeVeiculo(ctr.situacao)}
          disabledCacamba={!podeEditar || !canChangeCacamba(ctr.situacao)}
        />
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/localizar-ctr')}>
          Voltar
        </Button>
        {podeVoltar && (
          <Button variant="light" color="orange" onClick={voltarAlocada}>
            Voltar situação para Alocada
          </Button>
        )}
        <Button onClick={salvar} loading={save.isPending} disabled={!podeEditar}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
