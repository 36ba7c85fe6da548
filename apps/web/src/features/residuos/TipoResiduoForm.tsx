import { tipoResiduoSchema } from '@rcc/domain/masterdata/schemas';
import { schemaValidate } from '../../shared/forms/schema-validate';
import { Lookup } from '../../shared/ui/Lookup';
import { CatalogueForm, NomeDescricaoFields } from './Catalogue';
import { TIPO_RESIDUO } from './catalogues';

interface Values extends Record<string, unknown> {
  nome: string;
  descricao: string;
  idClasseMaterial: number | null;
}

/** /tipo-residuo/:action/:id? — add, edit or view a waste type (spec 3 §2, §5). */
export default function TipoResiduoForm() {
  return (
    <CatalogueForm<Values>
      kind={TIPO_RESIDUO}
      initialValues={{ nome: '', descricao: '', idClasseMaterial: null }}
      validate={schemaValidate<Values>(tipoResiduoSchema)}
      fromRecord={(row) => ({
        nome: row.nome,
        descricao: row.descricao,
        idClasseMaterial: row.idClasseMaterial,
      })}
      saved="Tipo de resíduo salvo"
      fields={(form, readOnly) => (
        <>
          <Lookup
            entity="ClasseMaterial"
            label="Classe de Material"
            labelField="classe"
            required
            disabled={readOnly}
            value={form.values.idClasseMaterial}
            onChange={(value) =>
              form.setFieldValue('idClasseMaterial', value === null ? null : Number(value))
            }
            error={form.errors.idClasseMaterial}
          />
          <NomeDescricaoFields
            form={form}
            readOnly={readOnly}
            field="nome"
            label="Material - Tipo de Resíduo"
          />
        </>
      )}
    />
  );
}
