import { Button, Group, Radio, Stack, Table, Text, Textarea } from '@mantine/core';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { useSave } from '../api/use-save';
import { notify } from '../notify';
import { Popup } from '../ui/Popup';
import { perfisDaPessoa, SITUACAO_PERFIL, usuariosDaPessoa, type ViewPessoa } from './pessoas-api';
import { isTransportador } from '@rcc/domain/profiles';

interface Props {
  pessoa: ViewPessoa;
  onClose: (changed: boolean) => void;
}

/** 'Inativar Pessoa' and the Validar popup of the users list (spec 1 §4): a situation and a justification. */
export function SituacaoPessoaPopup({
  pessoa,
  onClose,
  opcoes,
  title,
}: Props & { opcoes: Array<'Ativo' | 'Inativo' | 'Pendente'>; title: string }) {
  const [situacao, setSituacao] = useState<string>(opcoes.length === 1 ? opcoes[0]! : '');
  const [justificativa, setJustificativa] = useState('');
  const [errors, setErrors] = useState<{ situacao?: string; justificativa?: string }>({});
  const save = useSave({
    save: () => api.put(`/Pessoa/${pessoa.id}`, { situacao, justificativa: justificativa || undefined }),
    success: 'Situação alterada com sucesso',
    onSuccess: () => onClose(true),
    failure: M.naoMudarSituacao,
  });
  function salvar() {
    const e = {
      situacao: situacao ? undefined : M.escolhaOpcao,
      justificativa: situacao && situacao !== 'Ativo' && !justificativa.trim() ? M.justifique : undefined,
    };
    setErrors(e);
    if (e.situacao || e.justificativa) return;
    save.mutate();
  }
  return (
    <Popup opened onClose={() => onClose(false)} title={title}>
      <Stack>
        <Text fw={500}>{pessoa.nomeRazaoSocial}</Text>
        {opcoes.length > 1 && (
          <Radio.Group
            label="Situação"
            value={situacao}
            onChange={setSituacao}
            error={errors.situacao}
            required
          >
            <Group mt="xs">
              {opcoes.map((o) => (
                <Radio key={o} value={o} label={o} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {situacao !== 'Ativo' && (
          <Textarea
            label="Justifique"
            required
            maxLength={500}
            value={justificativa}
            error={errors.justificativa}
            onChange={(e) => setJustificativa(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={save.isPending}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}

/** 'Autorizar Perfis Pendentes' (spec 1 §4 Perfil.situacaoValidacao). */
export function AutorizarPerfisPopup({ pessoa, onClose }: Props) {
  const query = useQuery({ queryKey: ['perfis', pessoa.id], queryFn: () => perfisDaPessoa(pessoa.id) });
  const [just, setJust] = useState<Record<number, string>>({});
  const save = useSave<{ id: number; situacaoValidacao: 'A' | 'I' | 'P' }>({
    save: ({ id, situacaoValidacao }) =>
      api.put(`/Perfil/${id}`, { situacaoValidacao, justificativaValidacao: just[id] }),
    invalidate: [['perfis', pessoa.id]],
    success: 'Perfil atualizado com sucesso',
  });
  function mudar(id: number, situacaoValidacao: 'A' | 'I' | 'P') {
    if (situacaoValidacao !== 'A' && !just[id]?.trim()) {
      notify.warning(M.justifique);
      return;
    }
    save.mutate({ id, situacaoValidacao });
  }
  return (
    <Popup opened onClose={() => onClose(true)} title="Autorizar Perfis Pendentes">
      <Table>
        <Table.Caption>Perfis de {pessoa.nomeRazaoSocial}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Perfil</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Justificativa</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data?.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.tipoPerfil?.descricao}</Table.Td>
              <Table.Td>{SITUACAO_PERFIL[p.situacaoValidacao]}</Table.Td>
              <Table.Td>
                <Textarea
                  aria-label={`Justificativa do perfil ${p.tipoPerfil?.descricao}`}
                  autosize
                  maxLength={500}
                  value={just[p.id] ?? p.justificativaValidacao ?? ''}
                  onChange={(e) => setJust({ ...just, [p.id]: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {p.situacaoValidacao !== 'A' && (
                    <Button size="xs" onClick={() => mudar(p.id, 'A')}>
                      Ativar
                    </Button>
                  )}
                  {p.situacaoValidacao !== 'I' && (
                    <Button size="xs" color="red" variant="light" onClick={() => mudar(p.id, 'I')}>
                      Inativar
                    </Button>
                  )}
                  {p.situacaoValidacao === 'A' && isTransportador(p.idTipoPerfil) && (
                    <Button size="xs" color="orange" variant="light" onClick={() => mudar(p.id, 'P')}>
                      Pendente
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Popup>
  );
}

/** 'Autorizar Usuários': Usuario.ativo N ↔ S (spec 1 §4). */
export function AutorizarUsuariosPopup({ pessoa, onClose }: Props) {
  const query = useQuery({ queryKey: ['usuarios', pessoa.id], queryFn: () => usuariosDaPessoa(pessoa.id) });
  const save = useSave<{ id: number; ativo: 'S' | 'N' }>({
    save: ({ id, ativo }) => api.put(`/Usuario/${id}`, { ativo }),
    invalidate: [['usuarios', pessoa.id]],
    success: M.usuarioAtualizado,
  });
  const mudar = (id: number, ativo: 'S' | 'N') => save.mutate({ id, ativo });
  return (
    <Popup opened onClose={() => onClose(true)} title="Autorizar Usuários">
      <Table>
        <Table.Caption>Usuários de {pessoa.nomeRazaoSocial}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Ativo</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data?.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.nome}</Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{u.ativo === 'S' ? 'Sim' : 'Não'}</Table.Td>
              <Table.Td>
                {u.ativo === 'N' ? (
                  <Button size="xs" onClick={() => mudar(u.id, 'S')}>
                    Ativar
                  </Button>
                ) : (
                  <Button size="xs" color="red" variant="light" onClick={() => mudar(u.id, 'N')}>
                    Inativar
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Popup>
  );
}
