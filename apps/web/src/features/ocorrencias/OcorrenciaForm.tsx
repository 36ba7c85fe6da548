import { Autocomplete, Button, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import {
  DESCRICOES_CACAMBA,
  DESCRICOES_TRANSPORTE,
  validarOcorrencia,
} from '@rcc/domain/monitoring/ocorrencia';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { FotoInput } from '../../shared/media/FotoInput';
import { Lookup } from '../../shared/ui/Lookup';

export interface OcorrenciaFormProps {
  tipo: 'Caçamba' | 'Transporte';
  lat: number;
  lon: number;
  local: string | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  foto: File | null;
  descricaoIrregularidade: string | null;
  possuiIdentificador: string;
  idCacamba: number | null;
  identificacaoCacamba: string;
  placaVeiculo: string;
  identificacaoVeiculo: string;
}

const M = MSG_MASTER_DATA.ocorrencia;

/** 'Caçamba Irregular' / 'Transporte Irregular' (spec 3 §2, §5): same rules as the server. */
export function OcorrenciaForm({ tipo, lat, lon, local, onSaved, onCancel }: OcorrenciaFormProps) {
  const transporte = tipo === 'Transporte';
  const form = useForm<Values>({
    initialValues: {
      foto: null,
      descricaoIrregularidade: null,
      possuiIdentificador: '',
      idCacamba: null,
      identificacaoCacamba: '',
      placaVeiculo: '',
      identificacaoVeiculo: '',
    },
  });
  const v = form.values;
  const [placaBusca] = useDebouncedValue(v.placaVeiculo, 300);
  const veiculos = useQuery({
    queryKey: ['ocorrencia-veiculos', placaBusca],
    enabled: transporte,
    queryFn: () =>
      api.post<{ rows: Array<{ id: number; placa: string }> }>('/OcorrenciaVeiculoLookup/find', {
        where: placaBusca ? { placa: { $iLike: `%${placaBusca}%` } } : undefined,
        limit: 5,
      }),
  });
  const veiculo = veiculos.data?.rows.find((r) => r.placa === v.placaVeiculo.toUpperCase());

  const save = useSave({
    save: (fd: FormData) => api.upload('/Ocorrencia', fd),
    success: M.salva,
    form,
    onSuccess: onSaved,
    // The form's own summary line tells the failure (no toast over the map).
    error: () => form.setFieldError('_', M.falhaSalvar),
  });

  const submit = () => {
    form.clearErrors();
    const issue = validarOcorrencia({
      irregularidadeCom: tipo,
      temFoto: !!v.foto,
      descricaoIrregularidade: v.descricaoIrregularidade ?? undefined,
      possuiIdentificador: v.possuiIdentificador || undefined,
      idCacamba: v.idCacamba ?? undefined,
      identificacaoCacamba: v.identificacaoCacamba,
      idVeiculo: veiculo?.id,
      identificacaoVeiculo: v.identificacaoVeiculo,
      placaVeiculo: v.placaVeiculo,
    });
    if (issue) {
      form.setFieldError(issue.field === 'placaVeiculo' ? 'placaVeiculo' : issue.field, issue.message);
      return;
    }
    if (v.foto && !v.foto.type.startsWith('image/')) {
      form.setFieldError('foto', 'Só é permitido anexar um arquivo no formato de imagem.');
      return;
    }
    const fd = new FormData();
    fd.append('irregularidadeCom', tipo);
    fd.append('descricaoIrregularidade', v.descricaoIrregularidade ?? '');
    fd.append('shape', `POINT(${lon} ${lat})`);
    if (local) fd.append('local', local);
    if (transporte) {
      fd.append('placaVeiculo', v.placaVeiculo.toUpperCase());
      if (veiculo) fd.append('idVeiculo', String(veiculo.id));
      else {
        fd.append('possuiIdentificador', v.possuiIdentificador);
        if (v.possuiIdentificador === 'Sim') fd.append('identificacaoVeiculo', v.identificacaoVeiculo);
      }
    } else {
      fd.append('possuiIdentificador', v.possuiIdentificador);
      if (v.possuiIdentificador === 'Sim' && v.idCacamba) fd.append('idCacamba', String(v.idCacamba));
      if (v.possuiIdentificador === 'Não') fd.append('identificacaoCacamba', v.identificacaoCacamba);
    }
    fd.append('foto', v.foto as File);
    save.mutate(fd);
  };

  return (
    <Stack gap="xs" w={{ base: '100%', sm: 300 }}>
      <FotoInput
        label="Foto"
        placeholder="Tirar ou anexar foto"
        withAsterisk
        clearable
        {...form.getInputProps('foto')}
      />
      <Select
        label="Descrição da irregularidade"
        withAsterisk
        data={[...(transporte ? DESCRICOES_TRANSPORTE : DESCRICOES_CACAMBA)]}
        {...form.getInputProps('descricaoIrregularidade')}
      />
      {transporte && (
        <Autocomplete
          label="Placa do veículo"
          withAsterisk
          maxLength={7}
          data={(veiculos.data?.rows ?? []).map((r) => r.placa)}
          {...form.getInputProps('placaVeiculo')}
          onChange={(val) => form.setFieldValue('placaVeiculo', val.toUpperCase())}
        />
      )}
      {(!transporte || (v.placaVeiculo && !veiculo)) && (
        <Radio.Group
          label={transporte ? 'Há um identificador no veículo?' : 'Há um identificador na caçamba?'}
          withAsterisk
          {...form.getInputProps('possuiIdentificador')}
        >
          <Group mt={4}>
            <Radio value="Sim" label="Sim" />
            <Radio value="Não" label="Não" />
          </Group>
        </Radio.Group>
      )}
      {!transporte && v.possuiIdentificador === 'Sim' && (
        <Lookup
          entity="OcorrenciaCacambaLookup"
          label="Número de identificação"
          labelField="numeroIdentificacao"
          pageSize={5}
          value={v.idCacamba}
          onChange={(val) => form.setFieldValue('idCacamba', val === null ? null : Number(val))}
          error={form.errors.idCacamba}
          nothingFound={MSG_MASTER_DATA.ocorrencia.localizacaoCacambas}
        />
      )}
      {!transporte && v.possuiIdentificador === 'Não' && (
        <TextInput
          label="Identificador da caçamba"
          maxLength={100}
          {...form.getInputProps('identificacaoCacamba')}
        />
      )}
      {transporte && !veiculo && v.possuiIdentificador === 'Sim' && (
        <TextInput
          label="Identificador do veículo"
          maxLength={100}
          {...form.getInputProps('identificacaoVeiculo')}
        />
      )}
      {form.errors._ && (
        <TextInput variant="unstyled" readOnly value="" error={form.errors._} aria-label="Erro" />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={transporte && !v.placaVeiculo}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
