import type { SqlFragment } from '../../sql';

/** How big the city is (issue #14 item 3: a few thousand CTRs over 90 days). */
export const PLANO = {
  ctrs: 4000,
  dias: 90,
  /** Pessoa numbering inside the city: k = 1..8 transporters, 9..14 destinations, then generators, citizens, pending. */
  geradoresPj: 20,
  geradoresPf: 40,
  cidadaos: 15,
  pendentes: 10,
  /** Obras: 0 is the demo's, 1..3 the demo generator's others, one per generator, then more for the companies. */
  obrasExtrasPj: 120,
  ocorrencias: 180,
  /** Vehicles per transporter, t = 0 the demo transporter (plus its three demo vehicles, never used here). */
  veiculos: [6, 8, 5, 6, 4, 5, 4, 3, 2],
  /** Yard bins per transporter (bins on the street are added, one per open CTR that holds one). */
  cacambasPatio: [14, 12, 8, 8, 6, 8, 6, 5, 3],
} as const;

export const K = {
  transportador: 0,
  destino: 8,
  gerador: 14,
  get cidadao() {
    return this.gerador + PLANO.geradoresPj + PLANO.geradoresPf;
  },
  get pendente() {
    return this.cidadao + PLANO.cidadaos;
  },
  get total() {
    return this.pendente + PLANO.pendentes;
  },
};

/** First free id of each table before the city; generated rows take base + k. */
export interface Bases {
  pessoa: number;
  perfil: number;
  usuario: number;
  obra: number;
  veiculo: number;
  cacamba: number;
  ctr: number;
}

/** The demo logins' rows the city hangs on. */
export interface Demo {
  transportador: { perfil: number; usuario: number };
  gerador: { perfil: number; usuario: number };
  destino: { perfil: number; usuario: number };
  secretaria: number;
  fiscal: number;
  cidadao: number;
  admin: number;
  obra: number;
}

export interface Step {
  name: string;
  sql: string | SqlFragment | ReadonlyArray<string | SqlFragment>;
}
