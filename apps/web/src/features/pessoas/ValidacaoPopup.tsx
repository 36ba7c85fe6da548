import { Button, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { notify, notifyError } from '../../shared/notify';
import { Popup } from '../../shared/ui/Popup';
import { baixarDocumento, fetchDocumentos, SITUACAO_ARQUIVO } from '../../shared/api/documentos-api';
import { perfisDaPessoa, type ViewPessoa } from '../../shared/pessoas/pessoas-api';
import { isTransportador } from '@rcc/domain/profiles';

type Situacao = 'N' | 'V' | 'P';

/**
 * 'Validação do cadastro da pessoa' (spec 1 §4): the authority marks each document; the server
 * derives the person's and the profile's status from the required ones.
 */
export function ValidacaoPopup({
  pessoa,
  onClose,
}: {
  pessoa: ViewPessoa;
  onClose: (changed: boolean) => void;
}) {
  const query = useQuery({
    queryKey: ['validacao', pessoa.id],
    queryFn: async () => {
      const perfil = (await perfisDaPessoa(pessoa.id)).find((p) => isTransportador(p.idTipoPerfil));
      return perfil ? fetchDocumentos(perfil.id) : null;
    },
  });
  const [marks, setMarks] = useState<Record<number, { situacao: Situacao; descricaoPendencia?: string }>>({});
  const [justificativa, setJustificativa] = useState('');
  const docs = (query.data?.documentos ?? []).filter((d) => d.arquivo);
  const valor = (id: number, atual: Situacao) => marks[id] ?? { situacao: atual };
  const algumP = docs.some((d) => valor(d.arquivo!.id, d.arquivo!.situacao).situacao === 'P');

  const save = useSave<number>({
    save: (idPerfil) =>
      api.put(`/pessoa-api/validar-documentos/${idPerfil}`, {
        documentos: docs.map((d) => ({ id: d.arquivo!.id, ...valor(d.arquivo!.id, d.arquivo!.situacao) })),
        justificativa: justificativa || undefined,
      }),
    invalidate: [['validacao', pessoa.id]],
    success: 'Validação registrada com sucesso',
    onSuccess: () => onClose(true),
    failure: M.naoValidar,
  });

  function salvar() {
    if (!query.data) return;
    if ((algumP || pessoa.situacao === 'Inativo') && !justificativa.trim()) {
      notify.warning(M.justifique);
      return;
    }
    save.mutate(query.data.perfil.id);
  }

  return (
    <Popup opened onClose={() => onClose(false)} title="Validação do cadastro da pessoa">
      <Stack>
        <Text fw={500}>{pessoa.nomeRazaoSocial}</Text>
        {query.data && docs.length < query.data.documentos.filter((d) => d.obrigatorio).length && (
          <Text c="orange" size="sm">
            Há documentos obrigatórios ainda não enviados.
          </Text>
        )}
        <Table>
          <Table.Caption>Documentos enviados</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Documento</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Descrição da pendência</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((d) => {
              const a = d.arquivo!;
              const v = valor(a.id, a.situacao);
              return (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => baixarDocumento(a.id).catch(notifyError)}
                    >
                      {d.descricao}
                    </Button>
                    {d.vencido && (
                      <Text size="xs" c="red">
                        {M.documentoVencido}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Situação de ${d.descricao}`}
                      data={Object.entries(SITUACAO_ARQUIVO).map(([value, label]) => ({ value, label }))}
                      value={v.situacao}
                      allowDeselect={false}
                      onChange={(s) => setMarks({ ...marks, [a.id]: { situacao: (s ?? 'N') as Situacao } })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Textarea
                      aria-label={`Pendência de ${d.descricao}`}
                      disabled={v.situacao !== 'P'}
                      maxLength={500}
                      autosize
                      value={v.situacao === 'P' ? (v.descricaoPendencia ?? a.descricaoPendencia ?? '') : ''}
                      onChange={(e) =>
                        setMarks({
                          ...marks,
                          [a.id]: { situacao: 'P', descricaoPendencia: e.currentTarget.value },
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {(algumP || pessoa.situacao === 'Inativo') && (
          <Textarea
            label="Justifique"
            required
            maxLength={500}
            value={justificativa}
            onChange={(e) => setJustificativa(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            Cancelar
          </Button>
          <Button onClick={salvar} disabled={!query.data} loading={save.isPending}>
            Salvar validação
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
