import { type FindEntitySpec, nonNull, one } from '../spec';

/** An occurrence's optional columns, alike in the table and its view (each may be null). */
const OCORRENCIA_OPCIONAIS = {
  improcedente: 'string',
  local: 'string',
  respostaOrgao: 'string',
  idCacamba: 'number',
  identificacaoCacamba: 'string',
  idVeiculo: 'number',
  identificacaoVeiculo: 'string',
  placaVeiculo: 'string',
  shape: 'json',
  foto: 'string',
  dataHoraResposta: 'datetime',
} as const;

/** Occurrences, inspection and the bin map (modules ocorrencias, localizar-cacamba). */
export const OCORRENCIAS_FIND = {
  Ocorrencia: {
    fields: {
      id: nonNull('number'),
      idUsuarioRegistro: nonNull('number'),
      dataHoraRegistro: nonNull('datetime'),
      irregularidadeCom: nonNull('string'),
      situacao: nonNull('string'),
      ...OCORRENCIA_OPCIONAIS,
      descricaoIrregularidade: nonNull('string'),
    },
    includes: {
      usuario: one('OcorrenciaUsuario'),
      cacamba: one('OcorrenciaCacamba'),
      veiculo: one('OcorrenciaVeiculo'),
    },
  },
  OcorrenciaCacamba: {
    fields: {
      id: nonNull('number'),
      idPerfil: nonNull('number'),
      numeroIdentificacao: nonNull('string'),
    },
    includes: {
      perfil: one('OcorrenciaPerfil'),
    },
  },
  OcorrenciaCacambaLookup: {
    fields: {
      id: nonNull('number'),
      numeroIdentificacao: nonNull('string'),
    },
  },
  OcorrenciaPerfil: {
    fields: {
      id: nonNull('number'),
      orgao: 'string',
      idTipoPerfil: nonNull('number'),
    },
  },
  OcorrenciaUsuario: {
    fields: {
      id: nonNull('number'),
      nome: nonNull('string'),
      idPessoa: nonNull('number'),
    },
  },
  OcorrenciaVeiculo: {
    fields: {
      id: nonNull('number'),
      placa: nonNull('string'),
      numeroIdentificacao: 'string',
    },
    includes: {
      perfil: one('OcorrenciaPerfil'),
    },
  },
  OcorrenciaVeiculoLookup: {
    fields: {
      id: nonNull('number'),
      placa: nonNull('string'),
      tipo: nonNull('string'),
      poliguindaste: 'string',
    },
  },
  ViewFiscalizacao: {
    fields: {
      orgao: 'string',
    },
  },
  ViewOcorrencia: {
    fields: {
      id: 'number',
      idUsuarioRegistro: 'number',
      dataHoraRegistro: 'datetime',
      irregularidadeCom: 'string',
      situacao: 'string',
      ...OCORRENCIA_OPCIONAIS,
      descricaoIrregularidade: 'string',
      nomeUsuarioRegistro: 'string',
      emailUsuarioRegistro: 'string',
      idPessoaRegistro: 'number',
      tipoPessoaRegistro: 'string',
      responsavel: 'string',
      numeroIdentificacao: 'string',
      cpfCnpj: 'string',
      nomeRazaoSocial: 'string',
      orgao: 'string',
    },
  },
  ViewPerfilUsuario: {
    fields: {
      id: 'number',
      idUsuario: 'number',
      nome: 'string',
      idPessoa: 'number',
      idPerfil: 'number',
      idTipoPerfil: 'number',
      situacaoValidacao: 'string',
      orgao: 'string',
    },
  },
  ViewSituacaoCacamba: {
    fields: {
      id: 'number',
      idPerfil: 'number',
      numeroIdentificacao: 'string',
      numeroInterno: 'string',
      capacidadeM3: 'number',
      transportador: 'string',
      cpfCnpj: 'string',
      idSolicitacaoTransporte: 'number',
      situacao: 'string',
      dataHoraSolicitacao: 'datetime',
      dataHoraEnvio: 'datetime',
      dataHoraAlocacao: 'datetime',
      dataHoraRetirada: 'datetime',
      nomeObra: 'string',
      gerador: 'string',
      local: 'string',
      shape: 'json',
    },
  },
} as const satisfies Record<string, FindEntitySpec>;
