import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PessoaSelectProps } from './PessoaSelectField';

// Mantine's Select (combobox, popover, floating-ui, scroll area: ~37 KB gzip) is not needed to draw
// the login screen, only once a username has been typed: it is fetched as soon as the panel
// renders, in parallel, so the login route's first load stays within its budget (issue #7).
const PessoaSelectField = lazy(() => import('./PessoaSelectField'));

/** 'Acessar como' (spec 1 §4): until the select arrives, a disabled field with the same label. */
export function PessoaSelect(props: PessoaSelectProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          label="Acessar como"
          placeholder="Selecione uma pessoa"
          description={
            props.status === 'idle' ? 'Informe o e-mail ou CPF para listar as pessoas.' : undefined
          }
          disabled
        />
      }
    >
      <PessoaSelectField {...props} />
    </Suspense>
  );
}
