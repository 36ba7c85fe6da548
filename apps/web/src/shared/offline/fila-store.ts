import { type IDBPDatabase, openDB } from 'idb';

/** A form field as stored on the device: text, or a file (IndexedDB keeps Blobs as they are). */
export type CampoForm = [nome: string, valor: string | Blob, arquivo?: string];

/**
 * An action kept on the device until the server has it (issue #16). `chave` is its
 * Idempotency-Key, drawn once: every attempt to send it carries the same key, so a lost answer
 * never becomes a second effect.
 */
export interface AcaoOffline {
  id?: number;
  chave: string;
  /** Which screen lists it, e.g. 'destino-rapido:ABC1D23' or 'retirar'. */
  grupo: string;
  /** What the person did, in their words: "Adicionar a CTR 12 à pesagem". */
  descricao: string;
  /** The CTR it acts on, so the screen can mark it. */
  idCtr?: number;
  /** A batch (Receber em Lote): the CTRs it acts on. */
  idsCtr?: number[];
  /**
   * The answer lists each CTR's result (`resultados`, as Receber em Lote answers): the CTRs the
   * server refused make the action a refusal, with their messages, though the others went through.
   */
  respostaPorCtr?: boolean;
  metodo: 'PUT' | 'POST';
  caminho: string;
  corpo: { tipo: 'json'; valor: unknown } | { tipo: 'form'; campos: CampoForm[] };
  /** Public routes (Destino Rápido, plate + token) do not end the session on a 401. */
  publica?: boolean;
  /** Session routes: the user who acted; only that user's session sends it (a shared phone). */
  idUsuario?: number;
  criadaEm: string;
  situacao: 'pendente' | 'recusada';
  recusa?: { status: number; mensagem: string; oQueFazer: string };
}

/** Where the queue lives: IndexedDB in the browser, memory where there is none (tests). */
export interface FilaStore {
  listar(): Promise<AcaoOffline[]>;
  adicionar(acao: AcaoOffline): Promise<number>;
  atualizar(acao: AcaoOffline): Promise<void>;
  remover(id: number): Promise<void>;
}

const BANCO = 'rcc-offline';
const LOJA = 'acoes';

export function filaIndexedDb(): FilaStore {
  let db: Promise<IDBPDatabase> | null = null;
  const abrir = () => {
    db ??= openDB(BANCO, 1, {
      upgrade(banco) {
        banco.createObjectStore(LOJA, { keyPath: 'id', autoIncrement: true });
      },
    });
    return db;
  };
  return {
    listar: async () => (await (await abrir()).getAll(LOJA)) as AcaoOffline[],
    adicionar: async (acao) => Number(await (await abrir()).add(LOJA, acao)),
    atualizar: async (acao) => {
      await (await abrir()).put(LOJA, acao);
    },
    remover: async (id) => {
      await (await abrir()).delete(LOJA, id);
    },
  };
}

export function filaEmMemoria(): FilaStore {
  const acoes = new Map<number, AcaoOffline>();
  let seq = 0;
  return {
    listar: async () => [...acoes.values()].map((a) => ({ ...a })),
    adicionar: async (acao) => {
      const id = ++seq;
      acoes.set(id, { ...acao, id });
      return id;
    },
    atualizar: async (acao) => {
      if (acao.id != null) acoes.set(acao.id, { ...acao });
    },
    remover: async (id) => {
      acoes.delete(id);
    },
  };
}
