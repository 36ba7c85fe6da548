import { FileInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TipoPessoa } from '@rcc/domain';
import type { TipoArquivo } from './cadastro-api';

/** Spec 1 §5: uploads are PDF or images; some document types PDF only. */
const ACCEPT_ANY = 'application/pdf,image/png,image/jpeg';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The FileInput placeholder is text, not a native placeholder: it must meet 4.5:1 (WCAG AA). */
export const PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

export const requiredTipos = (tipos: TipoArquivo[], tipoPessoa: TipoPessoa) =>
  tipos.filter((t) => (tipoPessoa === 'J' ? t.obrigatorioPj : t.obrigatorioPf));

interface Props {
  tipos: TipoArquivo[];
  tipoPessoa: TipoPessoa;
  files: Map<number, File>;
  onChange: (id: number, file: File | null) => void;
  showMissing: boolean;
}

/** The transporter's documents (spec 1 §5 'Person form'): every required type must be attached. */
export function DocumentosSection({ tipos, tipoPessoa, files, onChange, showMissing }: Props) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Documentos
      </Title>
      <Text size="sm" c="dimmed">
        Transportadores devem anexar todos os documentos abaixo (PDF ou imagem, até 10 MB cada).
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {requiredTipos(tipos, tipoPessoa).map((t) => (
          <FileInput
            key={t.id}
            label={t.somentePdf ? `${t.descricao} (PDF)` : t.descricao}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': `Remover o arquivo de ${t.descricao}` }}
            placeholder="Selecione o arquivo"
            styles={PLACEHOLDER}
            accept={t.somentePdf ? 'application/pdf' : ACCEPT_ANY}
            value={files.get(t.id) ?? null}
            onChange={(file) => onChange(t.id, file)}
            error={showMissing && !files.has(t.id) ? 'Documento obrigatório' : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
