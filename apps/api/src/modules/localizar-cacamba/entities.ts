import { F } from '@rcc/domain';
import { need } from '../../http/access';
import { f, registerEntity } from '../find/registry';
import { cacambaScope } from './scope';

/** 'Localizar caçamba' grid (spec 3 §2): each bin with the status of its latest CTR. */
registerEntity({
  name: 'ViewSituacaoCacamba',
  access: need(F.LOCALIZAR_CACAMBA, 'consulta'),
  from: 'view_situacao_cacamba',
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    numeroInterno: f('t.numero_interno', 'string'),
    capacidadeM3: f('t.capacidade_m3', 'number'),
    transportador: f('t.transportador', 'string'),
    cpfCnpj: f('t.cpf_cnpj', 'string'),
    idSolicitacaoTransporte: f('t.id_solicitacao_transporte', 'number'),
    situacao: f('t.situacao', 'string'),
    dataHoraSolicitacao: f('t.data_hora_solicitacao', 'datetime'),
    dataHoraEnvio: f('t.data_hora_envio', 'datetime'),
    dataHoraAlocacao: f('t.data_hora_alocacao', 'datetime'),
    dataHoraRetirada: f('t.data_hora_retirada', 'datetime'),
    nomeObra: f('t.nome_obra', 'string'),
    gerador: f('t.gerador', 'string'),
    local: f('t.local', 'string'),
    shape: f(
      "CASE WHEN t.lon IS NULL THEN NULL ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) END",
      'json',
    ),
  },
  fieldsByRole: { staff: '*', transportador: '*', fiscal: '*' },
  scope: (u, alias) => cacambaScope(u, `${alias}.id_perfil`),
  defaultOrder: [['numeroIdentificacao', 'ASC']],
});
