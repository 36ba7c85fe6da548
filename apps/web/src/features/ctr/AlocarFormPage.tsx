import { Button, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  canChangeCacamba,
  canChangeVeiculo,
  F,
  formatCep,
  MSG,
  requiresCacamba,
  SITUACAO_CTR,
} from '@rcc/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { notify } from '../../shared/notify';
import { ActionBar } from '../../shared/ui/ActionBar';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi } from '../../shared/ctr/ctr-api';
import { useCtr } from '../../shared/ctr/use-ctr';
import { CtrLoadState } from '../../shared/ctr/CtrLoadState';
import { VeiculoCacambaFields, type VeiculoCacambaValue } from '../../shared/ctr/VeiculoCacambaFields';

/** Form 'Alocar Caçamba' (spec 2 §2, §5): vehicle, bin for Poliguindaste, work-site address. */
export default function AlocarFormPage() {
  const { action, id } = useParams();
  const navigate = useNavigate();
  const canSave = useCan(F.ALOCAR_CACAMBA, 'altera') && action !== 'visualizar';
  const ctrQuery = useCtr(id);
  const ctr = ctrQuery.data;
  const [value, setValue] = useState<VeiculoCacambaValue | null>(null);
  const [errors, setErrors] = useState<{ veiculo?: string; cacamba?: string }>({});

  useEffect(() => {
    if (ctr)
      setValue({
        idVeiculo: ctr.idVeiculo ?? null,
        idCacamba: ctr.idCacamba ?? null,
        tipo: ctr.tipoVeiculo ?? null,
        poliguindaste: ctr.poliguindaste ?? null,
        placa: ctr.placa,
        numeroCacamba: ctr.numeroIdentificacaoCacamba,
      });
  }, [ctr]);
  const save = useSave({
    save: ({ id, body }: { id: number; body: Parameters<typeof ctrApi.alocar>[1] }) =>
      ctrApi.alocar(id, body),
    success: MSG.alocacao.sucesso,
    onSuccess: () => navigate('/alocar-cacamba'),
    error: (e) =>
      notify.error(e instanceof Error && e.message ? e.message : MSG.alocacao.falha, {
        title: MSG.alocacao.falha,
      }),
  });

  if (!ctr || !value) return <CtrLoadState query={ctrQuery} backTo="/alocar-cacamba" />;

  const alocada = ctr.situacao === SITUACAO_CTR.ALOCADA;
  const submit = () => {
    if (!ctr.idObra) return notify.error(MSG.alocacao.obraObrigatoria);
    if (!value.idVeiculo) return setErrors({ veiculo: MSG.alocacao.veiculoObrigatorio });
    if (requiresCacamba(value.tipo) && !value.idCacamba)
      return setErrors({ cacamba: MSG.alocacao.cacambaObrigatoria });
    setErrors({});
    save.mutate({
      id: ctr.id,
      body: {
        situacao: 'Alocada',
        idObra: ctr.idObra,
        idVeiculo: value.idVeiculo,
        idCacamba: requiresCacamba(value.tipo) ? value.idCacamba : null,
      },
    });
  };

  return (
    <Stack>
      <PageTitle title="Alocar Caçamba" />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          <TextInput label="Nº do CTR" value={String(ctr.id)} readOnly />
          <TextInput label="Situação da CTR" value={ctr.situacao} readOnly />
        </SimpleGrid>
        <VeiculoCacambaFields
          value={value}
          onChange={setValue}
          idTransportador={ctr.idTransportador}
          disabledVeiculo={!canSave || alocada || !canChangeVeiculo(ctr.situacao)}
          disabledCacamba={!canSave || !canChangeCacamba(ctr.situacao)}
          errors={errors}
        />
      </Paper>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Endereço da obra" value={ctr.enderecoObra ?? ''} readOnly disabled={alocada} />
          <TextInput label="Complemento" value={ctr.complementoObra ?? ''} readOnly disabled={alocada} />
          <TextInput label="Número" value={ctr.numeroObra ?? ''} readOnly disabled={alocada} />
          <TextInput label="Bairro" value={ctr.bairroObra ?? ''} readOnly disabled={alocada} />
          <TextInput label="CEP" value={formatCep(ctr.cepObra ?? '')} readOnly disabled={alocada} />
        </SimpleGrid>
      </Paper>
      <ActionBar>
        <Button variant="default" onClick={() => navigate('/alocar-cacamba')}>
          Voltar
        </Button>
        {canSave && (
          <Button onClick={submit} loading={save.isPending}>
            Salvar
          </Button>
        )}
      </ActionBar>
    </Stack>
  );
}
