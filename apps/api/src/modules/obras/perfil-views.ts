import { AUTHENTICATED } from '../../http/access';
import { allBut } from '../find/policy';
import { f, registerEntity } from '../find/registry';

const PESSOA = {
  idPessoa: f('t.id_pessoa', 'number'),
  nomeRazaoSocial: f('t.nome_razao_social', 'string'),
  cpfCnpj: f('t.cpf_cnpj', 'string'),
  tipoPessoa: f('t.tipo_pessoa', 'string'),
  email: f('t.email', 'string'),
  celular: f('t.celular', 'string'),
  situacao: f('t.situacao', 'string'),
  cep: f('t.cep', 'string'),
  uf: f('t.uf', 'string'),
  codIbge: f('t.cod_ibge', 'number'),
  bairro: f('t.bairro', 'string'),
  endereco: f('t.endereco', 'string'),
  complemento: f('t.complemento', 'string'),
  numero: f('t.numero', 'string'),
};

/**
 * Contact data and the document of the person behind a profile (a transporter or destination may be
 * an individual) are for staff; the lookups of every form need the name and the licence.
 */
const PESSOAL = ['email', 'celular', 'telefone', 'cpfCnpj'];
/** A transporter's address too: no form of another role shows it (a destination's is its facility's). */
const ENDERECO = ['cep', 'bairro', 'endereco', 'complemento', 'numero'];

const TRANSPORTADOR_FIELDS = {
  id: f('t.id', 'number'),
  idTipoPerfil: f('t.id_tipo_perfil', 'number'),
  situacaoValidacao: f('t.situacao_validacao', 'string'),
  dataValidadeCltrcc: f('t.data_validade_cltrcc', 'datetime'),
  codigoCltrcc: f('t.codigo_cltrcc', 'string'),
  siglaNome: f('t.sigla_nome', 'string'),
  telefone: f('t.telefone', 'string'),
  ...PESSOA,
};

const DESTINO_FIELDS = {
  id: f('t.id', 'number'),
  situacaoValidacao: f('t.situacao_validacao', 'string'),
  tipoDestinoFinal: f('t.tipo_destino_final', 'string'),
  capacidadeMaximaSuportada: f('t.capacidade_maxima_suportada', 'number'),
  idLocalidade: f('t.id_localidade', 'number'),
  ...PESSOA,
  shape: f(
    "CASE WHEN t.lon IS NULL THEN NULL ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) END",
    'json',
  ),
};

/** Validated transporter profiles with their person: the transporter lookups of every form. */
registerEntity({
  name: 'ViewTransportador',
  from: 'view_transportador',
  access: AUTHENTICATED,
  fields: TRANSPORTADOR_FIELDS,
  fieldsByRole: { staff: '*', user: allBut(TRANSPORTADOR_FIELDS, ...PESSOAL, ...ENDERECO) },
  includes: {
    municipio: { entity: 'Municipio', kind: 'one', on: (p, c) => `${c}.cod_ibge = ${p}.cod_ibge` },
  },
  defaultOrder: [['nomeRazaoSocial', 'ASC']],
});

/** Final destinations (profiles of type 3) with their person. */
registerEntity({
  name: 'ViewDestinoFinal',
  from: 'view_destino_final',
  access: AUTHENTICATED,
  fields: DESTINO_FIELDS,
  fieldsByRole: { staff: '*', user: allBut(DESTINO_FIELDS, ...PESSOAL) },
  includes: {
    municipio: { entity: 'Municipio', kind: 'one', on: (p, c) => `${c}.cod_ibge = ${p}.cod_ibge` },
  },
  defaultOrder: [['nomeRazaoSocial', 'ASC']],
});
