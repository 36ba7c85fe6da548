import type { ListResult } from '../api/types';
import { sessionStore } from '../auth/session-store';
import type { SessionUser } from '../auth/types';
import { semRede } from './sem-rede';

/**
 * The device's copy of what the field screens last read (issue #16): the signed-in user and the
 * last answer of each field list (Retirar, Recebimento), so a page reloaded without a connection
 * still opens and shows the list as it was, with its date. Only the device's own session sees it,
 * and everything is erased when the session ends (logout, expiry, another login): a shared phone
 * keeps nothing of the previous person. The server re-checks every action when it is sent.
 */
const PREFIXO = 'rcc.offline.';
const USUARIO = `${PREFIXO}usuario`;
const chaveLista = (nome: string) => `${PREFIXO}lista.${nome}`;
/** Answers kept per list (one per filter, sort and page combination), newest first. */
const MAX_POR_LISTA = 10;

interface Copia<T> {
  /** The request it answers (JSON of the find parameters). */
  chave: string;
  /** When the server gave this answer (ISO). */
  em: string;
  idUsuario: number;
  dados: T;
}

/** A list answer read from the device instead of the server: `copiaOfflineDe` is its date (ISO). */
export type ComCopiaOffline<T> = ListResult<T> & { copiaOfflineDe?: string };

function armazenamento(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function ler<T>(chave: string): T | null {
  try {
    const bruto = armazenamento()?.getItem(chave);
    return bruto ? (JSON.parse(bruto) as T) : null;
  } catch {
    return null;
  }
}

function gravar(chave: string, valor: unknown) {
  try {
    armazenamento()?.setItem(chave, JSON.stringify(valor));
  } catch {
    // Storage full or disabled: the screen still works online, only the offline copy is missing.
  }
}

/** Erases every copy (the user and the lists); the offline queue of actions is kept apart. */
function apagarCopias() {
  const store = armazenamento();
  if (!store) return;
  const chaves: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PREFIXO)) chaves.push(k);
  }
  for (const k of chaves) store.removeItem(k);
}

/** The user of the last session validated on this device, for a start without a connection. */
export const usuarioDoAparelho = (): SessionUser | null => ler<SessionUser>(USUARIO);

let acompanhando = false;

/**
 * Keeps the copy in step with the session: the user is written when a session is known, and all
 * copies are erased when it ends. Called once at the app's start.
 */
export function acompanharSessao() {
  if (acompanhando) return;
  acompanhando = true;
  let idAnterior: number | null = sessionStore.getState().user?.id ?? null;
  sessionStore.subscribe(() => {
    const { status, user } = sessionStore.getState();
    if (status === 'success' && user) {
      // Another person signed in on this device: the previous one's lists go.
      if (idAnterior !== null && idAnterior !== user.id) apagarCopias();
      idAnterior = user.id;
      gravar(USUARIO, user);
    } else if (status === 'empty' || status === 'error' || status === 'logout') {
      idAnterior = null;
      apagarCopias();
    }
  });
}

/** The signed-in user's copies under `nome`, newest first. */
function copiasDoUsuario<T>(nome: string): Copia<ListResult<T>>[] {
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  return (ler<Copia<ListResult<T>>[]>(chaveLista(nome)) ?? []).filter((c) => c.idUsuario === idUsuario);
}

/**
 * Keeps `dados` as the answer to `params` under `nome` (the newest `max` answers stay): a screen
 * that reads ahead, while online, what another screen will need offline.
 */
export function gravarCopia<T>(nome: string, params: unknown, dados: ListResult<T>, max = MAX_POR_LISTA) {
  const chave = JSON.stringify(params);
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const nova: Copia<ListResult<T>> = { chave, em: new Date().toISOString(), idUsuario, dados };
  const outras = copiasDoUsuario<T>(nome).filter((c) => c.chave !== chave);
  gravar(chaveLista(nome), [nova, ...outras].slice(0, max));
}

/** The kept answer to `params` under `nome`, marked with its date; null when there is none. */
export function lerCopia<T>(nome: string, params: unknown): ComCopiaOffline<T> | null {
  const chave = JSON.stringify(params);
  const copia = copiasDoUsuario<T>(nome).find((c) => c.chave === chave);
  return copia ? { ...copia.dados, copiaOfflineDe: copia.em } : null;
}

/**
 * Every row kept under `nome` (all its pages and filters, newest answer first, each row once by
 * `id`), dated by the oldest answer used: what the device last saw of that list.
 */
export function linhasDasCopias<T extends { id: number }>(nome: string): ComCopiaOffline<T> | null {
  const copias = copiasDoUsuario<T>(nome);
  if (!copias.length) return null;
  const vistas = new Map<number, T>();
  for (const c of copias) for (const r of c.dados.rows) if (!vistas.has(r.id)) vistas.set(r.id, r);
  const rows = [...vistas.values()];
  return { rows, count: rows.length, copiaOfflineDe: copias[copias.length - 1]!.em };
}

/**
 * Reads a list through `buscar` and keeps the answer on the device under `nome`; when the request
 * finds no network, answers the kept copy of the same request instead, marked with its date. With
 * no copy (never read online, or read by another user) the network error goes on as usual.
 */
export async function lerComCopia<T>(
  nome: string,
  params: unknown,
  buscar: () => Promise<ListResult<T>>,
  max = MAX_POR_LISTA,
): Promise<ComCopiaOffline<T>> {
  try {
    const dados = await buscar();
    gravarCopia(nome, params, dados, max);
    return dados;
  } catch (e) {
    const copia = semRede(e) ? lerCopia<T>(nome, params) : null;
    if (!copia) throw e;
    return copia;
  }
}
