import { Badge, Button, Group, Table } from '@mantine/core';
import { F } from '@rcc/domain/features';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useCan } from '../../shared/auth/use-session';
import { formatDateTime } from '../../shared/format';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Popup } from '../../shared/ui/Popup';
import { SafeHtml } from '../../shared/ui/SafeHtml';

export interface Mensagem {
  id: number;
  titulo: string;
  mensagem: string;
  ativa: 'S' | 'N';
  createdAt: string;
  totalLido: number;
  idTipoPerfil: number[];
}
interface Leitura {
  id: number;
  empresa: string;
  cpfCnpj: string;
  nomeLeitor: string;
  cpfLeitor: string | null;
  dataHora: string;
}

/** Who read the message, loaded when the popup opens. */
function Leitores({ id }: { id: number }) {
  const query = useQuery({
    queryKey: ['LeituraMensagem', id],
    queryFn: () =>
      api.post<{ rows: Leitura[] }>('/LeituraMensagem/find', { where: { idMensagem: id }, limit: 1000 }),
  });
  const rows = query.data?.rows;
  if (!rows)
    return (
      <QueryListState
        query={query}
        carregando="Carregando os leitores…"
        falha="Não foi possível carregar os leitores da mensagem."
        compact
      />
    );
  if (!rows.length)
    return (
      <ListState
        kind="empty"
        title="Ninguém leu esta mensagem ainda."
        hint="A mensagem aparece aos usuários dos perfis escolhidos quando eles entram no sistema."
        compact
      />
    );
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Empresa</Table.Th>
          <Table.Th>CPF/CNPJ</Table.Th>
          <Table.Th>Nome do leitor</Table.Th>
          <Table.Th>CPF do leitor</Table.Th>
          <Table.Th>Lida em</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.empresa}</Table.Td>
            <Table.Td>{r.cpfCnpj}</Table.Td>
            <Table.Td>{r.nomeLeitor}</Table.Td>
            <Table.Td>{r.cpfLeitor}</Table.Td>
            <Table.Td>{formatDateTime(r.dataHora)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** '/manter-mensagem' (spec 3 §2): messages with viewer count, view, edit and the readers detail. */
export default function ManterMensagemPage() {
  const navigate = useNavigate();
  const canAdd = useCan(F.MANTER_MENSAGENS, 'inclui');
  const canEdit = useCan(F.MANTER_MENSAGENS, 'altera');
  const [vendo, setVendo] = useState<Mensagem | null>(null);
  const [leitores, setLeitores] = useState<Mensagem | null>(null);
  const columns: GridColumn<Mensagem>[] = [
    { field: 'titulo', header: 'Título' },
    { field: 'createdAt', header: 'Criada em', format: 'datetime', filter: 'none' },
    { field: 'totalLido', header: 'Visualizações', filter: 'none', sortable: false },
    {
      field: 'ativa',
      header: 'Ativa',
      filter: 'select',
      options: [
        { value: 'S', label: 'Sim' },
        { value: 'N', label: 'Não' },
      ],
      render: (r) => (
        <Badge color={r.ativa === 'S' ? 'green' : 'gray'}>{r.ativa === 'S' ? 'Sim' : 'Não'}</Badge>
      ),
    },
  ];
  return (
    <>
      <PageTitle title="Manter Mensagens" />
      <DataGrid<Mensagem>
        title="Mensagens aos transportadores"
        entity="Mensagem"
        columns={columns}
        defaultOrder={[['id', 'DESC']]}
        toolbar={
          canAdd && (
            <Button size="xs" onClick={() => navigate('/mensagens/add')}>
              Adicionar nova
            </Button>
          )
        }
        rowActions={(r) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={() => setVendo(r)}>
              Visualizar
            </Button>
            {canEdit && (
              <Button size="compact-xs" onClick={() => navigate(`/mensagens/edit/${r.id}`)}>
                Editar
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" onClick={() => setLeitores(r)}>
              Leitores
            </Button>
          </Group>
        )}
      />
      <Popup opened={!!vendo} onClose={() => setVendo(null)} title={vendo?.titulo}>
        <SafeHtml html={vendo?.mensagem ?? ''} />
      </Popup>
      <Popup
        opened={!!leitores}
        onClose={() => setLeitores(null)}
        title={`Leitores: ${leitores?.titulo ?? ''}`}
      >
        {leitores && <Leitores id={leitores.id} />}
      </Popup>
    </>
  );
}
