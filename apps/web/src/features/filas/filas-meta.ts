export const CHAVE_FILAS = ['filas'] as const;

/** Short Portuguese names of the queues (the technical name stays beside it). */
const NOME_FILA: Record<string, string> = {
  'outbox.despachar': 'Despacho de eventos',
  'email.enviar': 'Envio de e-mails',
  'webhooks.distribuir': 'Webhooks: distribuição',
  'webhooks.entregar': 'Webhooks: entregas',
  'ctr.irregular': 'CTRs irregulares',
  'notificacoes.resumo-diario': 'Resumo diário',
  'cltrcc.aviso-vencimento': 'Aviso de CLTRCC vencendo',
  'dados-abertos.atualizar': 'Dados abertos',
  'manutencao.purgar': 'Limpeza diária',
};
export const nomeFila = (nome: string) => NOME_FILA[nome] ?? nome;

export const quando = (d: string | null) => (d ? new Date(d).toLocaleString('pt-BR') : '—');
