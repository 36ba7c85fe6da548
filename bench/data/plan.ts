/** How many of each thing a city with `ctrs` CTRs over five years has (issue #7: 1.6 million ≙ DF). */
export interface Plan {
  ctrs: number;
  transportadores: number;
  destinos: number;
  geradores: number;
  cidadaos: number;
  obras: number;
  veiculos: number;
  cacambas: number;
  ocorrencias: number;
  mensagens: number;
  /** The last CTRs (about 0.5%, at least 50) are still open: Solicitada, Enviada, Alocada… */
  recentes: number;
  /** Vehicles and bins of the large transporter (the first one): 10% of the fleet. */
  veiculosGrande: number;
  cacambasGrande: number;
}

export function makePlan(ctrs: number): Plan {
  const s = ctrs / 1_600_000;
  const n = (base: number, min: number) => Math.max(min, Math.round(base * s));
  const transportadores = n(1000, 5);
  const veiculos = Math.max(n(3000, 15), transportadores * 3);
  const cacambas = Math.max(n(20_000, 50), transportadores * 3);
  return {
    ctrs,
    transportadores,
    destinos: n(150, 4),
    geradores: n(200_000, 30),
    cidadaos: n(5000, 10),
    obras: n(300_000, 50),
    veiculos,
    cacambas,
    ocorrencias: n(250_000, 20),
    mensagens: Math.min(n(300, 10), 1000),
    recentes: Math.max(50, Math.round(ctrs * 0.005)),
    veiculosGrande: Math.floor(veiculos / 10),
    cacambasGrande: Math.floor(cacambas / 10),
  };
}

/** First free id of each table before the load; generated rows take base + k. */
export interface Bases {
  pessoa: number;
  perfil: number;
  usuario: number;
  obra: number;
  veiculo: number;
  cacamba: number;
  ctr: number;
  mensagem: number;
  anexo: number;
}

/** The CTR-scale parameters the SQL needs, as trusted numeric literals. */
export function ids(p: Plan, b: Bases) {
  const T = p.transportadores;
  return {
    /** perfil id of transporter t (1-based); t = 1 is the large one. */
    transpPerfil: (t: string) => `(${b.perfil} + ${t})`,
    destinoPerfil: (d: string) => `(${b.perfil} + ${T} + ${d})`,
    geradorPerfil: (g: string) => `(${b.perfil} + ${T} + ${p.destinos} + ${g})`,
    /** Transporter (1-based) of obra o: 8% the large one, the rest skewed (a few big, many small). */
    obraTransp: (o: string) =>
      `(CASE WHEN bench_gen.h(${o}, 11) % 100 < 8 THEN 1 ELSE 2 + floor(${T - 1} * power((bench_gen.h(${o}, 12) % 1000000) / 1000000.0, 2))::int END)`,
    /** A vehicle (1-based) of transporter t chosen by r; the first 10% of the fleet is t = 1's. */
    veiculoDe: (t: string, r: string) => fleet(t, r, p.veiculos, p.veiculosGrande, T),
    cacambaDe: (t: string, r: string) => fleet(t, r, p.cacambas, p.cacambasGrande, T),
    /** Owner (1-based transporter) of fleet item j. */
    donoDe: (j: string, big: number) =>
      `(CASE WHEN ${j} <= ${big} THEN 1 ELSE 2 + (${j} - ${big} - 1) % ${T - 1} END)`,
  };
}

function fleet(t: string, r: string, total: number, big: number, T: number): string {
  const count = `((${total} - ${big} - (${t} - 1)) / ${T - 1} + 1)`;
  return `(CASE WHEN ${t} = 1 THEN 1 + ${r} % ${big} ELSE ${big} + (${t} - 1) + ${T - 1} * (${r} % ${count}) END)`;
}
