import { Anchor, Kbd, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { telHref, useContatoOrgao } from '../../shared/api/contato-orgao';
import { PageTitle } from '../../shared/ui/PageTitle';
import medicao from './medicao.json';

const KEYS = [
  ['1', 'Ir para o conteúdo'],
  ['2', 'Ir para o menu'],
  ['3', 'Ir para a busca'],
  ['4', 'Ir para o rodapé'],
] as const;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * Accessibility statement (e-MAG, issue #15 item 3): what the service offers and the conformance
 * measured. The numbers come from the last run of the browser tour (medicao.json, written by
 * e2e/tests/menu.e2e.test.ts), not from a hand-kept text.
 */
export default function AcessibilidadePage() {
  const telefone = useContatoOrgao().data?.telefoneOrgao;
  return (
    <Stack maw={900} gap="md">
      <PageTitle title="Acessibilidade" />
      <Text>
        O RCC segue o Modelo de Acessibilidade em Governo Eletrônico (e-MAG 3.1) e as Diretrizes de
        Acessibilidade para Conteúdo Web (WCAG 2.1), nível AA, como determina a Lei Brasileira de Inclusão
        (Lei nº 13.146/2015).
      </Text>

      <Title order={2} size="h3">
        Recursos de acessibilidade
      </Title>
      <Table withTableBorder captionSide="top" maw={560}>
        <Table.Caption>Teclas de atalho da barra de acessibilidade</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tecla</Table.Th>
            <Table.Th scope="col">Ação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {KEYS.map(([key, action]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>Alt</Kbd> + <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <List spacing="xs">
        <List.Item>
          Atalhos: <Kbd>Alt</Kbd> + número no Chrome e no Edge; <Kbd>Alt</Kbd> + <Kbd>Shift</Kbd> + número no
          Firefox; <Kbd>Control</Kbd> + <Kbd>Option</Kbd> + número no Safari (macOS).
        </List.Item>
        <List.Item>
          <strong>Alto contraste</strong>: fundo preto, textos brancos e ações em amarelo. A escolha fica
          guardada neste navegador.
        </List.Item>
        <List.Item>
          <strong>A+ e A−</strong>: aumentam ou diminuem o tamanho de todo o texto (de 87,5% a 150%), também
          guardado.
        </List.Item>
        <List.Item>
          <strong>Busca</strong> (<Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>): leva a qualquer página que o seu perfil
          pode abrir e encontra CTRs pelo número, pessoas pelo CPF/CNPJ ou nome e veículos pela placa.
        </List.Item>
        <List.Item>O tema escuro acompanha a preferência do sistema operacional.</List.Item>
        <List.Item>
          Todas as funções podem ser usadas só com o teclado, com o foco sempre visível; as situações são
          escritas, nunca indicadas apenas por cor.
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Conformidade medida
      </Title>
      <Table withTableBorder captionSide="top" maw={720}>
        <Table.Caption>Última verificação automática com axe-core</Table.Caption>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Data</Table.Th>
            <Table.Td>{dateTime(medicao.geradoEm)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Ferramenta e regras</Table.Th>
            <Table.Td>
              axe-core {medicao.axeCore}, regras {medicao.regras.join(', ')}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Páginas verificadas</Table.Th>
            <Table.Td>
              {medicao.verificacoes} verificações de {medicao.paginas} páginas, com os perfis{' '}
              {medicao.perfis.join(', ')}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Telas e temas</Table.Th>
            <Table.Td>
              larguras de {medicao.larguras.map((l) => `${l} px`).join(' e ')}; temas{' '}
              {medicao.temas.join(' e ')}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Violações graves ou críticas</Table.Th>
            <Table.Td>{medicao.violacoesGravesOuCriticas}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text>
        Verificações automáticas encontram parte dos problemas de acessibilidade. Limitações conhecidas: as
        fichas de CTR e os relatórios em PDF não são documentos marcados (tagged PDF) — as mesmas informações
        estão nas telas e nas planilhas.
      </Text>

      <Title order={2} size="h3">
        Encontrou uma barreira?
      </Title>
      <Text>
        Conte-nos por{' '}
        <Anchor component={Link} to="/reclamacoes" underline="always">
          Dúvidas ou Sugestões
        </Anchor>
        {telefone && (
          <>
            {' '}
            ou pelo telefone{' '}
            <Anchor href={telHref(telefone)} underline="always">
              {telefone}
            </Anchor>
          </>
        )}
        . Responderemos e corrigiremos o problema.
      </Text>
    </Stack>
  );
}
