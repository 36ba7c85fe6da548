import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCacamba,
  createCtr,
  createTransportador,
  createVeiculo,
  type DemoIds,
} from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { DemoRole, TestContext } from '../../../test/helpers';

/**
 * Every refusal of every CTR status change (DESIGN §3, spec 2 §4–§5), one table: the wrong status
 * answers 409, another owner's CTR 404 (never its data), and a missing field 400 with the spec's
 * Portuguese text. Status changes missing here are refused in ctr-solicitacao, ctr-cancelamento
 * and ctr-destino (avaliar_solicitacao, SolicitacaoTransporteEditar, RecebimentoResiduo).
 */

let t: TestContext;
let ids: DemoIds;
let outro: Awaited<ReturnType<typeof createTransportador>>;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
  outro = await createTransportador(t);
});
afterAll(() => t.close());

type Ctr = Parameters<typeof createCtr>[2];
interface Caso {
  route: string;
  method: 'PUT' | 'GET' | 'POST';
  url: (id: number) => string;
  role: DemoRole;
  /** A CTR the route accepts (its setup), and the valid body for it. */
  ok: () => Promise<{ ctr: Ctr; body?: (id: number) => unknown }>;
  /** A status the route refuses. */
  wrongStatus: string;
  /** How the CTR of another owner differs; undefined when the route has no owner (staff). */
  otherOwner?: () => Ctr;
  missing: Array<[string, (body: Record<string, unknown>) => Record<string, unknown>, string | RegExp]>;
}

const without =
  (...keys: string[]) =>
  (b: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(b).filter(([k]) => !keys.includes(k)));

const basculante = () => createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
const poliguindaste = () => createVeiculo(t.db, ids.transportador, { tipo: 'Poliguindaste' });
const cacamba = () => createCacamba(t.db, ids.transportador);

const CASOS: Caso[] = [
  {
    route: 'PUT alocar_cacamba/:id',
    method: 'PUT',
    url: (id) => `/api/alocar_cacamba/${id}`,
    role: 'transportador',
    ok: async () => {
      const [v, c] = [await poliguindaste(), await cacamba()];
      return {
        ctr: { situacao: 'Enviada', idVeiculo: v.id, idCacamba: c.id },
        body: () => ({ situacao: 'Alocada', idObra: ids.obra, idVeiculo: v.id, idCacamba: c.id }),
      };
    },
    wrongStatus: 'Solicitada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [
      ['obra', without('idObra'), 'Obra é um campo obrigatório para a alocação'],
      ['veículo', without('idVeiculo'), 'Veículo é um campo obrigatório para a alocação'],
      ['caçamba de Poliguindaste', without('idCacamba'), 'Caçamba é um campo obrigatório para a alocação'],
    ],
  },
  {
    route: 'PUT updateSolicitacaoTransporte/:id',
    method: 'PUT',
    url: (id) => `/api/updateSolicitacaoTransporte/${id}`,
    role: 'transportador',
    ok: async () => {
      const [v, c] = [await poliguindaste(), await cacamba()];
      return {
        ctr: { situacao: 'Enviada' },
        body: () => ({ idVeiculo: v.id, idCacamba: c.id }),
      };
    },
    wrongStatus: 'Retirada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [
      ['veículo', without('idVeiculo'), 'Não foi selecionado um veiculo.'],
      ['caçamba de Poliguindaste', without('idCacamba'), 'Não foi selecionada uma caçamba.'],
    ],
  },
  {
    route: 'PUT retirar_cacamba/:id',
    method: 'PUT',
    url: (id) => `/api/retirar_cacamba/${id}`,
    role: 'transportador',
    ok: async () => {
      const v = await basculante();
      return {
        ctr: { situacao: 'Alocada', idVeiculo: v.id, dataHoraAlocacao: new Date(T0.getTime() - 3_600_000) },
        body: () => ({
          idVeiculo: v.id,
          idDestinoFinal: ids.destino,
          idResiduoPredominante: 1,
          situacao: 'Retirada',
          residuos: [{ idTipoResiduo: 1, volume: 3 }],
        }),
      };
    },
    wrongStatus: 'Solicitada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [
      ['veículo', without('idVeiculo'), 'Não foi selecionado um veiculo.'],
      ['destino final', without('idDestinoFinal'), 'Não foi selecionado um destino final.'],
      [
        'resíduo predominante',
        without('idResiduoPredominante'),
        'Não foi informado o campo de tipo de resíduo predominante.',
      ],
      [
        'resíduos repetidos',
        (b) => ({
          ...b,
          residuos: [
            { idTipoResiduo: 1, volume: 1 },
            { idTipoResiduo: 1, volume: 2 },
          ],
        }),
        /^O\(s\) tipo\(s\) de resíduos .+ está\(ão\) repetido\(s\)\.$/,
      ],
    ],
  },
  {
    route: 'GET voltar-situacao-alocada/:id',
    method: 'GET',
    url: (id) => `/api/voltar-situacao-alocada/${id}`,
    role: 'transportador',
    ok: async () => ({ ctr: { situacao: 'Retirada', idVeiculo: (await basculante()).id } }),
    wrongStatus: 'Alocada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [],
  },
  {
    route: 'PUT SolicitarCancelamentoSolicitacao/:id',
    method: 'PUT',
    url: (id) => `/api/SolicitarCancelamentoSolicitacao/${id}`,
    role: 'transportador',
    ok: async () => ({
      ctr: { situacao: 'Solicitada' },
      body: () => ({ motivoSolCancelamento: 'Obra paralisada pela fiscalização' }),
    }),
    wrongStatus: 'Cancelada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [['justificativa', without('motivoSolCancelamento'), 'A justificativa informada é inválida.']],
  },
  {
    route: 'PUT SolicitacaoTransporteProsseguir/:id',
    method: 'PUT',
    url: (id) => `/api/SolicitacaoTransporteProsseguir/${id}`,
    role: 'transportador',
    ok: async () => ({ ctr: { situacao: 'Cancelamento Recusado', situacaoAnterior: 'Solicitada' } }),
    wrongStatus: 'Solicitada',
    otherOwner: () => ({ idTransportador: outro.idPerfil }),
    missing: [],
  },
  ...(['Aceitar', 'Destinar'] as const).map(
    (acao): Caso => ({
      route: `PUT SolicitacaoTransporte${acao}/:id`,
      method: 'PUT',
      url: (id) => `/api/SolicitacaoTransporte${acao}/${id}`,
      role: 'secretaria',
      ok: async () => ({ ctr: { situacao: 'Cancelamento Solicitado', situacaoAnterior: 'Solicitada' } }),
      wrongStatus: 'Cancelamento Recusado',
      missing: [],
    }),
  ),
  {
    route: 'PUT SolicitacaoTransporteRecusar/:id',
    method: 'PUT',
    url: (id) => `/api/SolicitacaoTransporteRecusar/${id}`,
    role: 'secretaria',
    ok: async () => ({
      ctr: { situacao: 'Cancelamento Solicitado', situacaoAnterior: 'Solicitada' },
      body: () => ({ motivoRecSolCancelamento: 'A obra segue ativa' }),
    }),
    wrongStatus: 'Cancelada',
    missing: [
      [
        'motivo da recusa',
        without('motivoRecSolCancelamento'),
        'Insira um motivo para a recusa do cancelamento',
      ],
    ],
  },
  {
    route: 'POST residuos-triados-api/cadastrar',
    method: 'POST',
    url: () => '/api/residuos-triados-api/cadastrar',
    role: 'destino',
    ok: async () => ({
      ctr: { situacao: 'Destinada', idDestinoFinal: ids.destino },
      body: (id) => ({
        dadosTriagem: { idSolicitacaoTransporte: id, enviarPara: 'Aterro' },
        residuosTriados: [{ idTipoResiduo: 1, volumeAproximadoM3: 2, action: 'insert' }],
      }),
    }),
    wrongStatus: 'Retirada',
    otherOwner: () => ({ idDestinoFinal: null }),
    missing: [
      [
        'destino da triagem',
        (b) => ({ ...b, dadosTriagem: without('enviarPara')(b.dadosTriagem as Record<string, unknown>) }),
        'Você deve selecionar um destino para a triagem',
      ],
      [
        'linhas da triagem',
        (b) => ({ ...b, residuosTriados: [] }),
        'Você deve adicionar uma triagem de resíduo abaixo',
      ],
    ],
  },
];

async function run(caso: Caso, over: Ctr, bodyOf?: (id: number) => Record<string, unknown>) {
  const setup = await caso.ok();
  const id = await createCtr(t.db, ids, { ...setup.ctr, ...over });
  const body = bodyOf ? bodyOf(id) : (setup.body?.(id) as Record<string, unknown> | undefined);
  const res = await t.call(caso.method, caso.url(id), {
    token: await t.login(caso.role),
    ...(caso.method === 'GET' ? {} : { body: body ?? {} }),
  });
  return { id, res };
}

describe('every refusal of the CTR status changes (409 / 404 / 400 with the spec text)', () => {
  for (const caso of CASOS) {
    describe(caso.route, () => {
      it('accepts the CTR in a status it allows (control)', async () => {
        const { res } = await run(caso, {});
        expect(res.statusCode, res.body).toBe(200);
      });

      it(`409 from ${caso.wrongStatus}`, async () => {
        const { res } = await run(caso, { situacao: caso.wrongStatus });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error.type).toBe('CONFLICT');
        expect(res.json().error.message).toMatch(/\S/);
      });

      if (caso.otherOwner) {
        const other = caso.otherOwner;
        it("404 for another owner's CTR, without its data", async () => {
          const { res } = await run(caso, other());
          expect(res.statusCode, res.body).toBe(404);
          expect(res.body).not.toContain('Outra Transportadora');
        });
      }

      for (const [campo, change, message] of caso.missing) {
        it(`400 without ${campo}: the spec text`, async () => {
          const setup = await caso.ok();
          const id = await createCtr(t.db, ids, setup.ctr);
          const body = change((setup.body?.(id) ?? {}) as Record<string, unknown>);
          const res = await t.call(caso.method, caso.url(id), { token: await t.login(caso.role), body });
          expect(res.statusCode, res.body).toBe(400);
          if (typeof message === 'string') expect(res.json().error.message).toBe(message);
          else expect(res.json().error.message).toMatch(message);
        });
      }
    });
  }
});

describe('PUT destinoRapido/solicitacaoTransporte/:id (public weighing) refusals', () => {
  const pesar = async (over: Ctr, body: (v: { placa: string; token: string }) => Record<string, unknown>) => {
    const v = await poliguindaste();
    const id = await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0, ...over });
    return t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${id}`, {
      body: body({ placa: v.placa, token: v.token }),
    });
  };
  const valid = (cred: { placa: string; token: string }) => ({
    ...cred,
    idDestinoFinal: ids.destino,
    idResiduoPredominante: 1,
    idLocalidade: 9,
    situacao: 'Em Pesagem',
  });

  it('accepts a Retirada CTR of the vehicle transporter (control)', async () => {
    const res = await pesar({}, valid);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('409 from Alocada', async () => {
    const res = await pesar({ situacao: 'Alocada' }, valid);
    expect(res.statusCode, res.body).toBe(409);
  });

  it("404 for a CTR of another transporter than the vehicle's", async () => {
    const res = await pesar({ idTransportador: outro.idPerfil }, valid);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain('Outra Transportadora');
  });

  it('400 without Destino Final: the spec text', async () => {
    const res = await pesar({}, (c) => without('idDestinoFinal')(valid(c)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Destino Final é obrigatorio');
  });
});
