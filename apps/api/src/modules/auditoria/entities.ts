import { F } from '@rcc/domain';
import { need } from '../../http/access';
import { f, registerEntity } from '../find/registry';

/** The audit trail, searchable by Secretaria and Administrador (feature 'Auditoria', consulta). */
registerEntity({
  name: 'Auditoria',
  access: need(F.AUDITORIA, 'consulta'),
  fieldsByRole: { staff: '*' },
  from: `(SELECT a.*, u.nome AS usuario_nome, u.email AS usuario_email
    FROM auditoria a LEFT JOIN usuario u ON u.id = a.id_usuario)`,
  fields: {
    id: f('t.id', 'number'),
    entidade: f('t.entidade', 'string'),
    idRegistro: f('t.id_registro', 'string'),
    acao: f('t.acao', 'string'),
    dados: f('t.dados', 'json'),
    idUsuario: f('t.id_usuario', 'number'),
    usuarioNome: f('t.usuario_nome', 'string'),
    usuarioEmail: f('t.usuario_email', 'string', { hidden: true }),
    ip: f('t.ip', 'string'),
    dataHora: f('t.data_hora', 'datetime'),
  },
  defaultOrder: [['dataHora', 'DESC']],
});
