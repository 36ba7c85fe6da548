import { F, TIPO_PERFIL } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/access';
import { type AuthUser, destinoPerfilIds, hasTipo, isStaff } from '../auth/user';
import { chartBody, residuoRegiaoChart } from './chart';
import {
  attReport,
  empresaCtrReport,
  moveResiduoReport,
  residuoRegiaoReport,
  veiculoCacambaReport,
} from './definitions';
import { type ReportBody, type ReportDef, reportBody, runReport } from './report';

const tags = ['Relatórios'];

/** A destination operator sees only its own sites in 'Consultar ATT'; staff and inspection all. */
function attScope(u: AuthUser): number[] | null {
  if (isStaff(u) || hasTipo(u, TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA)) return null;
  return destinoPerfilIds(u);
}

/** Reports of spec 3 §2/§7; each needs consulta on its own title and exports xlsx. */
export default async function relatoriosRoutes(app: FastifyInstance) {
  const report = (url: string, feature: (typeof F)[keyof typeof F], def: (u: AuthUser) => ReportDef) =>
    app.post(
      url,
      { config: { access: need(feature, 'consulta') }, schema: { tags, body: reportBody } },
      (req, reply) => runReport(app.db, def(req.user!), (req.body ?? {}) as ReportBody, reply),
    );

  report('/findATT', F.CONSULTAR_ATT, (u) => attReport(attScope(u)));
  report('/findMoveResiduo', F.CONSULTAR_MOVIMENTACAO, () => moveResiduoReport);
  report('/findResiduoRegiao', F.CONSULTAR_RESIDUO_REGIAO, () => residuoRegiaoReport);
  report('/findVeiculoCacamba', F.CONSULTAR_VEICULO_CACAMBA, () => veiculoCacambaReport);
  report('/findEmpresaCtr', F.CONSULTAR_EMPRESA_CTR, () => empresaCtrReport);

  app.post(
    '/find-residuo-regiao/chart',
    { config: { access: need(F.CONSULTAR_RESIDUO_REGIAO, 'consulta') }, schema: { tags, body: chartBody } },
    async (req) => ({ success: true, data: await residuoRegiaoChart(app.db, req.body as never) }),
  );
}
