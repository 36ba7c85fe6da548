/** Spec 2 (CTR lifecycle) §5 and §8, spelled exactly as the spec spells them. */
import type { PeriodoGrafico } from './common';

export const MSG_CTR = {
  naoSolicitado: {
    selecioneVeiculo: 'Selecione um veículo',
    selecioneCacamba: 'Selecione uma Caçamba',
    selecioneObra: 'Por favor, selecione uma obra',
    nenhumResiduo: 'Nenhum resíduo foi inserido',
    enviado: 'Nova Solicitação de Transporte enviada com sucesso',
    // Not in the spec: the exact-document lookup of the generator found nobody (a new one is registered).
    geradorNaoEncontrado: 'Nenhuma pessoa cadastrada com este CPF/CNPJ: preencha os dados do gerador.',
  },
  solicitacao: {
    residuoPredominante: 'Não foi informado o campo de tipo de resíduo predominante.',
    umResiduo: 'É obrigatório preencher pelo menos um resíduo',
    // The spec's unbalanced quote is kept on purpose.
    volumeObrigatorio: 'O campo "Volume em M³ é obrigatório',
    confirmar: 'Tem certeza que deseja cadastrar esta solicitação?',
  },
  residuos: {
    tipoObrigatorio: 'Por favor, insira um tipo de resíduo',
    jaSelecionado: 'Resíduo já selecionado',
    volumeInvalido: 'Valor de Volume M³ inválido',
    repetidos: (tipos: readonly string[]) =>
      `O(s) tipo(s) de resíduos ${tipos.join(', ')} está(ão) repetido(s).`,
  },
  alocacao: {
    obraObrigatoria: 'Obra é um campo obrigatório para a alocação',
    veiculoObrigatorio: 'Veículo é um campo obrigatório para a alocação',
    cacambaObrigatoria: 'Caçamba é um campo obrigatório para a alocação',
    sucesso: 'Dados salvos com sucesso! CTR Alocada',
    falha: 'Não foi possível alocar a cacamba',
  },
  avaliacao: {
    veiculoInvalido: 'O veiculo informado é inválido.',
    cacambaInvalida: 'A caçamba informada é inválida.',
    justificativaInvalida: 'A justificativa informada é inválida.',
    veiculoOcupado: (placa: string, idCtr: number | string) =>
      `Atenção, o veículo de placa ${placa} já está atrelado a CTR Nº:${idCtr}`,
    // Spec 2 §5: "same for bin" — worded like the vehicle message.
    cacambaOcupada: (numeroIdentificacao: string, idCtr: number | string) =>
      `Atenção, a caçamba de número ${numeroIdentificacao} já está atrelada a CTR Nº:${idCtr}`,
  },
  alterarTransportador: {
    obrigatorio: 'Não foi selecionado um transportador.',
    falha: 'Não foi alterar o transportador, por favor contate um administrador do sistema.',
  },
  editarCtr: {
    falhaCarregar: 'Não foi possível carregar os dados desta solicitação de transporte',
    sucesso: 'Solicitação de Transporte editada com sucesso',
  },
  retirada: {
    aguardar: (dataHora: string) => `Atenção, esta caçamba só poderá ser retirada em ${dataHora}`,
    veiculoObrigatorio: 'Não foi selecionado um veiculo.',
    destinoObrigatorio: 'Não foi selecionado um destino final.',
    naoEncontrada: 'Não foi encontrada a solicitação de transporte, tente novamente.',
    naoPermitida: (id: number | string) =>
      `Não é possível retirar a caçamba da solicitação de transporte ${id}, tente retirar a caçamba de outra solicitação de transporte.`,
    falhaBuscar: 'Ocorreu uma falha ao buscar os dados da solicitação de transporte, tente novamente.',
    posicaoInvalida: 'Local da retirada inválido: informe a latitude e a longitude juntas, em graus.',
  },
  veiculoCacamba: {
    veiculoObrigatorio: 'Não foi selecionado um veiculo.',
    cacambaObrigatoria: 'Não foi selecionada uma caçamba.',
  },
  voltarAlocada: {
    regredida: 'Situação da CTR regredida para Alocada',
    definida: 'Situação da CTR definida para "Alocada"',
    erroInterno: 'Erro interno ao atualizar situação da CTR',
  },
  cancelamento: {
    justificativaInvalida: 'A justificativa informada é inválida.',
    justificativaMinima: 'A justificativa deve ter no mínimo 7 caracteres.',
  },
  analiseCancelamento: {
    escolhaAcao: 'É preciso aceitar, recusar ou destinar a CTR',
    motivoRecusa: 'Insira um motivo para a recusa do cancelamento',
    placeholderMotivo: 'Informe o Motivo da Recusa',
  },
  graficosCtr: {
    dataInicial: (periodo: PeriodoGrafico) =>
      `Não foi possível gerar gráfico de CTRs por ${periodo}, o campo de data incial é obrigatório`,
    dataFinal: (periodo: PeriodoGrafico) =>
      `Não foi possível gerar gráfico de CTRs por ${periodo}, o campo de data final é obrigatório`,
  },
  recebimento: {
    escolha: 'É preciso escolher se o recebimento do resíduo vai ser aceito ou não.',
    observacaoInvalida: 'A observação informada é inválida.',
    loteRecebido: 'Lote(s) recebido(s) com sucesso',
    loteFalha: (ids: readonly (number | string)[]) =>
      `Não foi possível receber lote(s) da(s) CTR(s) "${ids.join(', ')}", tente novamente`,
  },
  triagem: {
    destinoObrigatorio: 'Você deve selecionar um destino para a triagem',
    linhaObrigatoria: 'Você deve adicionar uma triagem de resíduo abaixo',
    tipoObrigatorio: 'Não foi escolhido um Tipo de Residuo.',
    volumeObrigatorio: 'Não foi digitado o Volume.',
  },
  destinoRapido: {
    placaObrigatoria: 'placa é obrigatoria',
    tokenObrigatorio: 'token é obrigatorio',
    veiculoNaoEncontrado: 'Nenhum veículo foi encontrado a partir desta placa e deste token',
    falhaBuscarVeiculo: 'Não foi possível buscar o veículo, por favor, contate um administrador do sistema',
  },
  pesagem: {
    ctrObrigatoria: 'CTR é obrigatorio',
    destinoObrigatorio: 'Destino Final é obrigatorio',
    origemObrigatoria: 'Origem é obrigatorio',
    limiteBasculante: 'Veículo Basculante só permite a pesagem de 1 CTR',
    limite1: 'Esse veículo só permite a pesagem de 1 CTR',
    limite2: 'Esse veículo só permite a pesagem de 2 CTRs',
    limite3: 'Esse veículo só permite a pesagem de 3 CTRs',
    confirmarRemocao: 'Tem certeza que deseja remover esta CTR?',
    adicionada: 'CTR Adiciona com sucesso',
    removida: 'CTR Removida com sucesso',
  },
} as const;
