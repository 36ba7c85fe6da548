import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { exportacaoContract } from '@rcc/domain/contract/exportacoes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSave } from '../api/use-save';

export type Exportacao = Data<typeof exportacaoContract.situacao>;

const inteiro = new Intl.NumberFormat('pt-BR');

/** The words of each kind of export. */
const TEXTOS = {
  'fichas-ctr': {
    gerando: (p: number) => `Gerando PDF: ${p} %`,
    barra: (total: number, p: number) => `Gerando o PDF de ${total} CTRs: ${p} %`,
    pronto: () => 'PDF pronto.',
    baixar: 'Baixar PDF',
    falhou: 'Não foi possível gerar o PDF',
    extensao: 'pdf',
  },
  planilha: {
    gerando: (p: number) => `Gerando planilha: ${p} %`,
    barra: (total: number, p: number) => `Gerando a planilha de ${inteiro.format(total)} registros: ${p} %`,
    pronto: (total: number) =>
      `Planilha pronta com ${inteiro.format(total)} ${total === 1 ? 'registro' : 'registros'}.`,
    baixar: 'Baixar planilha',
    falhou: 'Não foi possível gerar a planilha',
    extensao: 'xlsx',
  },
} as const;

/**
 * A background export followed until it is done (issue #18): its progress bar and status line
 * (read out by screen readers), the download when it is ready, the reason when it failed. One view
 * for every kind of export (the CTR sheets PDF, a list's spreadsheet).
 */
export function AcompanharExportacao({ id, tipo }: { id: number; tipo: Exportacao['tipo'] }) {
  const t = TEXTOS[tipo];
  const estado = useQuery({
    queryKey: ['exportacao', id],
    queryFn: () => api.get<Exportacao>(`/exportacoes/${id}`),
    refetchInterval: (q) =>
      q.state.data && ['pronta', 'falhou'].includes(q.state.data.situacao) ? false : 1500,
  });
  const baixar = useSave({
    save: () =>
      api.download(`/exportacoes/${id}/arquivo`, undefined, `exportacao-${id}.${t.extensao}`, 'GET'),
  });
  const e = estado.data;
  if (!e) return null;
  if (e.situacao === 'falhou')
    return (
      <Alert color="red" title={t.falhou}>
        {e.erro}
      </Alert>
    );
  return (
    <Group gap="xs">
      <Progress
        value={e.progresso}
        w={160}
        aria-label={t.barra(e.total, e.progresso)}
        animated={e.situacao !== 'pronta'}
      />
      <Text size="xs" role="status">
        {e.situacao === 'pronta' ? t.pronto(e.total) : t.gerando(e.progresso)}
      </Text>
      {e.situacao === 'pronta' && (
        <Button size="xs" onClick={() => baixar.mutate()} loading={baixar.isPending}>
          {t.baixar}
        </Button>
      )}
    </Group>
  );
}
