import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MATRICULA_IDS, selectableTiposPerfil, TRANSPORTADOR_IDS } from '@rcc/domain/profiles';
import { AtendimentoPublicoSection } from './AtendimentoPublicoSection';
import { novoPerfil, type PerfilItem, touched } from './form-types';

interface Props {
  tipoPessoa: 'F' | 'J';
  isAdmin: boolean;
  perfis: PerfilItem[];
  readOnly: boolean;
  onChange: (perfis: PerfilItem[]) => void;
  error?: string;
}

const SITUACAO: Record<string, string> = { A: 'Ativo', P: 'Pendente', I: 'Inativo' };

/** Profile boxes (spec 1 §2.7): one per type, fields by type, at least one box visible. */
export function PerfisSection({ tipoPessoa, isAdmin, perfis, readOnly, onChange, error }: Props) {
  const tipos = selectableTiposPerfil(tipoPessoa, isAdmin);
  const visiveis = perfis.filter((p) => p.status !== 'remove');
  const usados = new Set(visiveis.map((p) => p.idTipoPerfil));
  const addDisabled =
    readOnly || visiveis.some((p) => !p.idTipoPerfil) || tipos.every((t) => usados.has(t.id));
  const set = (key: string, change: Partial<PerfilItem>) =>
    onChange(perfis.map((p) => (p.key === key ? touched({ ...p, ...change }) : p)));
  const remove = (p: PerfilItem) =>
    onChange(
      p.id
        ? perfis.map((x) => (x.key === p.key ? { ...x, status: 'remove' } : x))
        : perfis.filter((x) => x.key !== p.key),
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>Perfis</Text>
        <Button
          size="xs"
          variant="light"
          disabled={addDisabled}
          onClick={() => onChange([...perfis, novoPerfil()])}
        >
          Adicionar perfil
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {visiveis.map((p, i) => {
        const t = p.idTipoPerfil ?? 0;
        return (
          <Card key={p.key} withBorder>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  Perfil {i + 1}
                  {p.situacaoValidacao ? ` — ${SITUACAO[p.situacaoValidacao]}` : ''}
                </Text>
                {!readOnly && visiveis.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover perfil ${i + 1}`}
                    onClick={() => remove(p)}
                  >
                    ✕
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Tipo de perfil"
                  required
                  disabled={readOnly || !!p.id}
                  data={tipos
                    .filter((x) => x.id === p.idTipoPerfil || !usados.has(x.id))
                    .map((x) => ({
                      value: String(x.id),
                      label: `${x.descricao} (${x.tipo === 'F' ? 'PF' : 'PJ'})`,
                    }))}
                  value={p.idTipoPerfil ? String(p.idTipoPerfil) : null}
                  onChange={(v) => set(p.key, { idTipoPerfil: v ? Number(v) : null })}
                />
                {MATRICULA_IDS.includes(t) && (
                  <TextInput
                    label="Matrícula"
                    maxLength={30}
                    disabled={readOnly}
                    value={p.matricula ?? ''}
                    onChange={(e) => set(p.key, { matricula: e.currentTarget.value })}
                  />
                )}
                {t === 5 && (
                  <Select
                    label="Órgão"
                    disabled={readOnly}
                    data={['AGEFIS', 'IBRAM', 'SEMA']}
                    value={p.orgao ?? null}
                    onChange={(v) => set(p.key, { orgao: v })}
                  />
                )}
                {[1, 3, 8].includes(t) && (
                  <Select
                    label="Tipo de destino final"
                    disabled={readOnly}
                    data={['Aterro', 'ATT', 'PEV', 'Recicladora']}
                    value={p.tipoDestinoFinal ?? null}
                    onChange={(v) => set(p.key, { tipoDestinoFinal: v })}
                  />
                )}
                {t === 3 && (
                  <NumberInput
                    label="Capacidade máxima suportada (m³)"
                    disabled={readOnly}
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    value={p.capacidadeMaximaSuportada ?? ''}
                    onChange={(v) => set(p.key, { capacidadeMaximaSuportada: v })}
                  />
                )}
                {TRANSPORTADOR_IDS.includes(t) && (
                  <Select
                    label="Forma de cobrança"
                    disabled={readOnly}
                    data={[
                      { value: '0', label: 'Por peso' },
                      { value: '1', label: 'Por caçamba' },
                    ]}
                    value={
                      p.formaCobranca === null || p.formaCobranca === undefined
                        ? null
                        : String(p.formaCobranca)
                    }
                    onChange={(v) => set(p.key, { formaCobranca: v === null ? null : Number(v) })}
                  />
                )}
              </SimpleGrid>
              {t === 3 && p.id && <AtendimentoPublicoSection idPerfil={p.id} readOnly={readOnly} />}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
