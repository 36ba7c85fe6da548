import { type FindEntitySpec, many, nonNull, one } from '../spec';
import { ENDERECO_FIND, PESSOA_VIEW_FIND } from './shared';

/** Work sites and the profile views they link (module obras). */
export const OBRAS_FIND = {
  Obra: {
    fields: {
      id: nonNull('number'),
      idGerador: nonNull('number'),
      nomeObra: nonNull('string'),
      duracaoInicial: nonNull('date'),
      duracaoFinal: nonNull('date'),
      possuiAlvara: nonNull('number'),
      numeroAlvara: 'string',
      ...ENDERECO_FIND,
      shape: 'json',
      observacao: 'string',
      pgrccNomeArquivo: 'string',
      possuiPgrcc: nonNull('boolean'),
      motivoAlteracao: 'string',
      createdAt: nonNull('datetime'),
      updatedAt: nonNull('datetime'),
    },
    includes: {
      gerador: one('Perfil'),
      municipio: one('Municipio'),
      obraTipoResiduos: many('ObraTipoResiduo'),
      obraTransportadores: many('ObraTransportador'),
      transportadores: many('ViewTransportador'),
    },
  },
  ObraTipoResiduo: {
    fields: {
      id: nonNull('number'),
      idObra: nonNull('number'),
      idTipoResiduo: nonNull('number'),
      volume: nonNull('number'),
    },
    includes: {
      tipoResiduo: one('TipoResiduo'),
    },
  },
  ObraTransportador: {
    fields: {
      id: nonNull('number'),
      idObra: nonNull('number'),
      idPerfil: nonNull('number'),
    },
    includes: {
      transportador: one('ViewTransportador'),
      perfil: one('Perfil'),
    },
  },
  ViewDestinoFinal: {
    fields: {
      id: 'number',
      situacaoValidacao: 'string',
      tipoDestinoFinal: 'string',
      capacidadeMaximaSuportada: 'number',
      idLocalidade: 'number',
      ...PESSOA_VIEW_FIND,
      shape: 'json',
    },
    includes: {
      municipio: one('Municipio'),
    },
  },
  ViewTransportador: {
    fields: {
      id: 'number',
      idTipoPerfil: 'number',
      situacaoValidacao: 'string',
      dataValidadeCltrcc: 'datetime',
      codigoCltrcc: 'string',
      siglaNome: 'string',
      telefone: 'string',
      ...PESSOA_VIEW_FIND,
    },
    includes: {
      municipio: one('Municipio'),
    },
  },
} as const satisfies Record<string, FindEntitySpec>;
