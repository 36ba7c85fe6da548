import { Button, Group, Text } from '@mantine/core';
import { LIMITES_CTR, MSG } from '@rcc/domain';
import { useState } from 'react';
import { FotoInput } from '../../shared/media/FotoInput';
import { confirm } from '../../shared/ui/confirm';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  /** Name of the photo already stored with the CTR. */
  nomeAtual?: string | null;
  onRemoveAtual?: () => void;
}

/**
 * Bin photo (spec 2 §5): image only, at most 1 MB after the device shrinks it (issue #16: the rear
 * camera on a phone); a stored photo is removed after confirmation.
 */
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
      <FotoInput
        label="Foto da caçamba"
        value={file}
        onChange={choose}
        error={error}
        clearable
        description="Tire a foto ou escolha uma imagem; ela é reduzida no aparelho (até 1 MB)"
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
