import { F, graficoResiduoRegiaoSchema, relatorioContract, TIPO_PERFIL } from '@rcc/domain';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { type AuthUser, destinoPerfilIds, hasTipo, isStaff } from '../auth/user';
import { residuoRegiaoChart } from './chart';
import {
  attReport,
  empresaCtrReport,
  moveResiduoReport,
  residuoRegiaoReport,
  veiculoCacambaReport,
} from './definitions';
import { type ReportDef, reportBody, runReport } from './report';

const tags = ['Relatórios'];

/** A destination operator sees only its own sites in 'Consultar ATT'; staff and inspection all. */
function attScope(u: AuthUser): number[] | null {
  if (isStaff(u) || hasTipo(u, TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA)) return null;
  return destinoPerfilIds(u);
}

/** Reports of spec 3 §2/§7; each needs consulta on its own title and exports xlsx. */
export default async function relatoriosRoutes(app: ZodApp) {
  const c = relatorioContract;
  const report = (
    url: string,
    feature: (typeof F)[keyof typeof F],
    response: (typeof c)['att' | 'moveResiduo' | 'residuoRegiao' | 'veiculoCacamba' | 'empresaCtr'],
    def: (u: AuthUser) => ReportDef,
  ) =>
    app.post(
      url,
      {
        config: { access: need(feature, 'consulta') },
        schema: {
          tags,
          summary: `Relatório «${feature}» (página JSON ou planilha xlsx)`,
          body: reportBody,
          response: { 200: response },
        },
      },
      (req, reply) => runReport(app.db, def(req.user!), req.body, reply),
    );

  report('/findATT', F.CONSULTAR_ATT, c.att, (u) => attReport(attScope(u)));
  report('/findMoveResiduo', F.CONSULTAR_MOVIMENTACAO, c.moveResiduo, () => moveResiduoReport);
  report('/findResiduoRegiao', F.CONSULTAR_RESIDUO_REGIAO, c.residuoRegiao, () => residuoRegiaoReport);
  report('/findVeiculoCacamba', F.CONSULTAR_VEICULO_CACAMBA, c.veiculoCacamba, () => veiculoCacambaReport);
  report('/findEmpresaCtr', F.CONSULTAR_EMPRESA_CTR, c.empresaCtr, () => empresaCtrReport);

  app.post(
    '/find-residuo-regiao/chart',
    {
      config: { access: need(F.CONSULTAR_RESIDUO_REGIAO, 'consulta') },
      schema: {
        tags,
        summary: 'Gráfico do volume de resíduos por região (ano, mês ou semana)',
        body: graficoResiduoRegiaoSchema,
        response: { 200: relatorioContract.chart },
      },
    },
    async (req) => ({ success: true as const, data: await residuoRegiaoChart(app.db, req.body) }),
  );
}
