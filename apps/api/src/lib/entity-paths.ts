/**
 * Entity names are case-insensitive in paths (DESIGN §3: `Perfil` and `perfil` both work): the
 * spellings a route is registered under.
 */
export function entityPaths(name: string, rest = ''): string[] {
  const camel = name.charAt(0).toLowerCase() + name.slice(1);
  return [...new Set([name, camel, name.toLowerCase()])].map((n) => `/${n}${rest}`);
}
