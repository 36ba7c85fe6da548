import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PessoaSelectProps } from './PessoaSelectField';

// Mantine's Select (combobox, popover, floating-ui, scroll area: ~40 KB gzip) is not needed to draw
// the login screen, only once a username is being typed: the login panel asks for it on the
// person's first touch of the form (focus or pointer), so the page's first load stays within its
// JavaScript budget (issues #7 and #16 item 5).
const PessoaSelectField = lazy(() => import('./PessoaSelectField'));

interface Props extends PessoaSelectProps {
  /** False until the select is wanted (the login panel: until the form is first touched). */
  carregar?: boolean;
}

/** 'Acessar como' (spec 1 §4): until the select arrives, a disabled field with the same label. */
export function PessoaSelect({ carregar = true, ...props }: Props) {
  const placeholder = (
    <TextInput
      label="Acessar como"
      placeholder="Selecione uma pessoa"
      description={props.status === 'idle' ? 'Informe o e-mail ou CPF para listar as pessoas.' : undefined}
      disabled
    />
  );
  if (!carregar && props.status === 'idle') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PessoaSelectField {...props} />
    </Suspense>
  );
}
