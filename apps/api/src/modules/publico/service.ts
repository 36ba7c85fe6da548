import {
  AppError,
  type AtendimentoPublicoInput,
  distanciaKm,
  iniciaisDoNome,
  type OndeDescartarQuery,
  type OndeDescartarResultado,
  recebePublico,
} from '@rcc/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../auditoria/service';
import { geocode, lookupCep, ProviderError } from '../geo/provider';
import * as q from './queries';

/** The public transporter list; a natural person appears by its initials only (issue #19). */
export async function findTransportadores(db: Db, f: Parameters<typeof q.findTransportadores>[1]) {
  const page = await q.findTransportadores(db, f);
  for (const r of page.rows)
    if (r.pessoa.tipoPessoa === 'F') r.pessoa.nomeRazaoSocial = iniciaisDoNome(r.pessoa.nomeRazaoSocial);
  return page;
}

const upstream = (err: unknown): never => {
  if (err instanceof ProviderError) throw new AppError('UPSTREAM');
  throw err;
};
const naoLocalizado = () =>
  new AppError(
    'NOT_FOUND',
    'Não foi possível localizar este endereço. Confira o CEP ou o endereço digitado.',
  );

/** The visitor's point: the device's, or the CEP's / address's through the one geocoding provider. */
async function origemDe(cfg: Pick<Config, 'cepProviderUrl' | 'geocoderUrl'>, f: OndeDescartarQuery) {
  if (f.lat !== undefined && f.lon !== undefined) return { lat: f.lat, lon: f.lon, endereco: null };
  let texto = f.endereco;
  let alternativa: string | undefined;
  if (f.cep) {
    const c = await lookupCep(cfg, f.cep).catch(upstream);
    if (!c) throw new AppError('NOT_FOUND', 'CEP não encontrado.');
    texto = [c.logradouro, c.bairro, `${c.localidade} - ${c.uf}`].filter(Boolean).join(', ');
    alternativa = [c.bairro, `${c.localidade} - ${c.uf}`].filter(Boolean).join(', ');
  }
  if (!texto) return null;
  for (const t of [texto, alternativa]) {
    if (!t) continue;
    const [hit] = await geocode(cfg, t, 1).catch(upstream);
    if (hit) return { lat: hit.lat, lon: hit.lon, endereco: hit.endereco || t };
  }
  throw naoLocalizado();
}

/**
 * "Onde descartar": the destinations that receive from the public, nearest first when the visitor
 * gave a CEP, an address or the device's position (those without a position go last).
 */
export async function ondeDescartar(
  db: Db,
  cfg: Pick<Config, 'cepProviderUrl' | 'geocoderUrl'>,
  f: OndeDescartarQuery,
): Promise<OndeDescartarResultado> {
  const [origem, rows] = await Promise.all([origemDe(cfg, f), q.findLocaisDescarte(db)]);
  const locais = rows.map((r) => ({
    ...r,
    distanciaKm:
      origem && r.lat !== null && r.lon !== null
        ? Math.round(distanciaKm(origem, { lat: r.lat, lon: r.lon }) * 10) / 10
        : null,
  }));
  if (origem) locais.sort((a, b) => (a.distanciaKm ?? Infinity) - (b.distanciaKm ?? Infinity));
  return { origem, locais };
}

async function atendimento(db: Db, idPerfil: number, forUpdate = false) {
  const row = await q.findAtendimentoPublico(db, idPerfil, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', 'Destino final não encontrado.');
  return row;
}

/** The destination's public-service fields for the authority's form. */
export async function lerAtendimentoPublico(db: Db, idPerfil: number) {
  const [row, classes] = await Promise.all([atendimento(db, idPerfil), q.classesMaterial(db)]);
  return {
    ...row,
    recebePublicoEfetivo: recebePublico(row.tipoDestinoFinal, row.recebePublico),
    classesDisponiveis: classes,
  };
}

/** The authority changes what the public sees of a destination; audited in the same transaction. */
export async function salvarAtendimentoPublico(
  db: Db,
  idPerfil: number,
  b: AtendimentoPublicoInput,
  quem: { user: { id: number } | null; ip: string },
) {
  await db.transaction(async (tx) => {
    const antes = await q.findAtendimentoPublico(tx, idPerfil, true);
    if (!antes) throw new AppError('NOT_FOUND', 'Destino final não encontrado.');
    const validas = new Set((await q.classesMaterial(tx)).map((c) => c.id));
    const invalida = b.classesAceitas.find((id) => !validas.has(id));
    if (invalida !== undefined)
      throw new AppError('VALIDATION', 'Classe de resíduo desconhecida.', {
        classesAceitas: 'Classe inválida.',
      });
    const classesAceitas = [...new Set(b.classesAceitas)].sort((x, y) => x - y);
    await q.updateAtendimentoPublico(tx, idPerfil, { ...b, classesAceitas });
    await audit(tx, {
      entidade: 'Perfil',
      idRegistro: idPerfil,
      acao: 'atendimento_publico',
      dados: { antes, depois: { ...b, classesAceitas } },
      user: quem.user,
      ip: quem.ip,
    });
  });
  return lerAtendimentoPublico(db, idPerfil);
}
