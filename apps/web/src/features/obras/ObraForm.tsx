import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dataBrasilia } from '@rcc/domain/masterdata/rules';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, saveBlob } from '../../shared/api/client';
import { findEntity } from '../../shared/api/use-find';
import { useSave } from '../../shared/api/use-save';
import { notify, notifyError } from '../../shared/notify';
import { PageTitle } from '../../shared/ui/PageTitle';
import { type EnderecoGravado, enderecoDoRegistro } from '../../shared/ui/address/EnderecoFields';
import { useRoles } from '../../shared/auth/use-roles';
import { EMPTY_OBRA, type ObraValues, STEP1_FIELDS, toMultipart, validateObra } from './obra-form';
import { ObraStep1 } from './ObraStep1';
import { ObraStep2 } from './ObraStep2';

/** A stored work site with its waste lines (type and class) and linked transporters. */
type ObraRecord = FindRowOf<
  'Obra',
  | 'id'
  | 'idGerador'
  | 'nomeObra'
  | 'duracaoInicial'
  | 'duracaoFinal'
  | 'possuiAlvara'
  | 'numeroAlvara'
  | 'observacao'
  | 'pgrccNomeArquivo'
  | 'possuiPgrcc'
  | Exclude<keyof EnderecoGravado, 'municipio'>
> &
  Pick<EntityRow<'Obra'>, 'municipio'> & {
    /** The stored GeoJSON point (the domain declares it as JSON). */
    shape: { coordinates: [number, number] } | null;
    obraTipoResiduos: Array<
      FindRowOf<'ObraTipoResiduo', 'idTipoResiduo' | 'volume'> &
        Pick<EntityRow<'ObraTipoResiduo'>, 'tipoResiduo'>
    >;
    transportadores: FindRowOf<'ViewTransportador', 'id' | 'nomeRazaoSocial'>[];
  };

function fromRecord(r: ObraRecord): ObraValues {
  return {
    ...EMPTY_OBRA,
    idGerador: r.idGerador,
    nomeObra: r.nomeObra,
    duracaoInicial: r.duracaoInicial,
    duracaoFinal: r.duracaoFinal,
    possuiAlvara: r.possuiAlvara ? '1' : '0',
    numeroAlvara: r.numeroAlvara ?? '',
    ...enderecoDoRegistro(r),
    observacao: r.observacao ?? '',
    point: r.shape?.coordinates ?? null,
    residuos: r.obraTipoResiduos.map((o) => ({
      idTipoResiduo: o.idTipoResiduo,
      volume: o.volume,
      nome: o.tipoResiduo?.nome ?? '',
      classe: o.tipoResiduo?.classeMaterial?.classe ?? '',
    })),
    // The view's columns may be null by declaration; a linked transporter always has its id.
    transportadores: r.transportadores.flatMap((t) =>
      t.id == null ? [] : [{ idPerfil: t.id, nomeRazaoSocial: t.nomeRazaoSocial ?? '' }],
    ),
  };
}

/** /obra/add and /obra/edit/:id — the two-step work-site wizard (spec 3 §2, §4, §5). */
export default function ObraForm() {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const edit = id !== undefined;
  const navigate = useNavigate();
  const { isStaff } = useRoles();
  const today = dataBrasilia();
  const [active, setActive] = useState(0);
  const [pgrcc, setPgrcc] = useState<File | null>(null);
  const [removePgrcc, setRemovePgrcc] = useState(false);
  // spec 3 §4: step 2 is reached only through 'Próximo', which validates step 1 again, so a
  // change made back in step 1 always passes through step 1's checks before saving.
  const form = useForm<ObraValues>({ initialValues: EMPTY_OBRA });

  const current = useQuery({
    queryKey: ['Obra', id],
    enabled: edit,
    queryFn: () =>
      findEntity<ObraRecord>('Obra', {
        where: { id },
        include: [
          'municipio',
          'transportadores',
          {
            model: 'obraTipoResiduos',
            include: [{ model: 'tipoResiduo', include: [{ model: 'classeMaterial', fields: ['classe'] }] }],
          },
        ],
      }),
  });
  const record = current.data?.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per record
  useEffect(() => {
    if (record) {
      form.setValues(fromRecord(record));
      form.resetDirty();
    }
  }, [record]);
  useEffect(() => {
    if (edit && current.isSuccess && !record) {
      notify.error(MSG_MASTER_DATA.obra.naoEncontradaEdicao);
      navigate('/obra');
    }
  }, [edit, current.isSuccess, record, navigate]);

  const next = () => {
    const errors = validateObra(form.values, { step: 1, edit, today });
    form.setErrors(errors);
    if (Object.keys(errors).length) {
      notify.warning(MSG_MASTER_DATA.obra.camposObrigatorios);
      return;
    }
    setActive(1);
  };

  const salvar = useSave({
    save: () => {
      const body = toMultipart(form.values, pgrcc, removePgrcc);
      return id ? api.upload(`/Obra/${id}`, body, 'PUT') : api.upload('/Obra', body);
    },
    invalidate: [['grid', 'Obra']],
    success: 'Obra salva',
    onSuccess: () => navigate('/obra'),
  });

  const save = () => {
    const errors = validateObra(form.values, { step: 2, edit, today });
    form.setErrors(errors);
    const keys = Object.keys(errors);
    if (keys.length) {
      if (keys.some((k) => (STEP1_FIELDS as readonly string[]).includes(k))) setActive(0);
      notify.warning(Object.values(errors)[0] ?? MSG_MASTER_DATA.obra.camposObrigatorios);
      return;
    }
    salvar.mutate();
  };

  const downloadPgrcc = async () => {
    try {
      const { blob, filename } = await api.blob(`/Obra/${id}/pgrcc?format=file`, { method: 'GET' });
      saveBlob(blob, filename);
    } catch (error) {
      notifyError(error);
    }
  };

  const removeStored = async () => {
    setRemovePgrcc(true);
    notify.info('O PGRCC será removido ao salvar a obra.');
  };

  return (
    <Stack>
      <PageTitle title={edit ? 'Editar Obra' : 'Adicionar Obra'} />
      <Stepper
        active={active}
        onStepClick={(step) => (step === 0 ? setActive(0) : next())}
        allowNextStepsSelect={false}
      >
        <Stepper.Step label="Obra" description="Dados da obra">
          <ObraStep1 form={form} edit={edit} isStaff={isStaff} today={today} />
        </Stepper.Step>
        <Stepper.Step label="Material e Transportador" description="Resíduos, transportadores e PGRCC">
          <ObraStep2
            form={form}
            pgrcc={pgrcc}
            onPgrcc={setPgrcc}
            storedPgrcc={record?.possuiPgrcc && !removePgrcc ? record.pgrccNomeArquivo : null}
            onDownloadPgrcc={downloadPgrcc}
            onRemovePgrcc={removeStored}
          />
        </Stepper.Step>
      </Stepper>
      <Group>
        <Button variant="default" onClick={() => (active === 1 ? setActive(0) : navigate('/obra'))}>
          Voltar
        </Button>
        {active === 0 ? (
          <Button onClick={next}>Próximo</Button>
        ) : (
          <Button onClick={save} loading={salvar.isPending}>
            Salvar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
