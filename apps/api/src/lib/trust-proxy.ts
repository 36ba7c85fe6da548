import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What Fastify's `trustProxy` takes here: nobody, a hop count, or the balancers' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted as written. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(item: string): boolean {
  if (NAMED.has(item)) return true;
  const [addr, bits, extra] = item.split('/');
  if (extra !== undefined || !addr) return false;
  const kind = net.isIP(addr);
  if (!kind) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (kind === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (issue #18): who may name the client in X-Forwarded-For. Empty or `false`: nobody
 * (the address is the TCP peer's). A number: that many balancers in front (the client is that many
 * hops back in the header). A comma-separated list of addresses or CIDRs (or loopback, linklocal,
 * uniquelocal): only a peer in it is believed, hop by hop. `true` is refused: it would believe a
 * forged header from anyone, and every throttle keyed by address would follow the forger.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true')
    throw new Error(
      'TRUST_PROXY=true confiaria em X-Forwarded-For enviado por qualquer um: informe os endereços ' +
        'do balanceador (ex.: TRUST_PROXY=10.0.0.5,10.0.1.0/24) ou quantos proxies há na frente (ex.: TRUST_PROXY=1).',
    );
  if (/^\d+$/.test(v)) return Number(v);
  const items = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((i) => !isAddressOrCidr(i));
  if (bad.length) throw new Error(`Valor inválido em TRUST_PROXY: ${bad.join(', ')}`);
  return items;
}

/** Fastify's option: a hop count becomes "trust the first n hops" (what Fastify does with a number). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_addr, hop) => hop < trust;
}

/**
 * A loud warning (once per process) when a request carries proxy headers that were not believed:
 * either the API sits behind a balancer that TRUST_PROXY does not name (every client then looks
 * like the balancer, and the per-address throttles count the whole city as one), or someone is
 * forging the header.
 */
export function warnUntrustedProxyHeaders(app: FastifyInstance, trust: TrustProxy): void {
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || !req.headers['x-forwarded-for']) return;
    if (req.ip !== req.socket.remoteAddress) return;
    warned = true;
    req.log.warn(
      { peer: req.socket.remoteAddress, trustProxy: trust },
      `ATENÇÃO: cabeçalho X-Forwarded-For recebido de ${req.socket.remoteAddress}, que não está em TRUST_PROXY — ` +
        'o cabeçalho foi ignorado. Atrás de um balanceador, configure TRUST_PROXY com o endereço dele ' +
        '(ou o número de proxies); do contrário, alguém está forjando o cabeçalho.',
    );
  });
}
