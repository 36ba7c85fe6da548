import { Button, FileInput, Group, Text } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useState } from 'react';
import { confirm } from '../../shared/ui/confirm';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  /** Name of the photo already stored with the CTR. */
  nomeAtual?: string | null;
  onRemoveAtual?: () => void;
}

/** Bin photo (spec 2 §5): image only, at most 1 MB; a stored photo is removed after confirmation. */
export function FotoCacambaInput({ file, onFile, nomeAtual, onRemoveAtual }: Props) {
  const [error, setError] = useState<string | null>(null);
  const choose = (next: File | null) => {
    if (next && !next.type.startsWith('image/')) {
      setError(MSG.anexo.somenteImagem);
      return onFile(null);
    }
    if (next && next.size > LIMITES_CTR.fotoMaxBytes) {
      setError(MSG.anexo.tamanhoMaximo);
      return onFile(null);
    }
    setError(null);
    onFile(next);
  };
  const removeAtual = async () => {
    if (!onRemoveAtual) return;
    const ok = await confirm({
      title: 'Remover foto',
      message: 'Deseja remover a foto da caçamba?',
      danger: true,
    });
    if (ok) onRemoveAtual();
  };
  return (
    <div>
      <FileInput
        label="Foto da caçamba"
        accept="image/*"
        value={file}
        onChange={choose}
        error={error}
        clearable
        description="Imagem de até 1 MB"
      />
      {nomeAtual && !file && (
        <Group gap="xs" mt={4}>
          <Text size="sm">Foto atual: {nomeAtual}</Text>
          <Button size="compact-xs" color="red" variant="light" onClick={removeAtual}>
            Remover foto
          </Button>
        </Group>
      )}
    </div>
  );
}
