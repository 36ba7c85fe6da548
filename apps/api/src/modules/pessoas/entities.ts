import { F } from '@rcc/domain';
import { sql } from '../../db/sql';
import { need, needAny } from '../../http/access';
import { type AuthUser, isStaff } from '../auth/user';
import type { FieldPolicy } from '../find/registry';
import { f, registerEntity } from '../find/registry';

/** Users' and responsibles' personal data: staff see all, anyone else only its own person's. */
const ownPessoa = (user: AuthUser | null, alias: string) =>
  !user ? sql`false` : isStaff(user) ? null : sql`${sql.raw(`${alias}.id_pessoa`)} = ${user.idPessoa}`;

/** The person registry (LGPD): staff read every person; anyone else only its own (issue #12). */
const ownRow = (user: AuthUser | null, alias: string) =>
  !user ? sql`false` : isStaff(user) ? null : sql`${sql.raw(`${alias}.id`)} = ${user.idPessoa}`;

/** Rows are scoped to the user's own person unless staff: the rows it may see it reads whole. */
const OWN: FieldPolicy = { staff: '*', user: '*' };

const ADDRESS = {
  cep: f('t.cep', 'string'),
  uf: f('t.uf', 'string'),
  codIbge: f('t.cod_ibge', 'number'),
  bairro: f('t.bairro', 'string'),
  endereco: f('t.endereco', 'string'),
  complemento: f('t.complemento', 'string'),
  numero: f('t.numero', 'string'),
};

registerEntity({
  name: 'Pessoa',
  // The non-requested form finds its generator through POST /api/enviar_transporte_nao_solicitado/gerador.
  access: needAny([F.CADASTRO_PESSOAS, 'consulta'], [F.ANALISAR_CANCELAMENTO, 'consulta']),
  fieldsByRole: OWN,
  scope: ownRow,
  from: 'pessoa',
  fields: {
    id: f('t.id', 'number'),
    tipoPessoa: f('t.tipo_pessoa', 'string'),
    cpfCnpj: f('t.cpf_cnpj', 'string'),
    nomeRazaoSocial: f('t.nome_razao_social', 'string'),
    siglaNome: f('t.sigla_nome', 'string'),
    email: f('t.email', 'string'),
    celular: f('t.celular', 'string'),
    telefone: f('t.telefone', 'string'),
    ...ADDRESS,
    shape: f(
      "CASE WHEN t.lon IS NULL THEN NULL ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) END",
      'json',
    ),
    excluido: f('t.excluido', 'string'),
    situacao: f('t.situacao', 'string'),
    contratadaSlu: f('t.contratada_slu', 'boolean'),
    vinculadoPoderPublico: f('t.vinculado_poder_publico', 'boolean'),
    acessoApi: f('t.acesso_api', 'number'),
    createdAt: f('t.created_at', 'datetime'),
  },
  includes: {
    perfis: { entity: 'Perfil', kind: 'many', on: (p, c) => `${c}.id_pessoa = ${p}.id` },
    usuarios: {
      entity: 'Usuario',
      kind: 'many',
      on: (p, c) => `${c}.id_pessoa = ${p}.id AND ${c}.excluido = 'N'`,
    },
    responsaveis: { entity: 'Responsavel', kind: 'many', on: (p, c) => `${c}.id_pessoa = ${p}.id` },
    municipio: { entity: 'Municipio', kind: 'one', on: (p, c) => `${c}.cod_ibge = ${p}.cod_ibge` },
  },
  defaultOrder: [['nomeRazaoSocial', 'ASC']],
});

registerEntity({
  name: 'ViewPessoa',
  access: need(F.CADASTRO_PESSOAS, 'consulta'),
  fieldsByRole: OWN,
  scope: ownRow,
  from: 'view_pessoa',
  fields: {
    id: f('t.id', 'number'),
    nomeRazaoSocial: f('t.nome_razao_social', 'string'),
    endereco: f('t.endereco', 'string'),
    bairro: f('t.bairro', 'string'),
    cep: f('t.cep', 'string'),
    municipio: f('t.municipio', 'string'),
    email: f('t.email', 'string'),
    tipoPessoa: f('t.tipo_pessoa', 'string'),
    transportador: f('t.transportador', 'string'),
    gerador: f('t.gerador', 'string'),
    contratadaSlu: f('t.contratada_slu', 'boolean'),
    cpfCnpj: f('t.cpf_cnpj', 'string'),
    situacao: f('t.situacao', 'string'),
    possuiUsuario: f('t.possui_usuario', 'string'),
    usuarioPendente: f('t.usuario_pendente', 'string'),
    perfilPendente: f('t.perfil_pendente', 'string'),
    acessoApi: f('t.acesso_api', 'number'),
    dataAprovacao: f('t.data_aprovacao', 'datetime'),
    dataValidadeCltrcc: f('t.data_validade_cltrcc', 'datetime'),
  },
  defaultOrder: [['nomeRazaoSocial', 'ASC']],
});

registerEntity({
  name: 'Perfil',
  access: needAny([F.CADASTRO_PESSOAS, 'consulta'], [F.PERFIL, 'consulta']),
  fieldsByRole: OWN,
  scope: ownPessoa,
  from: 'perfil',
  fields: {
    id: f('t.id', 'number'),
    idPessoa: f('t.id_pessoa', 'number'),
    idTipoPerfil: f('t.id_tipo_perfil', 'number'),
    situacaoValidacao: f('t.situacao_validacao', 'string'),
    justificativaValidacao: f('t.justificativa_validacao', 'string'),
    dataAprovacao: f('t.data_aprovacao', 'datetime'),
    dataValidadeCltrcc: f('t.data_validade_cltrcc', 'datetime'),
    matricula: f('t.matricula', 'string'),
    orgao: f('t.orgao', 'string'),
    tipoDestinoFinal: f('t.tipo_destino_final', 'string'),
    capacidadeMaximaSuportada: f('t.capacidade_maxima_suportada', 'number'),
    formaCobranca: f('t.forma_cobranca', 'number'),
    dataAlteracaoFormaCobranca: f('t.data_alteracao_forma_cobranca', 'datetime'),
    idLocalidade: f('t.id_localidade', 'number'),
  },
  includes: {
    tipoPerfil: { entity: 'TipoPerfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_tipo_perfil` },
    pessoa: { entity: 'Pessoa', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_pessoa` },
  },
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'Usuario',
  access: needAny([F.MANTER_USUARIO, 'consulta'], [F.CADASTRO_PESSOAS, 'consulta']),
  from: 'usuario',
  fields: {
    id: f('t.id', 'number'),
    idPessoa: f('t.id_pessoa', 'number'),
    nome: f('t.nome', 'string'),
    cpf: f('t.cpf', 'string'),
    email: f('t.email', 'string'),
    ativo: f('t.ativo', 'string'),
    emailValidado: f('t.email_validado', 'string'),
    excluido: f('t.excluido', 'string'),
    celular: f('t.celular', 'string'),
    telefone: f('t.telefone', 'string'),
    ...ADDRESS,
    createdAt: f('t.created_at', 'datetime'),
  },
  includes: {
    pessoa: { entity: 'Pessoa', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_pessoa` },
    perfis: {
      entity: 'Perfil',
      kind: 'many',
      on: (p, c) => `${c}.id IN (SELECT up.id_perfil FROM usuario_perfil up WHERE up.id_usuario = ${p}.id)`,
    },
  },
  fieldsByRole: OWN,
  scope: ownPessoa,
  defaultOrder: [['nome', 'ASC']],
});

registerEntity({
  name: 'Responsavel',
  access: need(F.CADASTRO_PESSOAS, 'consulta'),
  from: 'responsavel',
  fields: {
    id: f('t.id', 'number'),
    idPessoa: f('t.id_pessoa', 'number'),
    tipoResponsavel: f('t.tipo_responsavel', 'string'),
    responsavelAssinaturaContrato: f('t.responsavel_assinatura_contrato', 'boolean'),
    cpf: f('t.cpf', 'string'),
    rg: f('t.rg', 'string'),
    nome: f('t.nome', 'string'),
    profissao: f('t.profissao', 'string'),
    cargo: f('t.cargo', 'string'),
    celular: f('t.celular', 'string'),
    telefone: f('t.telefone', 'string'),
    email: f('t.email', 'string'),
    ...ADDRESS,
    idsTipoDePerfil: f('t.ids_tipo_de_perfil', 'json'),
  },
  fieldsByRole: OWN,
  scope: ownPessoa,
  defaultOrder: [['nome', 'ASC']],
});
