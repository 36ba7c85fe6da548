import { Fieldset, FileInput, SimpleGrid, Text } from '@mantine/core';
import { TIPOS_PERFIL, TRANSPORTADOR_IDS } from '@rcc/domain/profiles';
import { useQuery } from '@tanstack/react-query';
import { cadastroApi } from '../../shared/cadastro/cadastro-api';
import { MAX_FILE_BYTES, PLACEHOLDER, requiredTipos } from '../../shared/cadastro/DocumentosSection';
import type { PerfilItem } from './form-types';

/** Spec 1 §5: the environmental licence shows for a final destination of type ATT, Aterro or Recicladora. */
const LICENCA_DESTINOS = ['ATT', 'Aterro', 'Recicladora'];
const ACCEPT_ANY = 'application/pdf,image/png,image/jpeg';
const DESTINO_FINAL = 3;

/** The multipart field the people register reads (perfis/service `perfilFiles`). */
const campoDocumento = (idTipoPerfil: number, idTipoArquivo: number) =>
  `arquivo_${idTipoPerfil}_${idTipoArquivo}`;
const campoLicenca = (idTipoPerfil: number) => `licenca_${idTipoPerfil}`;

interface Props {
  tipoPessoa: 'F' | 'J';
  perfis: PerfilItem[];
  files: Map<string, File>;
  readOnly: boolean;
  isNew: boolean;
  onChange: (field: string, file: File | null) => void;
}

/**
 * Attachments of the person form (spec 1 §3 Perfil 'files keyed by document type', §5): the
 * transporter's documents and the final destination's environmental licence (PDF). Sent with the
 * form; a new file replaces the current one and goes back to 'Não validado'.
 */
export function AnexosSection({ tipoPessoa, perfis, files, readOnly, isNew, onChange }: Props) {
  const tipos = useQuery({
    queryKey: ['tipos-arquivo'],
    queryFn: cadastroApi.tiposArquivo,
    staleTime: Infinity,
  });
  const visiveis = perfis.filter((p) => p.status !== 'remove' && p.idTipoPerfil);
  const transportadores = visiveis.filter((p) => TRANSPORTADOR_IDS.includes(p.idTipoPerfil!));
  const licencas = visiveis.filter(
    (p) => p.idTipoPerfil === DESTINO_FINAL && LICENCA_DESTINOS.includes(p.tipoDestinoFinal ?? ''),
  );
  if (readOnly || (transportadores.length === 0 && licencas.length === 0)) return null;
  const pick = (field: string, file: File | null) =>
    onChange(field, file && file.size <= MAX_FILE_BYTES ? file : null);

  return (
    <Fieldset legend="Anexos">
      <Text size="sm" mb="sm">
        PDF ou imagem (PNG, JPEG), até 10 MB cada.
        {isNew ? '' : ' Um arquivo enviado aqui substitui o atual e volta para “Não validado”.'}
      </Text>
      {transportadores.map((p) => {
        const nome = TIPOS_PERFIL.find((t) => t.id === p.idTipoPerfil)?.descricao ?? '';
        return (
          <SimpleGrid key={p.key} cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm">
            {requiredTipos(tipos.data ?? [], tipoPessoa).map((t) => {
              const field = campoDocumento(p.idTipoPerfil!, t.id);
              return (
                <FileInput
                  key={field}
                  label={`${t.descricao}${t.somentePdf ? ' (PDF)' : ''} — ${nome}`}
                  clearable
                  clearButtonProps={{ 'aria-label': `Remover o arquivo de ${t.descricao}` }}
                  placeholder="Selecione o arquivo"
                  styles={PLACEHOLDER}
                  accept={t.somentePdf ? 'application/pdf' : ACCEPT_ANY}
                  value={files.get(field) ?? null}
                  onChange={(file) => pick(field, file)}
                />
              );
            })}
          </SimpleGrid>
        );
      })}
      {licencas.map((p) => (
        <FileInput
          key={p.key}
          label="Licença ambiental (PDF)"
          clearable
          clearButtonProps={{ 'aria-label': 'Remover o arquivo da licença ambiental' }}
          placeholder="Selecione o arquivo"
          styles={PLACEHOLDER}
          accept="application/pdf"
          value={files.get(campoLicenca(p.idTipoPerfil!)) ?? null}
          onChange={(file) => pick(campoLicenca(p.idTipoPerfil!), file)}
        />
      ))}
    </Fieldset>
  );
}
