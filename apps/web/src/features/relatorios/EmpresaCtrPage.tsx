import type { EmpresaCtrRow } from '@rcc/domain/contract/relatorios';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ReportGrid } from './ReportGrid';

type Row = EmpresaCtrRow;

export default function EmpresaCtrPage() {
  const title = 'Consultar Empresa Ativa com CTR';
  return (
    <>
      <PageTitle title={title} />
      <ReportGrid<Row>
        path="/findEmpresaCtr"
        title={title}
        fileName="empresas-ativas-ctr"
        columns={[
          { field: 'nomeRazaoSocial', header: 'Empresa' },
          { field: 'cpfCnpj', header: 'CPF/CNPJ' },
          {
            field: 'tipoPessoa',
            header: 'Tipo de pessoa',
            render: (r) => (r.tipoPessoa === 'J' ? 'Jurídica' : 'Física'),
          },
          { field: 'quantidadeCtr', header: 'Quantidade de CTRs', filter: 'none' },
        ]}
      />
    </>
  );
}
