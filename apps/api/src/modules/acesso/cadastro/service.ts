import {
  AppError,
  type Cadastro,
  type CadastroPj,
  can,
  cadastroSchema,
  F,
  isTransportador,
  MSG,
  MSG_ACESSO,
  type PessoaCompletaInput,
  pessoaCompletaSchema,
  TIPO_PERFIL,
} from '@rcc/domain';
import type { Db, Queryable } from '../../../db/client';
import type { UploadedFile } from '../../arquivos/files';
import { assertNotBlocked, registerFailure } from '../../auth/throttle';
import type { AuthUser } from '../../auth/user';
import { createPessoaCompleta, type PessoaCompletaResult } from '../../pessoas/pessoa-completa';
import { consumeRegistrationTicket, type SocialIdentity } from '../../social/tickets';
import { queueConfirmationMail } from '../links';
import { type PreparedDocuments, prepareDocuments } from './documents';
import * as q from './queries';

/** Who registers: the acting user (null when anonymous), its address and the public URL for links. */
export interface Chamador {
  user: AuthUser | null;
  ip: string;
  publicUrl: string;
}

export interface CadastroResult extends PessoaCompletaResult {
  situacao: 'Ativo' | 'Aguardando validação';
  message: string;
  pessoa: { id: number; tipoPessoa: 'F' | 'J'; situacao: 'Ativo' | 'Aguardando validação' };
  /** The social provider the account was created with (the web logs a natural person in with it). */
  socialId: string | null;
  ativo: 'S';
  /** Users still waiting for their confirmation e-mail. */
  aguardandoConfirmacao: number;
}

type UsuarioIn = CadastroPj['usuariosPj'][number];

const duplicado = () => new AppError('CONFLICT', MSG.pessoa.jaCadastrado);

/**
 * Doc 1 §2.7 'Cadastrar Nova Pessoa': a user with 'inclui' on Cadastro de Pessoas registers people
 * on behalf of others; anyone else (anonymous or not) is registering itself (doc 1 §2.2).
 */
const isCadastroInterno = (user: AuthUser | null) => !!user && can(user.rights, F.CADASTRO_PESSOAS, 'inclui');

/** Every municipality the form names must exist (the form sends the one the CEP lookup found). */
async function assertMunicipios(
  db: Queryable,
  places: ReadonlyArray<{ codIbge?: number | null } | undefined>,
) {
  const codes = [...new Set(places.map((p) => p?.codIbge).filter((v): v is number => typeof v === 'number'))];
  const found = await q.existingMunicipios(db, codes);
  if (codes.some((c) => !found.has(c))) {
    throw new AppError('VALIDATION', MSG_ACESSO.cadastro.municipioInvalido, {
      codIbge: MSG_ACESSO.cadastro.municipioInvalido,
    });
  }
}

/** Inserts in one transaction; two registrations of one CPF/CNPJ at the same moment: the unique index decides. */
async function inTransaction<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'pessoa_cpf_cnpj') throw duplicado();
    throw err;
  }
}

/**
 * Files keyed by document type (doc 1 §7: `arquivo_24`) belong to the transporter profile (or the
 * first one) and the licence (`licenca`) to the final destination's; keys that name the profile
 * (`arquivo_2_24`, `licenca_3`) stay as they are.
 */
function filesPorPerfil(tiposPerfil: number[], files: UploadedFile[]): UploadedFile[] {
  const docsTipo = tiposPerfil.find(isTransportador) ?? tiposPerfil[0];
  const licencaTipo = tiposPerfil.includes(TIPO_PERFIL.DESTINO_FINAL)
    ? TIPO_PERFIL.DESTINO_FINAL
    : tiposPerfil[0];
  return files.map((f) => {
    const doc = /^arquivo_(\d+)$/.exec(f.field);
    if (doc) return { ...f, field: `arquivo_${docsTipo}_${doc[1]}` };
    return f.field === 'licenca' ? { ...f, field: `licenca_${licencaTipo}` } : f;
  });
}

/**
 * POST /pessoa-api/cadastrar (and /pessoa-api/incluir, the staff screen's alias): the one
 * registration of a person. Staff ('Cadastrar Nova Pessoa', doc 1 §2.7) send the person form and
 * may leave a transporter's documents for later; the person is Ativo unless it is a transporter,
 * which waits for the validation of its documents. Anyone else registers itself (doc 1 §2.2): the
 * self-registration form with every document of a transporter, the person and its profiles
 * waiting for validation, its users for the confirmation of their e-mail.
 */
export async function cadastrarPessoa(
  db: Db,
  form: { body: unknown; files: UploadedFile[] },
  chamador: Chamador,
): Promise<CadastroResult> {
  if (!isCadastroInterno(chamador.user)) return autocadastro(db, form.body, form.files, chamador);
  const payload = pessoaCompletaSchema.parse(form.body);
  await assertMunicipios(db, [
    payload.pessoaPj,
    payload.usuarioPessoaFisica,
    ...payload.responsaveis,
    ...payload.usuariosPj,
  ]);
  const tipos = payload.perfisDaPessoa.filter((p) => p.status !== 'remove').map((p) => p.idTipoPerfil);
  const actor = { user: chamador.user, ip: chamador.ip };
  const created = await inTransaction(db, (tx) =>
    createPessoaCompleta(tx, payload, actor, filesPorPerfil(tipos, form.files), { interno: true }),
  );
  return {
    ...created,
    message: MSG.pessoa.cadastroFeito,
    pessoa: { id: created.idPessoa, tipoPessoa: payload.tipoPessoa, situacao: created.situacao },
    socialId: null,
    ativo: 'S',
    aguardandoConfirmacao: 0,
  };
}

/**
 * POST /findbycpfcnpj: whether a CPF/CNPJ is registered. Public, so each address has a budget of
 * lookups (THROTTLE) against enumeration.
 */
export async function existsCpfCnpjThrottled(db: Db, cpfCnpj: string, ip: string): Promise<boolean> {
  const keys = [`cpfcnpj:ip:${ip}`];
  await assertNotBlocked(db, keys);
  await registerFailure(db, keys);
  return q.existsCpfCnpj(db, cpfCnpj);
}

/** Self-registration: the checks of a public route, then the same insertion as staff's. */
async function autocadastro(
  db: Db,
  raw: unknown,
  files: UploadedFile[],
  chamador: Chamador,
): Promise<CadastroResult> {
  // Each address may register a few people per window (the route is public and sends e-mails);
  // only registrations that went through count, so correcting a refused form costs nothing.
  const keys = [`cadastro:ip:${chamador.ip}`];
  await assertNotBlocked(db, keys);
  const c = cadastroSchema.parse(raw);
  await assertMunicipios(
    db,
    c.tipoPessoa === 'J' ? [c.pessoaPj, ...c.responsaveis, ...c.usuariosPj] : [c.usuarioPessoaFisica],
  );
  const docs = await prepareDocuments(db, c.tipoPessoa, c.perfisDaPessoa, files);
  const result = await inTransaction(db, (tx) => insertAll(tx, c, docs, chamador));
  await registerFailure(db, keys);
  return result;
}

/** The self-registration as the people register's payload (one shape, one insertion path). */
function toPessoaCompleta(c: Cadastro): PessoaCompletaInput {
  const tipos = new Set(c.perfisDaPessoa.map((p) => p.idTipoPerfil));
  const perfisDaPessoa = c.perfisDaPessoa.map((p) => ({
    idTipoPerfil: p.idTipoPerfil,
    matricula: p.matricula,
    orgao: p.orgao,
    tipoDestinoFinal: p.tipoDestinoFinal,
    capacidadeMaximaSuportada: p.capacidadeMaximaSuportada,
    // The schema admits only the integers 0 (by weight) and 1 (by skip).
    formaCobranca: p.formaCobranca as 0 | 1 | null,
    idLocalidade: p.idLocalidade,
  }));
  // A user's profiles are profile types here; none chosen means every profile of the person.
  const usuario = (u: UsuarioIn) => ({
    ...u,
    senha: u.senha ?? null,
    confirmarSenha: u.confirmarSenha ?? u.senha ?? null,
    idsTipoPerfil: u.perfis.length > 0 ? [...new Set(u.perfis)] : [...tipos],
    perfis: undefined,
  });
  if (c.tipoPessoa === 'F') {
    return {
      tipoPessoa: 'F',
      perfisDaPessoa,
      usuarioPessoaFisica: usuario(c.usuarioPessoaFisica),
      responsaveis: [],
      usuariosPj: [],
    };
  }
  return {
    tipoPessoa: 'J',
    pessoaPj: c.pessoaPj,
    perfisDaPessoa,
    responsaveis: c.responsaveis.map((r) => ({
      ...r,
      idsTipoDePerfil: r.idsTipoDePerfil.filter((t) => tipos.has(t)),
    })),
    usuariosPj: c.usuariosPj.map(usuario),
  };
}

/** The checked uploads, keyed by document type as the form sent them. */
function uploads(docs: PreparedDocuments): UploadedFile[] {
  const out: UploadedFile[] = [...docs.documentos].map(([id, d]) => ({
    field: `arquivo_${id}`,
    filename: d.filename,
    buffer: d.content,
  }));
  if (docs.licenca)
    out.push({ field: 'licenca', filename: docs.licenca.filename, buffer: docs.licenca.content });
  return out;
}

async function insertAll(
  tx: Queryable,
  c: Cadastro,
  docs: PreparedDocuments,
  chamador: Chamador,
): Promise<CadastroResult> {
  const social = c.socialTicket ? await consumeRegistrationTicket(tx, c.socialTicket) : null;
  const actor = { user: chamador.user, ip: chamador.ip };
  const tipos = c.perfisDaPessoa.map((p) => p.idTipoPerfil);
  const created = await createPessoaCompleta(
    tx,
    toPessoaCompleta(c),
    actor,
    filesPorPerfil(tipos, uploads(docs)),
    {
      interno: false,
      senhaObrigatoria: !social,
      auditoria: { documentos: [...docs.documentos.keys()], social: social?.authType ?? null },
    },
  );
  const idPessoa = created.idPessoa;

  // The social identity goes to the user with the provider's e-mail (or the first one); the
  // provider vouched for that address, so it needs no confirmation e-mail.
  const socialIndex = social
    ? Math.max(
        0,
        created.usuarios.findIndex((u) => u.email.toLowerCase() === social.email?.toLowerCase()),
      )
    : -1;
  let aguardando = 0;
  for (const [i, u] of created.usuarios.entries()) {
    const bound: SocialIdentity | null = i === socialIndex ? social : null;
    const emailValidado = Boolean(
      bound?.emailVerificado && bound.email?.toLowerCase() === u.email.toLowerCase(),
    );
    if (bound) await q.bindSocialIdentity(tx, u.id, bound, emailValidado);
    if (!emailValidado) {
      await queueConfirmationMail(tx, chamador.publicUrl, u);
      aguardando++;
    }
  }

  return {
    ...created,
    message: MSG.pessoa.cadastroFeito,
    pessoa: { id: idPessoa, tipoPessoa: c.tipoPessoa, situacao: created.situacao },
    socialId: social?.authType ?? null,
    ativo: 'S',
    aguardandoConfirmacao: aguardando,
  };
}
