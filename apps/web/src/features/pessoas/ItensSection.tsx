import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { responsavelSchema, TIPOS_RESPONSAVEL, usuarioSchema } from '@rcc/domain/pessoas/schemas';
import { useState } from 'react';
import { confirm } from '../../shared/ui/confirm';
import { CepInput, CpfInput, PhoneInput } from '../../shared/ui/masked-inputs';
import { Popup } from '../../shared/ui/Popup';
import { ADDRESS, type Dados, type ItemComStatus, tempId, touched } from './form-types';
import { schemaValidate } from '../../shared/forms/schema-validate';

type Kind = 'responsavel' | 'usuario';

interface Props {
  kind: Kind;
  items: ItemComStatus[];
  readOnly: boolean;
  /** Profile types chosen in the form (users act with some of them). */
  tiposPerfil: Array<{ value: string; label: string }>;
  onChange: (items: ItemComStatus[]) => void;
  error?: string;
}

const LABELS = {
  responsavel: {
    titulo: 'Responsáveis',
    item: 'Responsável',
    ok: [M.responsavelCadastrado, M.responsavelAtualizado],
  },
  usuario: { titulo: 'Usuários', item: 'Usuário', ok: [M.usuarioCadastrado, M.usuarioAtualizado] },
} as const;

function ItemForm({
  kind,
  item,
  tiposPerfil,
  onSave,
  onCancel,
}: {
  kind: Kind;
  item: ItemComStatus;
  tiposPerfil: Props['tiposPerfil'];
  onSave: (v: ItemComStatus) => void;
  onCancel: () => void;
}) {
  const form = useForm<Dados>({
    initialValues: { ...item, idsTipoPerfil: ((item.idsTipoPerfil as number[]) ?? []).map(String) },
    validate: (v) =>
      schemaValidate<Dados>(kind === 'responsavel' ? responsavelSchema : usuarioSchema)({
        ...v,
        idsTipoPerfil: ((v.idsTipoPerfil as string[]) ?? []).map(Number),
      }),
  });
  const submit = form.onSubmit((v) => {
    const ids = ((v.idsTipoPerfil as string[]) ?? []).map(Number);
    if (kind === 'usuario' && tiposPerfil.length && ids.length === 0) {
      form.setFieldError('idsTipoPerfil', M.selecionePerfil);
      return;
    }
    onSave(touched({ ...(v as ItemComStatus), idsTipoPerfil: ids }));
  });
  const novo = !item.id;
  return (
    <form onSubmit={submit} noValidate aria-label={LABELS[kind].item}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {kind === 'responsavel' && (
            <Select
              label="Tipo de responsável"
              required
              data={[...TIPOS_RESPONSAVEL]}
              {...form.getInputProps('tipoResponsavel')}
            />
          )}
          <TextInput label="Nome" required maxLength={150} {...form.getInputProps('nome')} />
          <CpfInput required {...form.getInputProps('cpf')} />
          {kind === 'responsavel' && (
            <TextInput label="RG" required maxLength={15} {...form.getInputProps('rg')} />
          )}
          {kind === 'responsavel' && (
            <TextInput label="Profissão" required maxLength={100} {...form.getInputProps('profissao')} />
          )}
          {kind === 'responsavel' && (
            <TextInput label="Cargo" required maxLength={100} {...form.getInputProps('cargo')} />
          )}
          <TextInput label="E-mail" type="email" required maxLength={100} {...form.getInputProps('email')} />
          {novo && (
            <TextInput
              label="Confirmar e-mail"
              type="email"
              maxLength={100}
              {...form.getInputProps('confirmarEmail')}
            />
          )}
          <PhoneInput label="Celular" required {...form.getInputProps('celular')} />
          <PhoneInput label="Telefone" {...form.getInputProps('telefone')} />
          {kind === 'usuario' && (
            <PasswordInput label="Senha" required={novo} maxLength={15} {...form.getInputProps('senha')} />
          )}
          {kind === 'usuario' && (
            <PasswordInput
              label="Confirmar senha"
              required={novo}
              maxLength={15}
              {...form.getInputProps('confirmarSenha')}
            />
          )}
          <CepInput required {...form.getInputProps('cep')} />
          <TextInput label="UF" maxLength={2} {...form.getInputProps('uf')} />
          <TextInput label="Bairro" maxLength={80} {...form.getInputProps('bairro')} />
          <TextInput label="Endereço" maxLength={150} {...form.getInputProps('endereco')} />
          <TextInput label="Complemento" maxLength={100} {...form.getInputProps('complemento')} />
          <TextInput label="Número" required maxLength={10} {...form.getInputProps('numero')} />
          {kind === 'usuario' && (
            <MultiSelect
              label="Perfis"
              required
              data={tiposPerfil}
              {...form.getInputProps('idsTipoPerfil')}
            />
          )}
        </SimpleGrid>
        {kind === 'responsavel' && (
          <Checkbox
            label="Responsável pela assinatura do contrato"
            {...form.getInputProps('responsavelAssinaturaContrato', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit">Confirmar</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Responsibles and users grids with their popups (spec 1 §2.7); items keep a local status. */
export function ItensSection({ kind, items, readOnly, tiposPerfil, onChange, error }: Props) {
  const [editing, setEditing] = useState<ItemComStatus | null>(null);
  const visiveis = items.filter((i) => i.status !== 'remove');
  const L = LABELS[kind];
  async function remove(item: ItemComStatus) {
    const message =
      kind === 'usuario'
        ? 'Tem certeza que deseja excluir este usuário?'
        : 'Tem certeza que deseja excluir este responsável?';
    if (!(await confirm({ title: `Remover ${L.item}`, message, danger: true }))) return;
    onChange(
      item.id
        ? items.map((i) => (i.key === item.key ? { ...i, status: 'remove' } : i))
        : items.filter((i) => i.key !== item.key),
    );
  }
  const addDisabled = readOnly || (kind === 'usuario' && tiposPerfil.length === 0);
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{L.titulo}</Text>
        <Button
          size="xs"
          variant="light"
          disabled={addDisabled}
          title={
            kind === 'usuario' && tiposPerfil.length === 0
              ? 'Escolha um perfil antes de adicionar usuários'
              : undefined
          }
          onClick={() => setEditing({ key: tempId(), ...ADDRESS, responsavelAssinaturaContrato: false })}
        >
          Adicionar {L.item.toLowerCase()}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {/* At 390 px the four columns and the row buttons are wider than the phone (38 px of sideways
          scroll of the whole form): the table scrolls inside its own box, which keyboard users can
          focus to scroll (axe). */}
      <Table.ScrollContainer
        minWidth={480}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': L.titulo } }}
      >
        <Table withTableBorder>
          <Table.Caption>{L.titulo}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>{kind === 'responsavel' ? 'Tipo' : 'Ativo'}</Table.Th>
              {!readOnly && <Table.Th>Ações</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visiveis.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>Nenhum registro encontrado.</Table.Td>
              </Table.Tr>
            )}
            {visiveis.map((i) => (
              <Table.Tr key={i.key}>
                <Table.Td>{String(i.nome ?? '')}</Table.Td>
                <Table.Td>{String(i.email ?? '')}</Table.Td>
                <Table.Td>
                  {kind === 'responsavel' ? String(i.tipoResponsavel ?? '') : i.ativo === 'N' ? 'Não' : 'Sim'}
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(i)}
                        aria-label={`Editar ${String(i.nome)}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => remove(i)}
                        aria-label={`Remover ${String(i.nome)}`}
                      >
                        Remover
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <Popup opened onClose={() => setEditing(null)} title={L.item}>
          <ItemForm
            kind={kind}
            item={editing}
            tiposPerfil={tiposPerfil}
            onCancel={() => setEditing(null)}
            onSave={(v) => {
              const exists = items.some((i) => i.key === v.key);
              onChange(exists ? items.map((i) => (i.key === v.key ? v : i)) : [...items, v]);
              setEditing(null);
            }}
          />
        </Popup>
      )}
    </Stack>
  );
}
