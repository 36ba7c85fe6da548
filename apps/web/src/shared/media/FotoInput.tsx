import { FileInput, type FileInputProps, Loader } from '@mantine/core';
import { useState } from 'react';
import { reduzirImagem } from './reduzir-imagem';

type FotoInputProps = Omit<FileInputProps<false>, 'onChange' | 'accept' | 'capture' | 'multiple'> & {
  onChange: (file: File | null) => void;
};

/**
 * A photo field for field work (issue #16 item 2): on a phone it opens the rear camera, and the photo is
 * shrunk on the device (reduzirImagem) before the form sees it; the form and the server keep their checks.
 */
export function FotoInput({ onChange, rightSection, disabled, ...props }: FotoInputProps) {
  const [reduzindo, setReduzindo] = useState(false);
  const change = async (file: File | null) => {
    if (!file) return onChange(null);
    setReduzindo(true);
    try {
      onChange(await reduzirImagem(file));
    } finally {
      setReduzindo(false);
    }
  };
  return (
    <FileInput
      {...props}
      accept="image/*"
      capture="environment"
      disabled={disabled || reduzindo}
      onChange={change}
      rightSection={reduzindo ? <Loader size="xs" aria-label="Reduzindo a foto" /> : rightSection}
    />
  );
}
