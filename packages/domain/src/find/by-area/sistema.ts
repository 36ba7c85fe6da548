import { type FindEntitySpec, many, nonNull } from '../spec';

/** Messages and the audit trail (modules mensagens, auditoria). */
export const SISTEMA_FIND = {
  Auditoria: {
    fields: {
      id: 'number',
      entidade: 'string',
      idRegistro: 'string',
      acao: 'string',
      dados: 'json',
      idUsuario: 'number',
      usuarioNome: 'string',
      usuarioEmail: 'string',
      ip: 'string',
      dataHora: 'datetime',
    },
  },
  LeituraMensagem: {
    fields: {
      id: 'number',
      idMensagem: 'number',
      idUsuario: 'number',
      dataHora: 'datetime',
      nomeLeitor: 'string',
      cpfLeitor: 'string',
      empresa: 'string',
      cpfCnpj: 'string',
    },
  },
  Mensagem: {
    fields: {
      id: nonNull('number'),
      titulo: nonNull('string'),
      mensagem: nonNull('string'),
      ativa: nonNull('string'),
      createdAt: nonNull('datetime'),
      updatedAt: nonNull('datetime'),
      idTipoPerfil: 'json',
      totalLido: 'number',
    },
    includes: {
      leituras: many('LeituraMensagem'),
    },
  },
} as const satisfies Record<string, FindEntitySpec>;
