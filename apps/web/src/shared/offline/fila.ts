import { isApiError } from '../api/api-error';
import { api } from '../api/client';
import { sessionStore } from '../auth/session-store';
import { type AcaoOffline, type CampoForm, type FilaStore, filaEmMemoria, filaIndexedDb } from './fila-store';
import { semRede } from './sem-rede';

export type { AcaoOffline, CampoForm } from './fila-store';

/** The action a screen asks for: sent now when it can be, else kept in the queue. */
export type NovaAcao = Omit<AcaoOffline, 'id' | 'chave' | 'criadaEm' | 'situacao' | 'recusa'>;

export const MSG_GUARDADA =
  'Sem conexão: a ação ficou guardada neste aparelho (pendente de envio) e será enviada quando a conexão voltar.';

export type Resultado<T> = { enviada: true; dados: T } | { enviada: false };

let store: FilaStore = typeof indexedDB === 'undefined' ? filaEmMemoria() : filaIndexedDb();
let snapshot: AcaoOffline[] = [];
const ouvintes = new Set<() => void>();
const canal = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rcc-fila-offline');

/** Tests use their own store. */
export function usarStore(novo: FilaStore) {
  store = novo;
  snapshot = [];
}

export const lerFila = () => snapshot;

export function ouvirFila(fn: () => void): () => void {
  ouvintes.add(fn);
  return () => ouvintes.delete(fn);
}

async function recarregar(avisarOutrasAbas = true) {
  snapshot = (await store.listar()).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const fn of ouvintes) fn();
  if (avisarOutrasAbas) canal?.postMessage('mudou');
}
canal?.addEventListener('message', () => void recarregar(false));

const novaChave = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const estaOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function paraForm(campos: CampoForm[]): FormData {
  const form = new FormData();
  for (const [nome, valor, arquivo] of campos) {
    if (typeof valor === 'string') form.append(nome, valor);
    else form.append(nome, valor, arquivo);
  }
  return form;
}

/** One attempt, always under the action's own key. */
function enviar<T>(a: Pick<AcaoOffline, 'chave' | 'metodo' | 'caminho' | 'corpo' | 'publica'>): Promise<T> {
  const opts = { headers: { 'Idempotency-Key': a.chave }, skipAuthHandler: Boolean(a.publica) };
  if (a.corpo.tipo === 'form') return api.upload<T>(a.caminho, paraForm(a.corpo.campos), a.metodo, opts);
  return a.metodo === 'PUT'
    ? api.put<T>(a.caminho, a.corpo.valor, opts)
    : api.post<T>(a.caminho, a.corpo.valor, opts);
}

/** What the person can do about a refusal, by the kind of answer. */
function oQueFazer(status: number): string {
  if (status === 409)
    return 'A situação da CTR mudou antes do envio (por exemplo, foi cancelada ou já recebida). Confira a CTR e, se ainda for preciso, faça a ação de novo.';
  if (status === 404)
    return 'A CTR não foi encontrada para este envio. Confira o número da CTR com o transportador.';
  if (status === 401 || status === 403)
    return 'Entre de novo com um usuário que tenha permissão e faça a ação outra vez.';
  if (status === 400 || status === 422) return 'Confira os dados informados e faça a ação de novo.';
  return 'Confira a CTR e, se ainda for preciso, faça a ação de novo.';
}

/** A batch answer (Receber em Lote): each CTR's result. */
interface RespostaPorCtr {
  message?: string;
  resultados?: { id: number; success: boolean; error?: { type?: string; message?: string } }[];
}

const STATUS_DO_TIPO: Record<string, number> = { CONFLICT: 409, NOT_FOUND: 404, FORBIDDEN: 403 };

/** The CTRs of a batch that the server refused, as one refusal (the others went through). */
function recusaDoLote(dados: unknown): AcaoOffline['recusa'] | undefined {
  const falhas = ((dados as RespostaPorCtr | null)?.resultados ?? []).filter((r) => !r.success);
  if (!falhas.length) return undefined;
  const status = STATUS_DO_TIPO[falhas[0]?.error?.type ?? ''] ?? 409;
  const porCtr = falhas.map((f) => `CTR ${f.id}: ${f.error?.message ?? 'recusada'}`).join('; ');
  const recebidas = ((dados as RespostaPorCtr).resultados?.length ?? 0) > falhas.length;
  return {
    status,
    mensagem: `${(dados as RespostaPorCtr).message ?? ''} (${porCtr})`.trim(),
    oQueFazer: `${recebidas ? 'As outras CTRs do lote foram enviadas. ' : ''}${oQueFazer(status)}`,
  };
}

let emCurso: Promise<void> | null = null;

/**
 * Sends the pending actions in the order they were made. A network failure stops the round (the
 * rest waits for the connection, in order); a refusal is kept, with the server's message, until
 * the person dismisses it. A session that expired keeps the action pending for after the login.
 */
export function sincronizar(): Promise<void> {
  emCurso ??= (async () => {
    try {
      await recarregar(false);
      const usuario = sessionStore.getState().user?.id;
      const minhas = (a: AcaoOffline) => a.publica || a.idUsuario === usuario;
      for (const acao of snapshot.filter((a) => a.situacao === 'pendente' && minhas(a))) {
        try {
          const dados = await enviar(acao);
          const recusa = acao.respostaPorCtr ? recusaDoLote(dados) : undefined;
          if (recusa) await store.atualizar({ ...acao, situacao: 'recusada', recusa });
          else await store.remover(acao.id!);
        } catch (e) {
          if (semRede(e) || (isApiError(e) && e.status === 401 && !acao.publica)) break;
          const status = isApiError(e) ? e.status : 0;
          const mensagem = e instanceof Error ? e.message : String(e);
          await store.atualizar({
            ...acao,
            situacao: 'recusada',
            recusa: { status, mensagem, oQueFazer: oQueFazer(status) },
          });
        } finally {
          await recarregar();
        }
      }
    } finally {
      emCurso = null;
    }
  })();
  return emCurso;
}

async function guardar(acao: NovaAcao, chave: string) {
  await store.adicionar({
    ...acao,
    chave,
    criadaEm: new Date().toISOString(),
    situacao: 'pendente',
  });
  await recarregar();
}

/**
 * Sends the action now, or keeps it on the device: when the browser is offline, when the request
 * found no network (the same key makes a second send safe even if the first reached the server),
 * or when older actions still wait (they go first). A refusal while online is thrown as usual.
 */
export async function enviarOuGuardar<T>(acao: NovaAcao): Promise<Resultado<T>> {
  const chave = novaChave();
  await recarregar(false);
  const pendentes = snapshot.some((a) => a.situacao === 'pendente' && a.grupo === acao.grupo);
  if (estaOffline() || pendentes) {
    await guardar(acao, chave);
    if (!estaOffline()) void sincronizar();
    return { enviada: false };
  }
  try {
    return { enviada: true, dados: await enviar<T>({ ...acao, chave }) };
  } catch (e) {
    if (!semRede(e)) throw e;
    await guardar(acao, chave);
    return { enviada: false };
  }
}

/** The person has read the refusal: it leaves the list. Pending actions cannot be dismissed. */
export async function dispensar(id: number) {
  const acao = snapshot.find((a) => a.id === id);
  if (acao?.situacao !== 'recusada') return;
  await store.remover(id);
  await recarregar();
}

let iniciada = false;

/** Once per page: sends at start, when the connection returns and every 30 s while actions wait. */
export function iniciarFilaOffline() {
  if (iniciada || typeof window === 'undefined') return;
  iniciada = true;
  window.addEventListener('online', () => void sincronizar());
  setInterval(() => {
    if (!estaOffline() && snapshot.some((a) => a.situacao === 'pendente')) void sincronizar();
  }, 30_000);
  void (estaOffline() ? recarregar(false) : sincronizar());
}

/** FormData as it can be kept on the device (files stay Blobs). */
export function camposDoForm(form: FormData): CampoForm[] {
  return [...form.entries()].map(([nome, valor]) =>
    typeof valor === 'string' ? [nome, valor] : [nome, valor, (valor as File).name],
  );
}
