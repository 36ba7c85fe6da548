import { F } from '@rcc/domain';
import { sql } from '../../db/sql';
import { need, needAny } from '../../http/access';
import type { FieldPolicy } from '../find/registry';
import { f, registerEntity } from '../find/registry';
import { ocorrenciaScope, seesAllOcorrencias } from './scope';

const READ = needAny([F.REGISTRAR_OCORRENCIA, 'consulta'], [F.ACOMPANHAR_OCORRENCIA, 'consulta']);
/** Rows are scoped (ocorrenciaScope): a reporter reads its own occurrences whole, followers all. */
const READERS: FieldPolicy = { staff: '*', fiscal: '*', gerador: '*', cidadao: '*' };
const SHAPE = f("jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat))", 'json');
/** The photo travels by its own route (scoped the same way), never inside a find. */
const FOTO = f("'/api/Ocorrencia/' || t.id || '/foto'", 'string');

const common = {
  id: f('t.id', 'number'),
  idUsuarioRegistro: f('t.id_usuario_registro', 'number'),
  dataHoraRegistro: f('t.data_hora_registro', 'datetime'),
  irregularidadeCom: f('t.irregularidade_com', 'string'),
  situacao: f('t.situacao', 'string'),
  improcedente: f('t.improcedente', 'string'),
  local: f('t.local', 'string'),
  respostaOrgao: f('t.resposta_orgao', 'string'),
  descricaoIrregularidade: f('t.descricao_irregularidade', 'string'),
  idCacamba: f('t.id_cacamba', 'number'),
  identificacaoCacamba: f('t.identificacao_cacamba', 'string'),
  idVeiculo: f('t.id_veiculo', 'number'),
  identificacaoVeiculo: f('t.identificacao_veiculo', 'string'),
  placaVeiculo: f('t.placa_veiculo', 'string'),
  shape: SHAPE,
  foto: FOTO,
  dataHoraResposta: f('t.data_hora_resposta', 'datetime'),
};

registerEntity({
  name: 'Ocorrencia',
  access: READ,
  fieldsByRole: READERS,
  from: 'ocorrencia',
  fields: common,
  includes: {
    usuario: { entity: 'OcorrenciaUsuario', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_usuario_registro` },
    cacamba: { entity: 'OcorrenciaCacamba', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_cacamba` },
    veiculo: { entity: 'OcorrenciaVeiculo', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_veiculo` },
  },
  scope: (u, alias) => ocorrenciaScope(u, `${alias}.id_usuario_registro`),
  defaultOrder: [['id', 'DESC']],
});

registerEntity({
  name: 'ViewOcorrencia',
  access: READ,
  fieldsByRole: READERS,
  from: 'view_ocorrencia',
  fields: {
    ...common,
    nomeUsuarioRegistro: f('t.nome_usuario_registro', 'string'),
    emailUsuarioRegistro: f('t.email_usuario_registro', 'string'),
    idPessoaRegistro: f('t.id_pessoa_registro', 'number'),
    tipoPessoaRegistro: f('t.tipo_pessoa_registro', 'string'),
    responsavel: f('t.responsavel', 'string'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    cpfCnpj: f('t.cpf_cnpj', 'string'),
    nomeRazaoSocial: f('t.nome_razao_social', 'string'),
    orgao: f('t.orgao', 'string'),
  },
  scope: (u, alias) => ocorrenciaScope(u, `${alias}.id_usuario_registro`),
  defaultOrder: [['id', 'DESC']],
});

// Include-only entities: the parts of a user, bin or vehicle an occurrence shows.
registerEntity({
  name: 'OcorrenciaUsuario',
  access: READ,
  fieldsByRole: READERS,
  from: 'usuario',
  fields: { id: f('t.id', 'number'), nome: f('t.nome', 'string'), idPessoa: f('t.id_pessoa', 'number') },
  // Users' names: who follows occurrences up reads any reporter's, anyone else its own person's.
  scope: (u, alias) => ocorrenciaScope(u, `${alias}.id`),
});
registerEntity({
  name: 'OcorrenciaPerfil',
  access: READ,
  fieldsByRole: READERS,
  from: 'perfil',
  fields: {
    id: f('t.id', 'number'),
    orgao: f('t.orgao', 'string'),
    idTipoPerfil: f('t.id_tipo_perfil', 'number'),
  },
});
registerEntity({
  name: 'OcorrenciaCacamba',
  access: READ,
  fieldsByRole: READERS,
  from: 'cacamba',
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
  },
  includes: { perfil: { entity: 'OcorrenciaPerfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` } },
});
registerEntity({
  name: 'OcorrenciaVeiculo',
  access: READ,
  fieldsByRole: READERS,
  from: 'veiculo',
  fields: {
    id: f('t.id', 'number'),
    placa: f('t.placa', 'string'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
  },
  includes: { perfil: { entity: 'OcorrenciaPerfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` } },
});

/** Lookups of the occurrence forms: registered bins and vehicles (id and identifier only). */
registerEntity({
  name: 'OcorrenciaCacambaLookup',
  access: need(F.REGISTRAR_OCORRENCIA, 'inclui'),
  fieldsByRole: READERS,
  from: 'cacamba',
  fields: {
    id: f('t.id', 'number'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
  },
  scope: () => sql`t.excluido = 0`,
  defaultOrder: [['numeroIdentificacao', 'ASC']],
});
registerEntity({
  name: 'OcorrenciaVeiculoLookup',
  access: need(F.REGISTRAR_OCORRENCIA, 'inclui'),
  fieldsByRole: READERS,
  from: 'veiculo',
  fields: {
    id: f('t.id', 'number'),
    placa: f('t.placa', 'string'),
    tipo: f('t.tipo', 'string'),
    poliguindaste: f('t.poliguindaste', 'string'),
  },
  scope: () => sql`t.excluido = 0`,
  defaultOrder: [['placa', 'ASC']],
});

const STAFF_READ = need(F.ACOMPANHAR_OCORRENCIA, 'consulta');

registerEntity({
  name: 'ViewPerfilUsuario',
  access: STAFF_READ,
  fieldsByRole: { staff: '*', fiscal: '*' },
  from: 'view_perfil_usuario',
  fields: {
    id: f('t.id', 'number'),
    idUsuario: f('t.id_usuario', 'number'),
    nome: f('t.nome', 'string'),
    idPessoa: f('t.id_pessoa', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    idTipoPerfil: f('t.id_tipo_perfil', 'number'),
    situacaoValidacao: f('t.situacao_validacao', 'string'),
    orgao: f('t.orgao', 'string'),
  },
  scope: (u) => (seesAllOcorrencias(u) ? null : sql`false`),
  defaultOrder: [['nome', 'ASC']],
});

registerEntity({
  name: 'ViewFiscalizacao',
  access: READ,
  fieldsByRole: READERS,
  from: 'view_fiscalizacao',
  key: 'orgao',
  fields: { orgao: f('t.orgao', 'string') },
  defaultOrder: [['orgao', 'ASC']],
});
