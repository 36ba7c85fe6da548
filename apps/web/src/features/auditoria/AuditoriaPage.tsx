import type { FindRowOf } from '@rcc/domain/find/row';
import { Code } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../shared/ui/data-grid';
import { PageTitle } from '../../shared/ui/PageTitle';

type AuditoriaRow = FindRowOf<
  'Auditoria',
  'id' | 'dataHora' | 'entidade' | 'idRegistro' | 'acao' | 'usuarioNome' | 'ip' | 'dados'
>;

/** What changed, already masked by the server (CPF/CNPJ, e-mail, phone): shown as compact JSON. */
const resumo = (dados: unknown) => {
  if (dados === null || dados === undefined) return '—';
  const text = JSON.stringify(dados);
  return <Code>{text.length > 160 ? `${text.slice(0, 160)}…` : text}</Code>;
};

const columns: GridColumn<AuditoriaRow>[] = [
  { field: 'dataHora', header: 'Data e hora', format: 'datetime', filter: 'date', width: 170 },
  { field: 'entidade', header: 'Entidade', width: 170 },
  { field: 'idRegistro', header: 'Registro', width: 110 },
  { field: 'acao', header: 'Ação', width: 140 },
  { field: 'usuarioNome', header: 'Usuário' },
  { field: 'ip', header: 'Endereço IP', width: 140 },
  {
    field: 'dados',
    header: 'Dados',
    render: (row) => resumo(row.dados),
    filter: 'none',
    sortable: false,
    exportable: false,
  },
];

/** Trilha de auditoria: quem alterou o quê, quando e de onde (Secretaria e Administrador). */
export default function AuditoriaPage() {
  return (
    <>
      <PageTitle title="Auditoria" />
      <DataGrid<AuditoriaRow>
        entity="Auditoria"
        title="Registros de auditoria"
        columns={columns}
        defaultOrder={[['dataHora', 'DESC']]}
        exportFileName="auditoria.xlsx"
      />
    </>
  );
}
