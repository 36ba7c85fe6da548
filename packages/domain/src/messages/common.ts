/** Chart periods as the chart messages spell them (spec 2 §5, spec 3 §5). */
export type PeriodoGrafico = 'ano' | 'mês' | 'semana';

/** Texts shared by the three spec documents (§8 generic notifier, CEP, CPF/CNPJ, grids). */
export const MSG_COMMON = {
  notificador: {
    padrao: 'Houve um problema durante este processamento',
    prefixoBackend: 'Não foi possível concluir esta requisição no momento.',
    backend: (mensagemServidor: string) =>
      `Não foi possível concluir esta requisição no momento. ${mensagemServidor}`,
    valorUnico: (campo: string) =>
      `O valor do campo: ${campo} precisa ser único. Já existe um registro com este dado`,
    registrosVinculados: 'Não foi possível removê-lo, pois existem outros registros vinculados',
    falhaRetorno: (method: string, url: string) => `Falha no retorno da requisicao de ${method} ${url}`,
    erroExcluir: 'Erro ao excluir registro',
    itemVinculado: 'Este item pode estar vinculado à outro registro.',
    erroSalvar: 'Erro ao salvar dados',
    verifiqueCampos: 'Verifique os campos e tente novamente',
    algoErrado: 'Algo deu errado!',
    contateAdministrador: 'Por favor, contate um administrador do sistema',
    erroDesconhecido: 'Erro desconhecido',
    camposInvalidos: 'Campos inválidos',
    erroProcessamento: 'Erro durante o processamento',
  },
  grid: {
    vazio: 'Nenhum registro encontrado.',
  },
  cep: {
    invalido: 'CEP inválido',
    naoEncontrado: 'CEP não encontrado',
    erroBusca: 'Erro na busca do CEP',
    incompleto: 'CEP Incompleto',
  },
  cpfCnpj: {
    naoPreenchido: 'CPF/CNPJ não foi preenchido',
    invalido: 'CPF/CNPJ Inválido',
    incompleto: 'CPF/CNPJ Incompleto',
    cpfInvalido: 'CPF inválido',
    cnpjInvalido: 'CNPJ inválido',
  },
  email: {
    invalido: 'E-mail inválido',
  },
  anexo: {
    tamanhoMaximo: 'Só é permitido anexar um arquivo com tamanho máximo: 1MB.',
    somenteImagem: 'Só é permitido anexar um arquivo no formato de imagem.',
    falhaRemover: 'Não foi possível remover este anexo, por favor contate um administrador do sistema',
  },
  graficos: {
    erro: 'Erro ao gerar gráfico',
    tenteNovamente: 'Tente novamente',
    solicitanteNaoEncontrado: 'Solicitante não encontrado',
  },
  transportadores: {
    falhaLista: 'Falha ao buscar a lista de transportadoras',
    nenhumNaObra: 'Nenhum transportador cadastrado nesta obra',
  },
  disponibilidade: {
    semCacambas: 'Não existem caçambas disponíveis nesse momento.',
    semVeiculos: 'Não existem veículos disponíveis nesse momento.',
  },
} as const;
