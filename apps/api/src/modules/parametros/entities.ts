import { F, SENHA_MASCARA } from '@rcc/domain';
import { need } from '../../http/access';
import { f, registerEntity } from '../find/registry';

// Doc 1 §2.5: the saved SMTP password is never sent back, only a mask.
registerEntity({
  name: 'Parametro',
  aliases: ['parametro'],
  from: 'parametro',
  access: need(F.CONFIGURACOES, 'consulta'),
  fieldsByRole: { staff: '*' },
  fields: {
    id: f('t.id', 'number'),
    servidorSmtp: f('t.servidor_smtp', 'string'),
    portaSmtp: f('t.porta_smtp', 'number'),
    criptografiaSmtp: f('t.criptografia_smtp', 'string'),
    loginSmtp: f('t.login_smtp', 'string'),
    passSmtp: f(`CASE WHEN t.pass_smtp IS NULL THEN NULL ELSE '${SENHA_MASCARA}' END`, 'json'),
    emailEnvioSmtp: f('t.email_envio_smtp', 'string'),
    qtdDiasLogradouros: f('t.qtd_dias_logradouros', 'number'),
    qtdHorasTransporteCacamba: f('t.qtd_horas_transporte_cacamba', 'number'),
    qtdHorasTransporteRcc: f('t.qtd_horas_transporte_rcc', 'number'),
    emailDuvidas: f('t.email_duvidas', 'string'),
    emailSugestoes: f('t.email_sugestoes', 'string'),
    emailReclamacoes: f('t.email_reclamacoes', 'string'),
    nomeOrgao: f('t.nome_orgao', 'string'),
    telefoneOrgao: f('t.telefone_orgao', 'string'),
    updatedAt: f('t.updated_at', 'datetime'),
  },
});
