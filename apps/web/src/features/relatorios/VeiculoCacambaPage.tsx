import type { VeiculoCacambaRow } from '@rcc/domain/contract/relatorios';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ReportGrid } from './ReportGrid';

type Row = VeiculoCacambaRow;
const SITUACAO: Record<string, string> = { A: 'Ativo', P: 'Pendente', I: 'Inativo' };

export default function VeiculoCacambaPage() {
  const title = 'Consultar Veículos e Caçambas do Transportador';
  return (
    <>
      <PageTitle title={title} />
      <ReportGrid<Row>
        path="/findVeiculoCacamba"
        title={title}
        fileName="veiculos-cacambas"
        withPeriod={false}
        columns={[
          { field: 'nomeRazaoSocial', header: 'Transportador' },
          { field: 'cpfCnpj', header: 'CPF/CNPJ' },
          { field: 'municipio', header: 'Município' },
          {
            field: 'situacaoValidacao',
            header: 'Situação',
            render: (r) => SITUACAO[r.situacaoValidacao] ?? r.situacaoValidacao,
          },
          { field: 'quantidadeVeiculos', header: 'Quantidade de veículos', filter: 'none' },
          { field: 'quantidadeCacambas', header: 'Quantidade de caçambas', filter: 'none' },
        ]}
      />
    </>
  );
}
