import { AUTHENTICATED } from '../../http/access';
import { f, registerEntity } from '../find/registry';
import { leituraScope, mensagemScope } from './scope';

/**
 * Message list of 'Manter Mensagens' (spec 3 §2) with the reader count and the readers detail; for
 * anyone else, the active messages addressed to it with its own reads (spec 3 §7).
 */
registerEntity({
  name: 'Mensagem',
  access: AUTHENTICATED,
  // Rows are scoped to the reader (scope.ts); its rows it reads whole.
  fieldsByRole: { user: '*' },
  scope: mensagemScope,
  from: 'mensagem',
  fields: {
    id: f('t.id', 'number'),
    titulo: f('t.titulo', 'string'),
    mensagem: f('t.mensagem', 'string'),
    ativa: f('t.ativa', 'string'),
    createdAt: f('t.created_at', 'datetime'),
    updatedAt: f('t.updated_at', 'datetime'),
    idTipoPerfil: f(
      "(SELECT coalesce(jsonb_agg(mtp.id_tipo_perfil ORDER BY mtp.id_tipo_perfil), '[]'::jsonb) FROM mensagem_tipo_perfil mtp WHERE mtp.id_mensagem = t.id)",
      'json',
    ),
    totalLido: f('(SELECT count(*)::int FROM leitura_mensagem l WHERE l.id_mensagem = t.id)', 'number'),
  },
  includes: {
    leituras: { entity: 'LeituraMensagem', kind: 'many', on: (p, c) => `${c}.id_mensagem = ${p}.id` },
  },
  defaultOrder: [['id', 'DESC']],
});

registerEntity({
  name: 'LeituraMensagem',
  access: AUTHENTICATED,
  // Rows are scoped to the reader (scope.ts); its rows it reads whole.
  fieldsByRole: { user: '*' },
  scope: leituraScope,
  from: 'view_leitura_mensagem',
  fields: {
    id: f('t.id', 'number'),
    idMensagem: f('t.id_mensagem', 'number'),
    idUsuario: f('t.id_usuario', 'number'),
    dataHora: f('t.data_hora', 'datetime'),
    nomeLeitor: f('t.nome_leitor', 'string'),
    cpfLeitor: f('t.cpf_leitor', 'string'),
    empresa: f('t.empresa', 'string'),
    cpfCnpj: f('t.cpf_cnpj', 'string'),
  },
  defaultOrder: [['dataHora', 'DESC']],
});
