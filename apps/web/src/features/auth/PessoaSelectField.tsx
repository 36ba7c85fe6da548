import { Select } from '@mantine/core';
import { MSG_ACCESS as MSG } from '@rcc/domain/messages/access';
import type { PessoaDisponivel } from '@rcc/domain/contract/auth';
import { type LookupStatus, pessoaOptions } from './use-pessoa-lookup';

export interface PessoaSelectProps {
  rows: PessoaDisponivel[];
  status: LookupStatus;
  value: string | null;
  onChange: (value: string | null) => void;
  onOpen: () => void;
  /** Shown instead of the generic lookup failure (e.g. the server's 'Aguarde N segundos'). */
  errorMessage?: string | undefined;
}

/** The 'Acessar como' select itself; login and recovery use the lazy `PessoaSelect` wrapper. */
export default function PessoaSelectField({
  rows,
  status,
  value,
  onChange,
  onOpen,
  errorMessage,
}: PessoaSelectProps) {
  const isEmpty = status === 'done' && rows.length === 0;
  return (
    <Select
      label="Acessar como"
      placeholder={status === 'loading' ? 'Buscando pessoas...' : 'Selecione uma pessoa'}
      description={status === 'idle' ? 'Informe o e-mail ou CPF para listar as pessoas.' : undefined}
      data={pessoaOptions(rows)}
      value={value}
      onChange={onChange}
      onDropdownOpen={onOpen}
      nothingFoundMessage={MSG.login.nenhumaPessoa}
      error={
        isEmpty
          ? MSG.login.nenhumaPessoa
          : status === 'error'
            ? (errorMessage ?? 'Não foi possível buscar as pessoas.')
            : undefined
      }
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
