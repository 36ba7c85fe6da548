import { Button, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { Popup } from '../../shared/ui/Popup';
import { usuariosDaPessoa, type ViewPessoa } from '../../shared/pessoas/pessoas-api';

/** Recovery link (spec 1 §2.7): generate a copyable link, send it by e-mail, or cancel. */
export function RecuperarSenhaPopup({ pessoa, onClose }: { pessoa: ViewPessoa; onClose: () => void }) {
  const query = useQuery({ queryKey: ['usuarios', pessoa.id], queryFn: () => usuariosDaPessoa(pessoa.id) });
  const ativos = (query.data ?? []).filter((u) => u.ativo === 'S');
  const [idUsuario, setIdUsuario] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const escolhido = idUsuario ?? (ativos.length === 1 ? String(ativos[0]!.id) : null);

  const gerarLink = useSave({
    save: ({ id, enviarEmail }: { id: string; enviarEmail: boolean }) =>
      api.get<{ linkSenha?: string; nome: string }>(`/getLinkRecovery/${id}`, {
        enviarEmail: enviarEmail ? 'S' : undefined,
      }),
    success: (data, { enviarEmail }) => (enviarEmail ? M.novaSenhaEnviada(data.nome) : M.linkGerado),
    onSuccess: (data, { enviarEmail }) => {
      if (enviarEmail) onClose();
      else setLink(data.linkSenha ?? '');
    },
  });
  function gerar(enviarEmail: boolean) {
    if (escolhido) gerarLink.mutate({ id: escolhido, enviarEmail });
  }
  return (
    <Popup opened onClose={onClose} title="Recuperar Senha">
      <Stack>
        <Text>{pessoa.nomeRazaoSocial}</Text>
        <Select
          label="Usuário"
          data={ativos.map((u) => ({ value: String(u.id), label: `${u.nome} (${u.email})` }))}
          value={escolhido}
          onChange={setIdUsuario}
          nothingFoundMessage="Nenhum usuário ativo"
        />
        {link && (
          <Group align="end">
            <TextInput label="Link de recuperação" readOnly value={link} style={{ flex: 1 }} />
            <CopyButton value={link}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copiado' : 'Copiar link'}</Button>}
            </CopyButton>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="light" disabled={!escolhido} onClick={() => gerar(true)}>
            Enviar link por e-mail
          </Button>
          <Button disabled={!escolhido} onClick={() => gerar(false)}>
            Gerar link
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
