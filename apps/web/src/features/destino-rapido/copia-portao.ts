import { semRede } from '../../shared/offline/sem-rede';

/**
 * The gate's own copy of its CTR lists (issue #16): the Destino Rápido page has no session — the
 * driver is the plate and its token — so the session-bound copies (shared/offline/copia-offline.ts,
 * erased when no one is signed in) cannot serve it. The vehicle, destination and origin lists are
 * GETs the service worker keeps; the CTR lists are POSTs it cannot, so after a reload without a
 * connection the driver could not pick a CTR. Each answer is kept per plate and list, bound to a
 * digest of the token (another token of the same plate reads nothing) and for one working day at
 * most: an older copy is erased, not shown. The server re-checks every queued action when it is sent.
 */
const PREFIXO = 'rcc.portao.';
/** A copy older than this is not shown (and is erased). */
export const COPIA_PORTAO_VALIDADE_MS = 24 * 3600 * 1000;

interface CopiaPortao<T> {
  token: string;
  em: string;
  dados: T;
}

const chave = (placa: string, lista: string) => `${PREFIXO}${placa.toUpperCase()}.${lista}`;

function armazenamento(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

async function resumoDoToken(placa: string, token: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${placa.toUpperCase()}\0${token}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An answer read from the gate's copy, with the copy's date (ISO). */
export type ComCopiaPortao<T> = { dados: T; copiaOfflineDe?: string };

/**
 * Asks the server through `buscar` and keeps the answer; when the request finds no network,
 * answers the kept copy of the same plate, list and token, with its date. Without a valid copy the
 * network error goes on as usual.
 */
export async function lerComCopiaDoPortao<T>(
  placa: string,
  token: string,
  lista: string,
  buscar: () => Promise<T>,
  agora: () => number = Date.now,
): Promise<ComCopiaPortao<T>> {
  const store = armazenamento();
  const k = chave(placa, lista);
  try {
    const dados = await buscar();
    if (store) {
      const copia: CopiaPortao<T> = {
        token: await resumoDoToken(placa, token),
        em: new Date(agora()).toISOString(),
        dados,
      };
      try {
        store.setItem(k, JSON.stringify(copia));
      } catch {
        // Storage full or disabled: the page works online, only the offline copy is missing.
      }
    }
    return { dados };
  } catch (e) {
    if (!semRede(e) || !store) throw e;
    let copia: CopiaPortao<T> | null = null;
    try {
      copia = JSON.parse(store.getItem(k) ?? 'null') as CopiaPortao<T> | null;
    } catch {
      copia = null;
    }
    if (!copia) throw e;
    if (agora() - Date.parse(copia.em) > COPIA_PORTAO_VALIDADE_MS) {
      store.removeItem(k);
      throw e;
    }
    if (copia.token !== (await resumoDoToken(placa, token))) throw e;
    return { dados: copia.dados, copiaOfflineDe: copia.em };
  }
}
