/**
 * Texts the spec does not give (it says server-side answers are "not shown"), written for this
 * system in the spec's tone. Kept apart so nobody mistakes them for spec wording.
 */
export const MSG_SYSTEM = {
  transicao: {
    situacaoInvalida: (acao: string, situacao: string) =>
      `Não é possível ${acao}: a CTR está na situação "${situacao}".`,
    criacaoInvalida: (acao: string) => `Não é possível ${acao} em uma CTR já existente.`,
    semPermissao: (acao: string) => `Você não tem permissão para ${acao} nesta CTR.`,
    situacaoAnteriorDesconhecida:
      'Não foi possível identificar a situação anterior ao pedido de cancelamento desta CTR.',
    jaRealocada: 'A situação desta CTR já foi regredida para Alocada uma vez.',
    cancelamentoRetiradaSoTransportador:
      'Somente o transportador da CTR pode solicitar o cancelamento de uma CTR Retirada.',
    recebimentoAntesDaRetirada:
      'Esta CTR não pode ser avaliada no recebimento, pois a caçamba não foi retirada.',
    edicaoNaoPermitida: 'Esta CTR não pode mais ser editada.',
  },
  campos: {
    quantidadeCacambas: 'A quantidade de caçambas deve ser de 1 a 5.',
    volumeInvalido: 'Valor de Volume M³ inválido',
    textoMaximo: (max: number) => `O texto deve ter no máximo ${max} caracteres.`,
    envioInvalido: 'Selecione Aterro ou Recicladora.',
    linhaSemId: 'Linha de triagem sem identificador para alteração ou remoção.',
    idInvalido: 'Identificador inválido.',
    avaliacaoObrigatoria: 'Informe se a solicitação de transporte foi aceita ou recusada.',
    selecioneCtr: 'Selecione ao menos uma CTR.',
    dataInvalida: 'Data inválida: informe uma data real entre 01/01/1900 e 31/12/2999.',
  },
  acesso: {
    aguarde: (segundos: number) =>
      `Muitas tentativas. Aguarde ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
    desbloqueada: 'Acesso desbloqueado. Entre com seu e-mail e senha.',
    desbloqueioInvalido: 'Este link de desbloqueio é inválido, expirou ou já foi usado.',
  },
  idempotencia: {
    chaveInvalida: 'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres visíveis, sem espaços.',
    outroPedido:
      'Esta chave de envio (Idempotency-Key) já foi usada com outro pedido. Gere uma nova chave para um pedido diferente.',
    emAndamento: 'Este mesmo envio ainda está sendo processado. Aguarde um instante e tente novamente.',
  },
} as const;
