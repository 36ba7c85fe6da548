import { AppError, type BuscaItem, formatCpfCnpj, normalizeCpfCnpj, normalizePlaca } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../auth/user';
import { buildFind } from '../find/builder';
import { allowedFields, mayUse } from '../find/policy';
import { findEntity } from '../find/registry';

type Row = Record<string, unknown>;

/**
 * One kind of thing the palette finds. Each goes through the generic find of its entity, so the
 * entity's access, field policy (find/policy.ts) and row scope (ctrScope, obraVisible, the
 * transporter's and the person's own rows) apply exactly as on its screens: nothing here widens them.
 */
interface Source {
  entity: string;
  tipo: BuscaItem['tipo'];
  fields: string[];
  /** The find's `where` for this query, or null when the query cannot be one of these. */
  where: (q: string) => Record<string, unknown> | null;
  item: (row: Row) => Omit<BuscaItem, 'tipo'>;
}

const PER_SOURCE = 5;
const text = (value: unknown) => (value == null ? '' : String(value));
/** A user's words inside an ILIKE pattern: its own wildcards are taken literally. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => ({ $iLike: `%${likeEscape(q)}%` });

const ctrNumber = (q: string) => /^(?:ctr\s*)?(?:n[º°o.]?\s*)?#?\s*(\d{1,9})$/i.exec(q)?.[1];
const cpfCnpj = (q: string) => {
  const value = normalizeCpfCnpj(q).replace(/[^0-9A-Z]/g, '');
  return value.length === 11 || value.length === 14 ? value : null;
};
const placa = (q: string) => {
  const value = normalizePlaca(q);
  return /^[A-Z]{3}\d[A-Z\d]?\d{0,2}$/.test(value) ? value : null;
};

const SOURCES: Source[] = [
  {
    entity: 'ViewSolicitacaoTransporte',
    tipo: 'ctr',
    fields: ['id', 'situacao', 'nomeObra', 'nomeTransportador'],
    where: (q) => {
      const n = ctrNumber(q);
      return n ? { id: Number(n) } : null;
    },
    item: (r) => ({
      id: Number(r.id),
      titulo: `CTR ${text(r.id)}`,
      descricao: [text(r.situacao), text(r.nomeObra), text(r.nomeTransportador)].filter(Boolean).join(' · '),
    }),
  },
  {
    entity: 'Pessoa',
    tipo: 'pessoa',
    fields: ['id', 'nomeRazaoSocial', 'cpfCnpj', 'tipoPessoa'],
    where: (q) => {
      const doc = cpfCnpj(q);
      if (doc) return { cpfCnpj: doc };
      return q.length >= 3 && !/^\d+$/.test(q) ? { nomeRazaoSocial: contains(q) } : null;
    },
    item: (r) => ({
      id: Number(r.id),
      titulo: text(r.nomeRazaoSocial),
      descricao: `${r.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'} ${formatCpfCnpj(text(r.cpfCnpj))}`,
    }),
  },
  {
    entity: 'Veiculo',
    tipo: 'veiculo',
    fields: ['id', 'placa', 'tipo', 'marca', 'modelo'],
    where: (q) => {
      const p = placa(q);
      return p ? { placa: { $iLike: `${p}%` }, excluido: 0 } : null;
    },
    item: (r) => ({
      id: Number(r.id),
      titulo: `Veículo ${text(r.placa)}`,
      descricao: [text(r.tipo), text(r.marca), text(r.modelo)].filter(Boolean).join(' · '),
    }),
  },
  {
    entity: 'Obra',
    tipo: 'obra',
    fields: ['id', 'nomeObra', 'endereco', 'bairro'],
    where: (q) => (q.length >= 3 && !/^\d+$/.test(q) ? { nomeObra: contains(q) } : null),
    item: (r) => ({
      id: Number(r.id),
      titulo: `Obra ${text(r.nomeObra)}`,
      descricao: [text(r.endereco), text(r.bairro)].filter(Boolean).join(' · '),
    }),
  },
];

/** Finds, within the user's scope, what the query names: at most PER_SOURCE of each kind. */
export async function buscar(db: Queryable, user: AuthUser, q: string): Promise<BuscaItem[]> {
  const found = await Promise.all(
    SOURCES.map(async (source) => {
      const where = source.where(q);
      const def = findEntity(source.entity);
      if (!where || !def || !mayUse(def.access, user)) return [];
      const readable = allowedFields(def, user);
      if (!source.fields.every((name) => readable.has(name))) return [];
      try {
        const built = buildFind(def, { where, fields: source.fields, limit: PER_SOURCE }, user);
        const rows = await db.query<{ row: Row }>(built.rows);
        return rows.map(({ row }) => ({ tipo: source.tipo, ...source.item(row) }));
      } catch (error) {
        // A field this user's roles may not filter by is a 400 of the find: for the palette, no hits.
        if (error instanceof AppError && error.code === 'VALIDATION') return [];
        throw error;
      }
    }),
  );
  return found.flat();
}
