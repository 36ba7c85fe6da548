import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { preferenciasBody } from '@rcc/domain/contract/notificacoes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { schemaValidate } from '../../shared/forms/schema-validate';
import { PageLoader } from '../../shared/ui/PageLoader';
import { PageTitle } from '../../shared/ui/PageTitle';
import { CHAVE, type Preferencias } from './api';

type Linha = Preferencias[number];

/**
 * Minha conta › Notificações (issue #14): per event type, in-app always on, e-mail on/off and the
 * daily digest instead of one e-mail per notice.
 */
export default function PreferenciasPage() {
  const prefs = useQuery({
    queryKey: [...CHAVE, 'preferencias'],
    queryFn: () => api.get<Preferencias>('/notificacoes/preferencias'),
  });
  const form = useForm<{ preferencias: Linha[] }>({
    initialValues: { preferencias: [] },
    validate: schemaValidate(preferenciasBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once the data arrives
  useEffect(() => {
    if (prefs.data) form.setValues({ preferencias: prefs.data });
  }, [prefs.data]);
  const save = useSave({
    save: (v: { preferencias: Linha[] }) =>
      api.put<Preferencias>('/notificacoes/preferencias', {
        preferencias: v.preferencias.map(({ tipo, email, resumoDiario }) => ({ tipo, email, resumoDiario })),
      }),
    invalidate: [[...CHAVE, 'preferencias']],
    success: 'Preferências de notificação salvas.',
    form,
  });
  const linhas = form.values.preferencias;

  return (
    <Stack gap="md" maw={900}>
      <PageTitle title="Minha conta › Notificações" />
      <Text>
        Os avisos aparecem sempre no sino do sistema. Escolha, para cada tipo, se também quer recebê-los por
        e-mail — um a um ou reunidos num resumo diário.
      </Text>
      {prefs.isPending ? (
        <PageLoader />
      ) : (
        <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
          <Table.ScrollContainer minWidth={340}>
            <Table striped withTableBorder verticalSpacing="sm">
              <Table.Caption>Preferências por tipo de aviso</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Aviso</Table.Th>
                  <Table.Th scope="col">No sistema</Table.Th>
                  <Table.Th scope="col">Por e-mail</Table.Th>
                  <Table.Th scope="col">Resumo diário</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linhas.map((p, i) => (
                  <Table.Tr key={p.tipo}>
                    <Table.Th scope="row" fw={500}>
                      {p.rotulo}
                      {!p.emailConfiguravel && (
                        <Text size="xs" c="dimmed">
                          A resposta já é enviada por e-mail pelo próprio atendimento.
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>
                      <Checkbox checked disabled aria-label={`${p.rotulo}: no sistema (sempre)`} />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${p.rotulo}: por e-mail`}
                        disabled={!p.emailConfiguravel}
                        checked={p.emailConfiguravel && p.email}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          form.setFieldValue(`preferencias.${i}.email`, on);
                          if (!on) form.setFieldValue(`preferencias.${i}.resumoDiario`, false);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${p.rotulo}: no resumo diário em vez de um e-mail por aviso`}
                        disabled={!p.emailConfiguravel || !p.email}
                        checked={p.emailConfiguravel && p.email && p.resumoDiario}
                        onChange={(e) =>
                          form.setFieldValue(`preferencias.${i}.resumoDiario`, e.currentTarget.checked)
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group mt="md">
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
