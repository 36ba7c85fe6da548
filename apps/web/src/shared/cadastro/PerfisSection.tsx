import {
  Button,
  FileInput,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ORGAOS,
  selectableTiposPerfil,
  TIPO_PERFIL,
  TIPOS_DESTINO_FINAL,
  type TipoPessoa,
} from '@rcc/domain';
import { Lookup } from '../ui/Lookup';
import { PLACEHOLDER } from './DocumentosSection';
import type { FieldsForm } from '../ui/address/EnderecoFields';
import { emptyPerfil, type PerfilValues } from './form-model';

interface Props {
  form: FieldsForm & {
    insertListItem(path: string, item: unknown): void;
    removeListItem(path: string, i: number): void;
  };
  tipoPessoa: TipoPessoa;
  perfis: PerfilValues[];
  licenca: File | null;
  onLicenca: (file: File | null) => void;
}

const LICENCA_DESTINOS = ['ATT', 'Aterro', 'Recicladora'];
const tipoLabel = (t: { descricao: string; tipo: string }) =>
  `${t.descricao} (${t.tipo === 'J' ? 'PJ' : 'PF'})`;

/** Profile boxes (spec 1 §2.7): one box per profile, fields by type (spec 1 §3). */
export function PerfisSection({ form, tipoPessoa, perfis, licenca, onLicenca }: Props) {
  const tipos = selectableTiposPerfil(tipoPessoa, false);
  const used = new Set(perfis.map((p) => p.idTipoPerfil).filter(Boolean));
  // Spec 1 §2.7: adding is disabled when no type is left or a box has no type yet.
  const canAdd = perfis.every((p) => p.idTipoPerfil) && tipos.some((t) => !used.has(String(t.id)));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Perfis
        </Title>
        <Button
          variant="light"
          size="xs"
          disabled={!canAdd}
          onClick={() => form.insertListItem('perfis', emptyPerfil())}
        >
          Adicionar perfil
        </Button>
      </Group>
      {perfis.map((perfil, i) => {
        const tipo = Number(perfil.idTipoPerfil);
        const p = (field: string) => `perfis.${i}.${field}`;
        const options = tipos
          .filter((t) => String(t.id) === perfil.idTipoPerfil || !used.has(String(t.id)))
          .map((t) => ({ value: String(t.id), label: tipoLabel(t) }));
        return (
          <Paper
            key={perfil.key}
            withBorder
            p="sm"
            radius="md"
            component="fieldset"
            aria-label={`Perfil ${i + 1}`}
          >
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Tipo de Perfil"
                  withAsterisk
                  data={options}
                  {...form.getInputProps(p('idTipoPerfil'))}
                />
              </Grid.Col>
              {[TIPO_PERFIL.SECRETARIA, TIPO_PERFIL.FISCALIZACAO].includes(tipo as 4 | 5) && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label="Matrícula" maxLength={30} {...form.getInputProps(p('matricula'))} />
                </Grid.Col>
              )}
              {tipo === TIPO_PERFIL.FISCALIZACAO && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select label="Órgão" data={[...ORGAOS]} clearable {...form.getInputProps(p('orgao'))} />
                </Grid.Col>
              )}
              {(tipo === TIPO_PERFIL.TRANSPORTADOR_PJ || tipo === TIPO_PERFIL.TRANSPORTADOR_PF) && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label="Forma de cobrança"
                    data={[
                      { value: '0', label: 'Por peso' },
                      { value: '1', label: 'Por caçamba' },
                    ]}
                    clearable
                    {...form.getInputProps(p('formaCobranca'))}
                  />
                </Grid.Col>
              )}
              {tipo === TIPO_PERFIL.DESTINO_FINAL && (
                <>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Select
                      label="Tipo de Destino Final"
                      withAsterisk
                      data={[...TIPOS_DESTINO_FINAL]}
                      {...form.getInputProps(p('tipoDestinoFinal'))}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <NumberInput
                      label="Capacidade máxima suportada (m³)"
                      min={0}
                      decimalScale={2}
                      fixedDecimalScale
                      decimalSeparator=","
                      thousandSeparator="."
                      {...form.getInputProps(p('capacidadeMaximaSuportada'))}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Lookup
                      entity="Localidade"
                      label="Região administrativa"
                      labelField="nome"
                      value={perfil.idLocalidade}
                      onChange={(value) =>
                        form.setFieldValue(p('idLocalidade'), value === null ? null : String(value))
                      }
                    />
                  </Grid.Col>
                  {LICENCA_DESTINOS.includes(perfil.tipoDestinoFinal ?? '') && (
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <FileInput
                        label="Licença ambiental (PDF)"
                        accept="application/pdf"
                        clearable
                        clearButtonProps={{ 'aria-label': 'Remover o arquivo da licença ambiental' }}
                        styles={PLACEHOLDER}
                        value={licenca}
                        onChange={onLicenca}
                      />
                    </Grid.Col>
                  )}
                </>
              )}
              {perfis.length > 1 && (
                <Grid.Col span={12}>
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => form.removeListItem('perfis', i)}
                    >
                      Remover perfil
                    </Button>
                  </Group>
                </Grid.Col>
              )}
            </Grid>
          </Paper>
        );
      })}
      {tipos.length === 0 && <Text c="dimmed">Nenhum perfil disponível.</Text>}
    </Stack>
  );
}
