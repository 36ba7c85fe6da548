import { TabelaSimples } from '../../shared/ui/TabelaSimples';
import type { ChartData } from './chart-option';

type Ponto = ChartData['points'][number];

/** The chart's numbers as a table for screen readers (the canvas has no text). */
export function ChartDataTable({ data }: { data: ChartData }) {
  return (
    <TabelaSimples<Ponto>
      titulo={`Dados: ${data.title}`}
      linhas={data.points}
      chaveLinha={(p) => String(p.key)}
      colunas={[
        { chave: 'periodo', titulo: 'Período', celula: (p) => p.label },
        { chave: 'quantidade', titulo: 'Quantidade', celula: (p) => p.total },
      ]}
      vazio="Nenhum dado no período."
      oculta
    />
  );
}
