const PARTICULAS = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/**
 * The name 'Acessar como' shows before login (issue #12 item 3): enough for the owner to tell
 * its persons apart, not a full name for whoever types an e-mail.
 * 'Maria da Silva Souza' → 'Ma*** da S. S.'; 'Construtora Alfa Ltda' → 'Co*** A. L.'.
 */
export function mascararNome(nome: string): string {
  const [primeira = '', ...resto] = nome.trim().split(/\s+/);
  const inicio = `${primeira.slice(0, 2)}***`;
  const demais = resto.map((p) => (PARTICULAS.has(p.toLowerCase()) ? p : `${p.charAt(0)}.`));
  return [inicio, ...demais].join(' ');
}
