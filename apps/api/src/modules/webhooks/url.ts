import dns from 'node:dns/promises';
import net from 'node:net';

/** Whether the API runs in production (NODE_ENV=production): then only public https targets. */
const emProducao = () => process.env.NODE_ENV === 'production';

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * An address the server must not call in production: loopback, private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), link-local (169.254/16 — cloud metadata —, fe80::/10), carrier-grade NAT (100.64/10),
 * unspecified, multicast and reserved ranges, and IPv4 inside IPv6.
 */
function enderecoInterno(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const h = ip.toLowerCase();
  return (
    h === '::' ||
    h === '::1' ||
    h.startsWith('fc') ||
    h.startsWith('fd') ||
    /^fe[89ab]/.test(h) ||
    h.startsWith('ff') ||
    h.startsWith('::ffff:') ||
    h.startsWith('64:ff9b:')
  );
}

/**
 * The rule for a target URL, answered as a Portuguese message (null: acceptable). https always;
 * http only for localhost outside production; in production a name or address that is (or resolves
 * to) an internal address is refused. `resolver` is checked again before every delivery, so a name
 * that later points inside is refused then too.
 */
export async function problemaNaUrl(
  texto: string,
  producao = emProducao(),
  resolver: (host: string) => Promise<string[]> = resolverTodos,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return 'Endereço inválido: informe uma URL completa, como https://sistema.exemplo.com.br/rcc.';
  }
  if (url.username || url.password) return 'O endereço não pode conter usuário e senha.';
  const host = url.hostname.toLowerCase();
  const local = LOCAL_NAMES.has(host);
  if (url.protocol === 'http:') {
    if (!local || producao) return 'Use um endereço https (http só para localhost em desenvolvimento).';
  } else if (url.protocol !== 'https:') {
    return 'Use um endereço https.';
  }
  if (!producao) return null;
  const bare = host.replace(/^\[|\]$/g, '');
  let enderecos: string[];
  try {
    enderecos = net.isIP(bare) ? [bare] : await resolver(bare);
  } catch {
    return `Não foi possível encontrar o servidor ${host}.`;
  }
  if (!enderecos.length || enderecos.some(enderecoInterno))
    return 'Endereço não permitido: aponta para uma rede interna (loopback, privada ou link-local).';
  return null;
}

async function resolverTodos(host: string): Promise<string[]> {
  return (await dns.lookup(host, { all: true })).map((a) => a.address);
}
