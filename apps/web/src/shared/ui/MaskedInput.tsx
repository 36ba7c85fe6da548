import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { IMaskInput } from 'react-imask';

// react-imask accepts a single mask or a list of masks (dynamic mask); the option types are wide.
// biome-ignore lint/suspicious/noExplicitAny: imask's option union is not exported in a usable form
type MaskOptions = Record<string, any>;

export interface MaskedInputProps extends Omit<InputBaseProps, 'onChange'> {
  /** imask options: `{ mask: '000.000.000-00' }` or `{ mask: [{ mask: … }, { mask: … }] }`. */
  maskOptions: MaskOptions;
  value?: string | null;
  /** Receives the unmasked value (digits, CNPJ and plate upper-cased, no punctuation), as @mantine/form expects. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  autoCapitalize?: 'off' | 'characters';
  inputMode?: 'numeric' | 'text' | 'tel';
  type?: 'text' | 'tel';
  id?: string;
}

/** A Mantine input with an imask mask; spread `form.getInputProps('field')` into it. */
export function MaskedInput({
  maskOptions,
  value,
  onChange,
  inputMode = 'numeric',
  ...props
}: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      {...maskOptions}
      unmask
      inputMode={inputMode}
      value={value ?? ''}
      onAccept={(accepted: unknown) => {
        const next = String(accepted ?? '');
        if (next !== (value ?? '')) onChange?.(next);
      }}
      {...props}
    />
  );
}
