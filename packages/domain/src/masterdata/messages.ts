import { MSG } from '../messages';

/** pt-BR messages of master data (spec 3 §5 and §8): the catalogue's (MSG) where it
 * has them, plus the texts the spec leaves to us. */
export const MD_MSG = {
  CAMPOS_OBRIGATORIOS: MSG.cacamba.camposObrigatorios,
  CEP_INVALIDO: MSG.cep.invalido,
  CEP_NAO_ENCONTRADO: MSG.cep.naoEncontrado,
  CEP_ERRO: MSG.cep.erroBusca,
  ENDERECO_NAO_ENCONTRADO: MSG.obra.enderecoNaoEncontrado,

  // Material classes and waste types (spec 3 §5).
  CLASSE_OBRIGATORIA: 'Classe é obrigatório',
  DESCRICAO_OBRIGATORIA: 'Descrição é obrigatório',
  NOME_OBRIGATORIO: 'Material - Tipo de Resíduo é obrigatório',
  CLASSE_MATERIAL_OBRIGATORIA: 'Classe de Material é obrigatório',
  CLASSE_NAO_SELECIONAVEL: 'A Classe de Material informada não pode ser selecionada.',

  // Vehicles (spec 3 §5, §8).
  PLACA_OBRIGATORIA: MSG.veiculo.placaObrigatoria,
  PLACA_INVALIDA: MSG.veiculo.placaInvalida,
  MARCA_OBRIGATORIA: MSG.veiculo.marcaObrigatoria,
  MODELO_OBRIGATORIO: MSG.veiculo.modeloObrigatorio,
  RENAVAM_OBRIGATORIO: MSG.veiculo.renavamObrigatorio,
  RENAVAM_INVALIDO: 'O Renavam deve ter 11 dígitos',
  ANO_OBRIGATORIO: MSG.veiculo.anoObrigatorio,
  ANO_INVALIDO: MSG.veiculo.anoInvalido,
  TIPO_OBRIGATORIO: MSG.veiculo.tipoObrigatorio,
  VOLUME_OBRIGATORIO: MSG.veiculo.volumeObrigatorio,
  VOLUME_MAIOR_ZERO: MSG.veiculo.volumeMaiorQueZero,
  VOLUME_INTERVALO: MSG.veiculo.volumeIntervalo,
  POLIGUINDASTE_OBRIGATORIO: MSG.veiculo.poliguindasteObrigatorio,
  TOKEN_OBRIGATORIO: MSG.veiculo.tokenObrigatorio,
  TOKEN_TAMANHO: MSG.veiculo.tokenTamanho,
  DOCUMENTO_OBRIGATORIO: MSG.veiculo.semDocumento,
  VEICULO_PLACA_DUPLICADA: MSG.veiculo.placaExistente,
  VEICULO_OUTRO_TRANSPORTADOR: MSG.veiculo.cadastradoOutroTransportador,
  VEICULO_JA_CADASTRADO: MSG.veiculo.jaCadastrado,
  VEICULO_PRESTADOR_AVISO: MSG.veiculo.outroTransportador,
  VEICULO_EXCLUIDO: 'Este veículo está excluído e não pode ser editado.',
  VEICULO_INCLUIR_FALHA:
    'Não foi possível incluir este veículo, por favor, contate um administrador do sistema',
  VEICULO_EDITAR_FALHA:
    'Não foi possível editar este veículo, por favor, contate um administrador do sistema',
  DOCUMENTO_FALHA: 'Não foi possível buscar este documento, por favor contate um administrador do sistema',
  RESTAURAR_SOMENTE_ADMIN: 'Somente administradores podem restaurar registros excluídos.',

  // Bins (spec 3 §4, §5).
  CACAMBA_QUANTIDADE: 'A quantidade de caçambas deve estar entre 1 e 50',
  CACAMBA_EXCLUIR_CONFIRMA: MSG.cacamba.confirmarExclusao,
  CACAMBA_RESTAURAR_CONFIRMA: MSG.cacamba.confirmarRestauracao,
  CACAMBA_EM_USO:
    'Esta caçamba não pode ser alterada, pois possui uma solicitação nas situações Enviada, Alocada, Retirada ou Em Pesagem.',
  CACAMBA_EXCLUIDA: 'Esta caçamba está excluída e não pode ser editada.',
  CACAMBA_IDENTIFICACAO_ADMIN: 'Somente administradores podem alterar o número de identificação da caçamba.',
  TRANSPORTADOR_OBRIGATORIO: MSG.obra.escolhaTransportadora,

  // Work sites (spec 3 §5, §8).
  OBRA_CAMPOS_OBRIGATORIOS: MSG.obra.camposObrigatorios,
  OBRA_ENDERECO_INCOMPLETO: MSG.obra.enderecoIncompleto,
  OBRA_DATA_FINAL: MSG.obra.duracaoFinalAnterior,
  OBRA_DATA_INICIAL_PASSADA: 'A data de duração inicial não pode ser anterior à data de hoje.',
  OBRA_MOTIVO_ALTERACAO: MSG.obra.motivoAlteracao('Motivo da Alteração'),
  OBRA_SEM_TRANSPORTADORA: MSG.obra.semTransportadora,
  OBRA_TIPO_RESIDUO: MSG.obra.tipoResiduoObrigatorio,
  OBRA_VOLUME: MSG.obra.volumeObrigatorio,
  OBRA_RESIDUO_DUPLICADO: MSG.obra.residuoRepetido,
  OBRA_NAO_ENCONTRADA: MSG.obra.naoEncontradaEdicao,
  OBRA_ANEXO_REMOVER_FALHA:
    'Não foi possível remover este anexo, por favor contate um administrador do sistema',
  ARQUIVO_1MB: 'Só é permitido anexar um arquivo com tamanho máximo: 1MB.',
  PGRCC_TIPO: 'Tipo de arquivo não permitido. São aceitos: doc, docx, xls, xlsx, pdf ou ppt.',
  DOCUMENTO_TIPO: 'Tipo de arquivo não permitido. São aceitos: pdf ou imagens (png, jpg).',
  GERADOR_INVALIDO: 'O gerador informado é inválido.',
} as const;

export const obraDuplicada = MSG.obra.jaCadastrada;
export const transportadorDuplicado = MSG.obra.transportadorRepetido;
