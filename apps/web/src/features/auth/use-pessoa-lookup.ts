import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import type { PessoaDisponivel } from '@rcc/domain/contract/auth';
import { authApi } from '../../shared/auth/auth-api';

export type LookupStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * 'Acessar como': the persons a username (e-mail or CPF) may act as. The API pages them by 10
 * (spec 1 §9); one lookup per distinct username.
 */
export function usePessoaLookup() {
  const [rows, setRows] = useState<PessoaDisponivel[]>([]);
  const [status, setStatus] = useState<LookupStatus>('idle');
  /** The server's own text when it asks to wait (429: too many lookups from this address). */
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  const lastQuery = useRef<string | null>(null);
  const pending = useRef<Promise<PessoaDisponivel[]> | null>(null);

  const lookup = useCallback(async (username: string): Promise<PessoaDisponivel[]> => {
    const email = username.trim();
    if (!email) {
      lastQuery.current = null;
      setRows([]);
      setStatus('idle');
      return [];
    }
    if (email === lastQuery.current && pending.current) return pending.current;
    lastQuery.current = email;
    setStatus('loading');
    const request = authApi
      .findAvailablePessoa(email)
      .then((data) => {
        if (lastQuery.current === email) {
          setRows(data.rows);
          setStatus('done');
        }
        return data.rows;
      })
      .catch((error: unknown) => {
        if (lastQuery.current === email) {
          setRows([]);
          setStatus('error');
          setErrorMessage(isApiError(error) && error.status === 429 ? error.message : undefined);
          lastQuery.current = null;
        }
        return [] as PessoaDisponivel[];
      });
    pending.current = request;
    return request;
  }, []);

  return { rows, status, errorMessage, lookup };
}

export const pessoaOptions = (rows: PessoaDisponivel[]) =>
  rows.map((row) => ({
    value: String(row.id),
    label: `${row.nome_razao_social} (${row.tipo_pessoa === 'J' ? 'Pessoa Jurídica' : 'Pessoa Física'})`,
  }));
