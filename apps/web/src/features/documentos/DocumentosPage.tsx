import { Badge, Button, FileButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { MSG_PESSOAS as M } from '@rcc/domain/pessoas/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { notifyError } from '../../shared/notify';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import {
  baixarDocumento,
  type DocumentoLinha,
  enviarDocumento,
  fetchDocumentos,
  SITUACAO_ARQUIVO,
} from '../../shared/api/documentos-api';

// Shades whose text (white or black, chosen by autoContrast) stays above 4.5:1 (WCAG AA).
const COR: Record<string, string> = { N: 'gray.7', V: 'green.6', P: 'orange.6' };

function Linha({ d, idPerfil }: { d: DocumentoLinha; idPerfil: number }) {
  const [validade, setValidade] = useState('');
  const enviar = useSave({
    save: (file: File) => enviarDocumento(idPerfil, d.idTipoArquivo, file, validade || undefined),
    invalidate: [['documentos']],
    success: 'Documento enviado com sucesso',
  });
  function upload(file: File | null) {
    if (file) enviar.mutate(file);
  }
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{d.descricao}</Text>
        {d.somentePdf && (
          <Text size="xs" c="dimmed">
            Somente PDF
          </Text>
        )}
        {d.vencido && (
          <Text size="xs" c="red" fw={700}>
            {M.documentoVencido}
          </Text>
        )}
        {d.arquivo?.situacao === 'P' && d.arquivo.descricaoPendencia && (
          <Text size="xs" c="orange">
            Pendência: {d.arquivo.descricaoPendencia}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {d.arquivo ? (
          <Badge color={COR[d.arquivo.situacao]} autoContrast>
            {SITUACAO_ARQUIVO[d.arquivo.situacao]}
          </Badge>
        ) : (
          <Badge color="red.9">Não enviado</Badge>
        )}
      </Table.Td>
      <Table.Td>
        {d.arquivo?.validade ? new Date(`${d.arquivo.validade}T12:00:00`).toLocaleDateString('pt-BR') : '-'}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="date"
            size="xs"
            aria-label={`Validade de ${d.descricao}`}
            value={validade}
            onChange={(e) => setValidade(e.currentTarget.value)}
          />
          <FileButton
            onChange={upload}
            accept={d.somentePdf ? 'application/pdf' : 'application/pdf,image/png,image/jpeg'}
          >
            {(props) => (
              <Button
                size="xs"
                loading={enviar.isPending}
                {...props}
                aria-label={`${d.arquivo ? 'Substituir' : 'Enviar'} ${d.descricao}`}
              >
                {d.arquivo ? 'Substituir' : 'Enviar'}
              </Button>
            )}
          </FileButton>
          {d.arquivo && (
            <Button
              size="xs"
              variant="default"
              onClick={() => baixarDocumento(d.arquivo!.id).catch(notifyError)}
              aria-label={`Baixar ${d.descricao}`}
            >
              Baixar
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /pendencia-documentos: the transporter's documents (spec 1 §4 Documents). */
export default function DocumentosPage() {
  const query = useQuery({ queryKey: ['documentos'], queryFn: () => fetchDocumentos() });
  const data = query.data;
  return (
    <Stack>
      <PageTitle title="Documentos" />
      <QueryListState
        query={query}
        carregando="Carregando os documentos…"
        falha="Não foi possível carregar os documentos."
      />
      {data && (
        <>
          {data.perfil.situacaoValidacao === 'A' && (
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  api
                    .download(`/cltrcc/${data.perfil.id}`, undefined, `cltrcc-${data.perfil.id}.pdf`, 'GET')
                    .catch(notifyError)
                }
              >
                Baixar certificado CLTRCC
              </Button>
            </Group>
          )}
          <Text size="sm">
            Envie os documentos em PDF ou imagem (PNG, JPEG). Um documento novo ou substituído volta para a
            situação “Não validado” até a análise do órgão.
          </Text>
          {data.documentos.length === 0 ? (
            <ListState
              kind="empty"
              title="Nenhum documento é exigido para o seu perfil."
              hint="Quando o órgão passar a exigir um documento, ele aparecerá aqui para ser enviado."
            />
          ) : (
            /* On a phone the table scrolls inside its own area, not the page (issue #16). */
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder>
                <Table.Caption>Documentos do transportador</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Documento</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Validade</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.documentos.map((d) => (
                    <Linha key={d.idTipoArquivo} d={d} idPerfil={data.perfil.id} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
