import { F, TIPO_PERFIL } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { need } from '../../src/http/access';
import { geradorPerfilIds, isStaff } from '../../src/modules/auth/user';
import { allEntities, f, registerEntity } from '../../src/modules/find/registry';
import { createTestContext, DEMO, type DemoRole, type TestContext } from '../helpers';
import { createPessoaComPerfil } from './factories';
import { countVisible, expectInvisibleToOthers, keyField } from './object-level';
import { mintToken } from './sessions';

/**
 * Rows of one transporter/generator/destination/citizen are invisible to another of the same
 * kind, for every generic-find entity that declares a row scope, present now or landing later.
 */
const OWNERS: Array<{ role: DemoRole; tipoPerfil: number; tipoPessoa: 'F' | 'J' }> = [
  { role: 'transportador', tipoPerfil: TIPO_PERFIL.TRANSPORTADOR_PJ, tipoPessoa: 'J' },
  { role: 'gerador', tipoPerfil: TIPO_PERFIL.GERADOR_PF, tipoPessoa: 'F' },
  { role: 'destino', tipoPerfil: TIPO_PERFIL.DESTINO_FINAL, tipoPessoa: 'J' },
  { role: 'cidadao', tipoPerfil: TIPO_PERFIL.CIDADAO, tipoPessoa: 'F' },
];

/**
 * Scoped entities whose rows a same-kind outsider may legitimately see (shared lists), with the
 * reason. Empty: by default a non-staff user's visible rows are its own.
 */
const SHARED: Record<string, string> = {
  ClasseMaterial: 'catálogo comum; o escopo só esconde as classes especiais (CARGA MISTA, CONTRATADA)',
  TipoResiduo: 'catálogo comum; o escopo só esconde os tipos das classes especiais',
  OcorrenciaCacambaLookup:
    'quem denuncia identifica a caçamba de qualquer transportador (só id e número; o escopo esconde as excluídas)',
  Mensagem:
    'avisos a tipos de perfil: todo usuário do tipo destinatário vê a mesma mensagem ativa (spec 3 §7)',
  OcorrenciaVeiculoLookup:
    'quem denuncia identifica o veículo de qualquer transportador (só id, placa e tipo; o escopo esconde os excluídos)',
};

let t: TestContext;
const tokens = new Map<string, string>();
const tokenOf = async (role: string) => {
  const cached = tokens.get(role);
  if (cached) return cached;
  const token = role in DEMO ? await t.login(role as DemoRole) : '';
  tokens.set(role, token);
  return token;
};

beforeAll(async () => {
  t = await createTestContext();
  for (const o of OWNERS) {
    const outsider = await createPessoaComPerfil(t, { tipoPerfil: o.tipoPerfil, tipoPessoa: o.tipoPessoa });
    tokens.set(`outro-${o.role}`, await mintToken(t, outsider.email));
  }
});
afterAll(() => t.close());

const scoped = () => allEntities().filter((e) => e.scope && !SHARED[e.name]);

describe('object-level authorization', () => {
  it('each outsider has exactly the rights of its demo counterpart (same kind, other owner)', async () => {
    for (const o of OWNERS) {
      const demo = await t.call('GET', '/api/me', { token: await tokenOf(o.role) });
      const other = await t.call('GET', '/api/me', { token: await tokenOf(`outro-${o.role}`) });
      expect(other.statusCode).toBe(200);
      expect(other.json().data.id).not.toBe(demo.json().data.id);
      expect(other.json().data.rights).toEqual(demo.json().data.rights);
    }
  });

  it("another owner's rows are invisible in the generic find and in every path route", async () => {
    const entities = scoped();
    if (entities.length === 0) {
      console.warn('object-level: nenhuma entidade com escopo de linha registrada ainda (nada a verificar)');
    }
    let pairs = 0;
    for (const def of entities) {
      for (const o of OWNERS) {
        const owner = await tokenOf(o.role);
        const res = await t.call('POST', `/api/${def.name}/find`, {
          token: owner,
          body: { fields: [keyField(def.name)], limit: 1000 },
        });
        if (res.statusCode === 403) continue;
        expect(res.statusCode, `${o.role} ${def.name}: ${res.body}`).toBe(200);
        const ids = (res.json().data.rows as Array<Record<string, unknown>>).map(
          (r) => r[keyField(def.name)],
        );
        // First, last and middle rows: enough to catch a missing scope without a quadratic walk.
        const sample = [...new Set([ids[0], ids[Math.floor(ids.length / 2)], ids[ids.length - 1]])].filter(
          (x) => x !== undefined,
        );
        for (const id of sample) {
          await expectInvisibleToOthers(t, tokenOf, def.name, id, o.role, `outro-${o.role}`);
          // Staff see every row (DESIGN §3): the row exists and the scope is what hid it.
          expect((await countVisible(t, def.name, id, await tokenOf('admin'))).count).toBe(1);
          pairs++;
        }
      }
    }
    console.info(`object-level: ${entities.length} entidades com escopo, ${pairs} linhas verificadas`);
    expect(pairs >= entities.length || entities.length === 0).toBe(true);
  });

  it('the helper catches a missing scope (self-test on a test-only entity over obra)', async () => {
    const base = {
      from: 'obra',
      fields: { id: f('t.id', 'number'), nomeObra: f('t.nome_obra', 'string') },
      access: need(F.MANTER_OBRA, 'consulta'),
      fieldsByRole: { staff: '*', gerador: '*' } as const,
    };
    registerEntity({
      ...base,
      name: 'TesteObraComEscopo',
      scope: (user, alias) =>
        user && isStaff(user)
          ? null
          : sql`${sql.raw(alias)}.id_gerador = ANY(${user ? geradorPerfilIds(user) : []}::int[])`,
    });
    registerEntity({ ...base, name: 'TesteObraSemEscopo', scope: () => null });
    const outsider = await createPessoaComPerfil(t, { tipoPerfil: TIPO_PERFIL.GERADOR_PF, tipoPessoa: 'F' });
    tokens.set('outro-gerador-2', await mintToken(t, outsider.email));
    const [obra] = await t.db.query<{ id: number }>('SELECT id FROM obra ORDER BY id LIMIT 1');
    await expectInvisibleToOthers(t, tokenOf, 'TesteObraComEscopo', obra!.id, 'gerador', 'outro-gerador-2');
    await expect(
      expectInvisibleToOthers(t, tokenOf, 'TesteObraSemEscopo', obra!.id, 'gerador', 'outro-gerador-2'),
    ).rejects.toThrow(/não pode ver/);
  });
});
