import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ChaveRow as Chave } from '@rcc/domain/contract/chave';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { confirm } from '../../shared/ui/confirm';

/** Spec 1 §2.6 API data group: identifier (max 12), generate/regenerate and delete the token. */
export function ChaveApiGroup() {
  const query = useQuery({
    queryKey: ['chave'],
    queryFn: () => api.get<{ rows: Chave[] }>('/chave', { excluido: 'N' }),
  });
  const chave = query.data?.rows[0];
  const [clientId, setClientId] = useState<string | null>(null);
  const [novaChave, setNovaChave] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const identificador = clientId ?? chave?.clientId ?? '';

  const validate = () => {
    const msg = !identificador.trim()
      ? M.identificadorObrigatorio
      : identificador.length > 12
        ? M.identificadorMax
        : null;
    setError(msg);
    return !msg;
  };
  const gerarToken = useSave({
    save: (clientId: string) => api.post<Chave>('/chave', { clientId, clientKey: '', excluido: 'N' }),
    invalidate: [['chave']],
    success: M.tokenGerado,
    onSuccess: (data) => setNovaChave(data.clientKey),
    failure: 'Erro ao gerar token',
  });
  const alterar = useSave({
    save: ({ id, body }: { id: number; body: Partial<Chave> & { excluido?: 'S' } }) =>
      api.put(`/chave/${id}`, body),
    invalidate: [['chave']],
    success: (_r, { body }) => (body.excluido ? M.tokenApagado : M.identificadorAlterado),
    onSuccess: (_r, { body }) => {
      if (!body.excluido) return;
      setNovaChave(null);
      setClientId('');
    },
  });

  async function gerar() {
    if (!validate()) return;
    if (chave && !(await confirm({ title: 'Gerar novo token', message: M.regenerarAviso, danger: true })))
      return;
    gerarToken.mutate(identificador);
  }

  function salvarIdentificador() {
    if (!chave || !validate()) return;
    alterar.mutate({ id: chave.id, body: { clientId: identificador } });
  }

  async function apagar() {
    if (!chave || !(await confirm({ title: 'Apagar token', message: M.apagarAviso, danger: true }))) return;
    alterar.mutate({ id: chave.id, body: { excluido: 'S' } });
  }

  return (
    <Fieldset legend="Dados da API">
      <Stack>
        <TextInput
          label="Identificador da Chave"
          maxLength={12}
          required
          value={identificador}
          error={error}
          onChange={(e) => setClientId(e.currentTarget.value)}
        />
        {novaChave ? (
          <Alert color="yellow" title="Token de acesso">
            <Stack gap="xs">
              <Text size="sm">
                Copie e guarde este token agora: ele não será mostrado novamente. Não compartilhe o seu token.
              </Text>
              <Group>
                <Code>{novaChave}</Code>
                <CopyButton value={novaChave}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copiado' : 'Copiar'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <TextInput
            label="Token de acesso"
            readOnly
            value={chave ? `••••••••${chave.clientKeyHint ?? ''}` : ''}
            description="Não compartilhe o seu token de acesso."
          />
        )}
        <Group>
          {chave && (
            <Button variant="default" onClick={salvarIdentificador}>
              Salvar identificador
            </Button>
          )}
          <Button onClick={gerar} loading={gerarToken.isPending}>
            {chave ? 'Gerar novo token' : 'Gerar token'}
          </Button>
          {chave && (
            <Button color="red" variant="light" onClick={apagar}>
              Apagar token
            </Button>
          )}
        </Group>
        <Anchor component={Link} to="/integracoes/webhooks" size="sm">
          Webhooks: receber os eventos do RCC no seu sistema
        </Anchor>
      </Stack>
    </Fieldset>
  );
}
