import type { GridColumn } from '../../shared/ui/data-grid';
import { CatalogueList } from './Catalogue';
import { CLASSE_MATERIAL } from './catalogues';

interface Classe {
  id: number;
  classe: string;
  descricao: string;
}

const columns: GridColumn<Classe>[] = [
  { field: 'classe', header: 'Classe' },
  { field: 'descricao', header: 'Descrição' },
];

/** /classe-material: list of material classes (spec 3 §2). */
export default function ClasseMaterialList() {
  return (
    <CatalogueList<Classe>
      kind={CLASSE_MATERIAL}
      gridTitle="Classes de material"
      columns={columns}
      orderBy="classe"
      remove={{
        question: (row) => `Tem certeza que deseja excluir a classe ${row.classe}?`,
        done: 'Classe de material excluída',
      }}
    />
  );
}
