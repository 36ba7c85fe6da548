import { DOCUMENTOS_OBRIGATORIOS, F } from '@rcc/domain';
import { PUBLIC, need } from '../../http/access';
import { f, registerEntity } from '../find/registry';

// Reference lookups used by public forms (self-registration), hence public.
registerEntity({
  name: 'Estado',
  from: 'estado',
  key: 'cod_ibge',
  access: PUBLIC,
  fieldsByRole: { anyone: '*' },
  fields: { codIbge: f('t.cod_ibge', 'number'), uf: f('t.uf', 'string'), nome: f('t.nome', 'string') },
  defaultOrder: [['nome', 'ASC']],
});

registerEntity({
  name: 'Municipio',
  from: 'municipio',
  key: 'cod_ibge',
  access: PUBLIC,
  fieldsByRole: { anyone: '*' },
  fields: { codIbge: f('t.cod_ibge', 'number'), nome: f('t.nome', 'string'), uf: f('t.uf', 'string') },
  defaultOrder: [['nome', 'ASC']],
});

registerEntity({
  name: 'Localidade',
  from: 'localidade',
  access: PUBLIC,
  fieldsByRole: { anyone: '*' },
  fields: {
    id: f('t.id', 'number'),
    codigo: f('t.codigo', 'string'),
    nome: f('t.nome', 'string'),
    lon: f('t.lon', 'number'),
    lat: f('t.lat', 'number'),
  },
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'TipoPerfil',
  from: 'tipo_perfil',
  access: PUBLIC,
  fieldsByRole: { anyone: '*' },
  fields: { id: f('t.id', 'number'), descricao: f('t.descricao', 'string'), tipo: f('t.tipo', 'string') },
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'TipoArquivo',
  from: 'tipo_arquivo',
  access: PUBLIC,
  fieldsByRole: { anyone: '*' },
  fields: {
    id: f('t.id', 'number'),
    descricao: f('t.descricao', 'string'),
    // Required for a transporter: the domain's rule (doc 1 §3), not a column.
    obrigatorioPj: f(`(t.id = ANY('{${DOCUMENTOS_OBRIGATORIOS.J.join(',')}}'::int[]))`, 'boolean'),
    obrigatorioPf: f(`(t.id = ANY('{${DOCUMENTOS_OBRIGATORIOS.F.join(',')}}'::int[]))`, 'boolean'),
    somentePdf: f('t.somente_pdf', 'boolean'),
  },
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'Funcionalidade',
  from: 'funcionalidade',
  access: need(F.GERENCIAR_PERMISSOES, 'consulta'),
  fieldsByRole: { staff: '*' },
  fields: {
    id: f('t.id', 'number'),
    descricao: f('t.descricao', 'string'),
    consultaDisponivel: f('t.consulta_disponivel', 'string'),
    incluiDisponivel: f('t.inclui_disponivel', 'string'),
    alteraDisponivel: f('t.altera_disponivel', 'string'),
    excluiDisponivel: f('t.exclui_disponivel', 'string'),
    publico: f('t.publico', 'string'),
  },
  defaultOrder: [['descricao', 'ASC']],
});
