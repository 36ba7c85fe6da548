import type { AttRow } from '@rcc/domain/contract/relatorios';
import { PageTitle } from '../../shared/ui/PageTitle';
import { m3, ReportGrid } from './ReportGrid';

type Row = AttRow;

export default function ConsultarAttPage() {
  const title = 'Consultar Capacidade Máxima versus o Volume Recebido pela ATT';
  return (
    <>
      <PageTitle title={title} />
      <ReportGrid<Row>
        path="/findATT"
        title={title}
        fileName="consultar-att"
        columns={[
          { field: 'periodo', header: 'Periodo', filter: 'none', sortable: false },
          { field: 'nomeRazaoSocial', header: 'Nome razão social' },
          { field: 'cpfCnpj', header: 'Cpf/cnpj' },
          {
            field: 'capacidadeMaximaSuportada',
            header: 'Capacidade máxima em m³',
            filter: 'none',
            render: (r) => m3(r.capacidadeMaximaSuportada),
          },
          {
            field: 'valorRecebido',
            header: 'Valor Recebido em m³',
            filter: 'none',
            render: (r) => m3(r.valorRecebido),
          },
          { field: 'saldo', header: 'Saldo', filter: 'none', render: (r) => m3(r.saldo) },
        ]}
      />
    </>
  );
}
