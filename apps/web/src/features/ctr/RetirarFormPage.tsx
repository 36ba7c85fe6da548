import { Alert, Button, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITES_CTR, MSG, requiresCacamba, retiradaBloqueadaMensagem } from '@rcc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { Lookup } from '../../shared/ui/Lookup';
import { ActionBar } from '../../shared/ui/ActionBar';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ctrApi, type ResiduoLinha } from '../../shared/ctr/ctr-api';
import { AvisoCopiaOffline } from '../../shared/offline/AvisoCopiaOffline';
import { MSG_GUARDADA } from '../../shared/offline/fila';
import { retirarOuGuardar } from '../../shared/offline/retirar';
import { LocalDoAparelho } from '../../shared/map/LocalDoAparelho';
import { FotoCacambaInput } from './FotoCacambaInput';
import { ResiduosField, type ResiduosValue } from './ResiduosField';
import { useCtr } from '../../shared/ctr/use-ctr';
import { CtrLoadState } from '../../shared/ctr/CtrLoadState';
import { COPIA_CTR_RETIRAR, COPIA_DESTINOS, LOOKUP_DESTINOS, lerDetalheRetirada } from './retirar-offline';

/**
 * The removal form (spec 2 §2, §5): destination, wastes, photo and the 30-minute wait. It opens
 * offline too (issue #16): what it reads comes then from the copies kept while the list was open.
 */
export default function RetirarFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const ctrQuery = useCtr(id, COPIA_CTR_RETIRAR);
  const ctr = ctrQuery.data;
  const detalhe = useQuery({
    queryKey: ['ctr-detalhe', id],
    queryFn: () => lerDetalheRetirada(Number(id)),
    enabled: Boolean(id),
    networkMode: 'always',
  });
  const [idDestinoFinal, setDestino] = useState<number | null>(null);
  const [residuos, setResiduos] = useState<ResiduosValue>({ residuos: [], idResiduoPredominante: null });
  const [foto, setFoto] = useState<File | null>(null);
  const [nomeAtual, setNomeAtual] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  // [lon, lat] where the bin is removed: the phone's GPS on request, editable on the map (issue #16).
  const [local, setLocal] = useState<[number, number] | null>(null);
  const [errors, setErrors] = useState<{ destino?: string; predominante?: string }>({});

  useEffect(() => {
    if (ctr)
      setResiduos((r) => ({
        ...r,
        idResiduoPredominante: r.idResiduoPredominante ?? ctr.idResiduoPredominante ?? null,
      }));
  }, [ctr]);
  useEffect(() => {
    const row = detalhe.data?.rows[0];
    if (!row) return;
    setNomeAtual(row.nomeFotoCacamba ?? null);
    const lines: ResiduoLinha[] = (row.residuos ?? []).map((r) => ({
      ...r,
      volumeAproximadoM3: Number(r.volumeAproximadoM3),
    }));
    if (lines.length) setResiduos((v) => ({ ...v, residuos: lines }));
  }, [detalhe.data]);
  const save = useSave({
    // Offline, the removal (photo included) is kept on the device and sent later (issue #16).
    save: ({ id, body }: { id: number; body: FormData }) => retirarOuGuardar(id, body),
    success: (r) => (r.enviada ? 'Caçamba retirada com sucesso' : MSG_GUARDADA),
    onSuccess: () => navigate('/retirar-cacamba'),
  });
  const removerFoto = useSave({
    save: (id: number) => ctrApi.removerFoto(id),
    onSuccess: () => setNomeAtual(null),
    error: () => notify.error(MSG.anexo.falhaRemover),
  });

  if (!ctr) return <CtrLoadState query={ctrQuery} backTo="/retirar-cacamba" />;

  const bloqueio = retiradaBloqueadaMensagem(
    ctr.dataHoraAlocacao ? new Date(ctr.dataHoraAlocacao) : null,
    ctr.tipoVeiculo ?? '',
    new Date(),
  );

  const removerFotoAtual = () => removerFoto.mutate(ctr.id);

  const submit = () => {
    if (!ctr.idVeiculo) return notify.error(MSG.retirada.veiculoObrigatorio);
    const next = {
      destino: idDestinoFinal ? undefined : MSG.retirada.destinoObrigatorio,
      predominante: residuos.idResiduoPredominante ? undefined : MSG.solicitacao.residuoPredominante,
    };
    setErrors(next);
    if (next.destino || next.predominante) return;
    const body = new FormData();
    body.set('id', String(ctr.id));
    body.set('situacao', 'Retirada');
    body.set('idVeiculo', String(ctr.idVeiculo));
    if (requiresCacamba(ctr.tipoVeiculo) && ctr.idCacamba) body.set('idCacamba', String(ctr.idCacamba));
    body.set('idDestinoFinal', String(idDestinoFinal));
    body.set('idResiduoPredominante', String(residuos.idResiduoPredominante));
    body.set('observacao', observacao);
    const lines = residuos.residuos.map((r) => ({
      id: r.id ?? undefined,
      idTipoResiduo: r.idTipoResiduo,
      volume: r.volumeAproximadoM3,
    }));
    body.set('residuos', JSON.stringify(lines));
    if (local) {
      body.set('lonRetirada', String(local[0]));
      body.set('latRetirada', String(local[1]));
    }
    if (foto) {
      body.set('nomeFotoCacamba', foto.name);
      body.set('fotoCacamba', foto, foto.name);
    }
    save.mutate({ id: ctr.id, body });
  };

  return (
    <Stack>
      <PageTitle title={`Retirar caçamba — CTR ${ctr.id}`} />
      <AvisoCopiaOffline de={ctr.copiaOfflineDe} />
      {bloqueio && (
        <Alert color="yellow" role="alert">
          {bloqueio}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Veículo (placa)" value={ctr.placa ?? ''} readOnly />
          <TextInput label="Caçamba" value={ctr.numeroIdentificacaoCacamba ?? ''} readOnly />
          <Lookup
            entity={LOOKUP_DESTINOS.entity}
            label="Destino final"
            labelField={LOOKUP_DESTINOS.labelField}
            offlineCopy={COPIA_DESTINOS}
            value={idDestinoFinal}
            onChange={(v) => setDestino(v == null ? null : Number(v))}
            error={errors.destino}
            withAsterisk
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <ResiduosField value={residuos} onChange={setResiduos} predominanteError={errors.predominante} />
      </Paper>
      <FotoCacambaInput file={foto} onFile={setFoto} nomeAtual={nomeAtual} onRemoveAtual={removerFotoAtual} />
      <Paper withBorder p="md">
        <LocalDoAparelho label="Local da retirada" value={local} onChange={setLocal} />
      </Paper>
      <Textarea
        label="Observações"
        maxLength={LIMITES_CTR.observacaoMax}
        value={observacao}
        onChange={(e) => setObservacao(e.currentTarget.value)}
        description={`${observacao.length}/${LIMITES_CTR.observacaoMax} caracteres`}
      />
      <ActionBar>
        <Button variant="default" onClick={() => navigate('/retirar-cacamba')}>
          Voltar
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={Boolean(bloqueio)}>
          Retirar
        </Button>
      </ActionBar>
    </Stack>
  );
}
