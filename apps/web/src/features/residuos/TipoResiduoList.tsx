import type { GridColumn } from '../../shared/ui/data-grid';
import { CatalogueList } from './Catalogue';
import { TIPO_RESIDUO } from './catalogues';

interface Tipo {
  id: number;
  nome: string;
  descricao: string;
  classeMaterial: { id: number; classe: string } | null;
}

const columns: GridColumn<Tipo>[] = [
  { field: 'nome', header: 'Material - Tipo de Resíduo' },
  { field: 'descricao', header: 'Descrição' },
  { field: 'classeMaterial.classe', header: 'Classe de Material', filter: 'none', sortable: false },
];

/** /tipo-residuo: list of waste types with their class (spec 3 §2). */
export default function TipoResiduoList() {
  return (
    <CatalogueList<Tipo>
      kind={TIPO_RESIDUO}
      gridTitle="Tipos de resíduo"
      columns={columns}
      include={[{ model: 'classeMaterial', fields: ['id', 'classe'] }]}
      orderBy="nome"
      remove={{
        question: (row) => `Tem certeza que deseja excluir o tipo de resíduo ${row.nome}?`,
        done: 'Tipo de resíduo excluído',
      }}
    />
  );
}
