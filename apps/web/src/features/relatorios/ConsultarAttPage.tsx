import type { AttRow } from '@rcc/domain/contract/relatorios';
import { PageTitle } from '../../shared/ui/PageTitle';
import { colunaM3, ReportGrid } from './ReportGrid';

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
          colunaM3<Row>('capacidadeMaximaSuportada', 'Capacidade máxima em m³'),
          colunaM3<Row>('valorRecebido', 'Valor Recebido em m³'),
          colunaM3<Row>('saldo', 'Saldo'),
        ]}
      />
    </>
  );
}
