import { Button, Checkbox, Group, Stack, Table, TextInput } from '@mantine/core';
import type { PermissaoTipoPerfil, TipoPerfilPermissoes } from '@rcc/domain/contract/permissoes';
import type { AtribuicaoInput } from '@rcc/domain/pessoas/admin-schemas';
import { F } from '@rcc/domain/features';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { useCan } from '../../shared/auth/use-session';
import { PageTitle } from '../../shared/ui/PageTitle';

const ACOES = ['consulta', 'inclui', 'altera', 'exclui'] as const;
type Acao = (typeof ACOES)[number];
type Flags = Record<Acao, 'S' | 'N'>;
const LABEL: Record<Acao, string> = {
  consulta: 'Consulta',
  inclui: 'Inclui',
  altera: 'Altera',
  exclui: 'Exclui',
};

/** A feature row of /Funcionalidade/find: the same shape the profile type's permissions carry. */
type Funcionalidade = PermissaoTipoPerfil['funcionalidade'];

/** /atribuicao-perfil/:id: the feature × action matrix of one profile type (spec 1 §6). */
export default function PermissoesEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const canEdit = useCan(F.GERENCIAR_PERMISSOES, 'altera');
  const [busca, setBusca] = useState('');
  const [edits, setEdits] = useState<Record<number, Flags>>({});
  const tipo = useQuery({
    queryKey: ['tipo-perfil', id],
    queryFn: () => api.get<TipoPerfilPermissoes>(`/TipoPerfil/${id}`),
  });
  const funcs = useQuery({
    queryKey: ['funcionalidades'],
    queryFn: () =>
      api.post<{ rows: Funcionalidade[] }>('/Funcionalidade/find', {
        where: { publico: 'N' },
        order: [['descricao', 'ASC']],
        limit: 1000,
      }),
  });
  const atuais = useMemo(
    () => new Map((tipo.data?.permissoes ?? []).map((p) => [p.idFuncionalidade, p])),
    [tipo.data],
  );
  const flags = (f: number): Flags =>
    edits[f] ?? atuais.get(f) ?? { consulta: 'N', inclui: 'N', altera: 'N', exclui: 'N' };

  const save = useSave({
    save: (body: AtribuicaoInput) => api.put('/AtribuicaoPerfil', body),
    invalidate: [['tipo-perfil', id]],
    success: 'Permissões salvas com sucesso',
    onSuccess: () => setEdits({}),
  });

  function salvar() {
    const adds: Array<Flags & { idFuncionalidade: number }> = [];
    const updates: Array<Flags & { id: number }> = [];
    const removes: number[] = [];
    for (const [idF, v] of Object.entries(edits)) {
      const cur = atuais.get(Number(idF));
      const vazio = ACOES.every((a) => v[a] === 'N');
      if (!cur) {
        if (!vazio) adds.push({ idFuncionalidade: Number(idF), ...v });
      } else if (vazio) removes.push(cur.id);
      else if (ACOES.some((a) => cur[a] !== v[a])) updates.push({ id: cur.id, ...v });
    }
    save.mutate({ idTipoPerfil: Number(id), adds, updates, removes });
  }

  const lista = (funcs.data?.rows ?? []).filter((f) =>
    f.descricao.toLowerCase().includes(busca.toLowerCase()),
  );
  return (
    <Stack>
      <PageTitle
        title={`Gerenciar permissões${tipo.data ? ` — ${tipo.data.descricao} (${tipo.data.tipo === 'F' ? 'PF' : 'PJ'})` : ''}`}
      />
      <TextInput
        label="Buscar funcionalidade"
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
        maw={400}
      />
      <Table striped withTableBorder>
        <Table.Caption>Permissões por funcionalidade</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Funcionalidade</Table.Th>
            {ACOES.map((a) => (
              <Table.Th key={a}>{LABEL[a]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lista.map((f) => {
            const v = flags(f.id);
            return (
              <Table.Tr key={f.id}>
                <Table.Td>{f.descricao}</Table.Td>
                {ACOES.map((a) => {
                  const disponivel = f[`${a}Disponivel` as const] === 'S';
                  return (
                    <Table.Td key={a}>
                      {disponivel && (
                        <Checkbox
                          aria-label={`${LABEL[a]} em ${f.descricao}`}
                          checked={v[a] === 'S'}
                          disabled={!canEdit}
                          onChange={(e) =>
                            setEdits({ ...edits, [f.id]: { ...v, [a]: e.currentTarget.checked ? 'S' : 'N' } })
                          }
                        />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/atribuicao-perfil')}>
          Voltar
        </Button>
        {canEdit && (
          <Button onClick={salvar} loading={save.isPending} disabled={Object.keys(edits).length === 0}>
            Salvar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
