import { type FindEntitySpec, nonNull } from '../spec';

/** Reference tables and system parameters (modules referencia, parametros). */
export const REFERENCIA_FIND = {
  Estado: {
    fields: {
      codIbge: nonNull('number'),
      uf: nonNull('string'),
      nome: nonNull('string'),
    },
  },
  Funcionalidade: {
    fields: {
      id: nonNull('number'),
      descricao: nonNull('string'),
      consultaDisponivel: nonNull('string'),
      incluiDisponivel: nonNull('string'),
      alteraDisponivel: nonNull('string'),
      excluiDisponivel: nonNull('string'),
      publico: nonNull('string'),
    },
  },
  Localidade: {
    fields: {
      id: nonNull('number'),
      codigo: nonNull('string'),
      nome: nonNull('string'),
      lon: 'number',
      lat: 'number',
    },
  },
  Municipio: {
    fields: {
      codIbge: nonNull('number'),
      nome: nonNull('string'),
      uf: nonNull('string'),
    },
  },
  Parametro: {
    fields: {
      id: nonNull('number'),
      servidorSmtp: 'string',
      portaSmtp: 'number',
      criptografiaSmtp: 'string',
      loginSmtp: 'string',
      passSmtp: 'json',
      emailEnvioSmtp: 'string',
      qtdDiasLogradouros: nonNull('number'),
      qtdHorasTransporteCacamba: nonNull('number'),
      qtdHorasTransporteRcc: nonNull('number'),
      emailDuvidas: 'string',
      emailSugestoes: 'string',
      emailReclamacoes: 'string',
      nomeOrgao: 'string',
      telefoneOrgao: 'string',
      updatedAt: nonNull('datetime'),
    },
  },
  TipoArquivo: {
    fields: {
      id: nonNull('number'),
      descricao: nonNull('string'),
      obrigatorioPj: 'boolean',
      obrigatorioPf: 'boolean',
      somentePdf: nonNull('boolean'),
    },
  },
  TipoPerfil: {
    fields: {
      id: nonNull('number'),
      descricao: nonNull('string'),
      tipo: nonNull('string'),
    },
  },
} as const satisfies Record<string, FindEntitySpec>;
