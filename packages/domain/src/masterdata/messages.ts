/** pt-BR messages of master data (spec 3 §5 and §8), used verbatim by the API and the web. */
export const MD_MSG = {
  CAMPOS_OBRIGATORIOS: 'Atenção, alguns campos obrigatórios não foram preenchidos',
  CEP_INVALIDO: 'CEP inválido',
  CEP_NAO_ENCONTRADO: 'CEP não encontrado',
  CEP_ERRO: 'Erro na busca do CEP',
  ENDERECO_NAO_ENCONTRADO: 'Não foi encontrado o endereço digitado, por favor tente outro.',

  // Material classes and waste types (spec 3 §5).
  CLASSE_OBRIGATORIA: 'Classe é obrigatório',
  DESCRICAO_OBRIGATORIA: 'Descrição é obrigatório',
  NOME_OBRIGATORIO: 'Material - Tipo de Resíduo é obrigatório',
  CLASSE_MATERIAL_OBRIGATORIA: 'Classe de Material é obrigatório',
  CLASSE_NAO_SELECIONAVEL: 'A Classe de Material informada não pode ser selecionada.',

  // Vehicles (spec 3 §5, §8).
  PLACA_OBRIGATORIA: 'Placa é obrigatório',
  PLACA_INVALIDA: 'Digite uma placa de veículo válida',
  MARCA_OBRIGATORIA: 'Marca é obrigatório',
  MODELO_OBRIGATORIO: 'Modelo é obrigatório',
  RENAVAM_OBRIGATORIO: 'Renavam é obrigatório',
  RENAVAM_INVALIDO: 'O Renavam deve ter 11 dígitos',
  ANO_OBRIGATORIO: 'Ano é obrigatório',
  ANO_INVALIDO: 'Ano inválido',
  TIPO_OBRIGATORIO: 'Tipo é obrigatório',
  VOLUME_OBRIGATORIO: 'Volume (m³) é obrigatório',
  VOLUME_MAIOR_ZERO: 'O Volume precisa ser maior do que 0',
  VOLUME_INTERVALO: 'Intervalo Volume (m³) inválido, são aceitos apenas valores entre 0 e 100',
  POLIGUINDASTE_OBRIGATORIO: 'Poliguindaste é obrigatório',
  TOKEN_OBRIGATORIO: 'Token é obrigatório',
  TOKEN_TAMANHO: 'O token deve ter 6 caracteres',
  DOCUMENTO_OBRIGATORIO: 'Nenhum documento foi anexado a este veículo',
  VEICULO_PLACA_DUPLICADA: 'Já existe um veículo com esta placa',
  VEICULO_OUTRO_TRANSPORTADOR:
    'Não é possível cadastrar este veículo. Veículo já cadastrado para outro transportador',
  VEICULO_JA_CADASTRADO: 'Veículo já cadastrado anteriormente, tente uma outra placa',
  VEICULO_PRESTADOR_AVISO: 'Atenção! Este veículo já cadastrado para um outro Transportador',
  VEICULO_EXCLUIDO: 'Este veículo está excluído e não pode ser editado.',
  VEICULO_INCLUIR_FALHA:
    'Não foi possível incluir este veículo, por favor, contate um administrador do sistema',
  VEICULO_EDITAR_FALHA:
    'Não foi possível editar este veículo, por favor, contate um administrador do sistema',
  DOCUMENTO_FALHA: 'Não foi possível buscar este documento, por favor contate um administrador do sistema',
  RESTAURAR_SOMENTE_ADMIN: 'Somente administradores podem restaurar registros excluídos.',

  // Bins (spec 3 §4, §5).
  CACAMBA_QUANTIDADE: 'A quantidade de caçambas deve estar entre 1 e 50',
  CACAMBA_EXCLUIR_CONFIRMA: 'Tem certeza que deseja excluir esta caçamba?',
  CACAMBA_RESTAURAR_CONFIRMA: 'Tem certeza que deseja restaurar esta caçamba?',
  CACAMBA_EM_USO:
    'Esta caçamba não pode ser alterada, pois possui uma solicitação nas situações Enviada, Alocada, Retirada ou Em Pesagem.',
  CACAMBA_EXCLUIDA: 'Esta caçamba está excluída e não pode ser editada.',
  CACAMBA_IDENTIFICACAO_ADMIN: 'Somente administradores podem alterar o número de identificação da caçamba.',
  TRANSPORTADOR_OBRIGATORIO: 'Não foi escolhido uma Transportadora.',

  // Work sites (spec 3 §5, §8).
  OBRA_CAMPOS_OBRIGATORIOS: 'Alguns campos obrigatórios não foram preenchidos.',
  OBRA_ENDERECO_INCOMPLETO: 'Alguns campos obrigatórios do endereço não foram preenchidos.',
  OBRA_DATA_FINAL: 'A data de duração final não pode ser anterior que data de duração inicial',
  OBRA_DATA_INICIAL_PASSADA: 'A data de duração inicial não pode ser anterior à data de hoje.',
  OBRA_MOTIVO_ALTERACAO: 'Na edição de obras o campo Motivo da Alteração é obrigatório.',
  OBRA_SEM_TRANSPORTADORA: 'Não há nenhuma transportadora.',
  OBRA_TIPO_RESIDUO: 'Não foi escolhido um Tipo de Residuo.',
  OBRA_VOLUME: 'Não foi digitado o Volume.',
  OBRA_RESIDUO_DUPLICADO: 'A Classe de Material ou Tipo de Resíduo já foi informada.',
  OBRA_NAO_ENCONTRADA: 'Não foi encontrada a obra para edição',
  OBRA_ANEXO_REMOVER_FALHA:
    'Não foi possível remover este anexo, por favor contate um administrador do sistema',
  ARQUIVO_1MB: 'Só é permitido anexar um arquivo com tamanho máximo: 1MB.',
  PGRCC_TIPO: 'Tipo de arquivo não permitido. São aceitos: doc, docx, xls, xlsx, pdf ou ppt.',
  DOCUMENTO_TIPO: 'Tipo de arquivo não permitido. São aceitos: pdf ou imagens (png, jpg).',
  GERADOR_INVALIDO: 'O gerador informado é inválido.',
} as const;

export const obraDuplicada = (nome: string) => `A obra ${nome} informada já está cadastrada.`;
export const transportadorDuplicado = (nome: string) => `O transportador ${nome} já foi informado.`;
