import { type ClasseMaterialInput, classeMaterialSchema } from '@rcc/domain/masterdata/schemas';
import { schemaValidate } from '../../shared/forms/schema-validate';
import { CatalogueForm, NomeDescricaoFields } from './Catalogue';
import { CLASSE_MATERIAL } from './catalogues';

/** The request body of POST/PUT /ClasseMaterial. */
type Values = ClasseMaterialInput & Record<string, unknown>;

/** /classe-material/:action/:id? — add, edit or view a material class (spec 3 §2, §5). */
export default function ClasseMaterialForm() {
  return (
    <CatalogueForm<Values>
      kind={CLASSE_MATERIAL}
      initialValues={{ classe: '', descricao: '' }}
      validate={schemaValidate<Values>(classeMaterialSchema)}
      fromRecord={(row) => ({ classe: row.classe, descricao: row.descricao })}
      saved="Classe de material salva"
      fields={(form, readOnly) => (
        <NomeDescricaoFields form={form} readOnly={readOnly} field="classe" label="Classe" />
      )}
    />
  );
}
