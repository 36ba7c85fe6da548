import {
  AppError,
  type Cadastro,
  type CadastroPj,
  cadastroSchema,
  MSG,
  MSG_ACESSO,
  type PessoaCompletaInput,
  TIPO_PERFIL,
  TRANSPORTADOR_IDS,
} from '@rcc/domain';
import type { Db, Queryable } from '../../../db/client';
import { assertNotBlocked, registerFailure } from '../../auth/throttle';
import { consumeRegistrationTicket } from '../../social/tickets';
import type { UploadedFile } from '../../arquivos/files';
import { createPessoaCompleta } from '../../pessoas/pessoa-completa';
import type { SocialIdentity } from '../../social/queries';
import { queueConfirmationMail } from '../links';
import { type PreparedDocuments, prepareDocuments } from './documents';
import type { UploadedFile as UploadedPart } from './multipart';
import * as q from './queries';

export interface CadastroResult {
  message: string;
  pessoa: { id: number; tipoPessoa: 'F' | 'J'; situacao: string };
  /** The social provider the account was created with (the web logs a natural person in with it). */
  socialId: string | null;
  ativo: 'S';
  /** Users still waiting for their confirmation e-mail. */
  aguardandoConfirmacao: number;
}

type UsuarioIn = CadastroPj['usuariosPj'][number];

const duplicado = () => new AppError('CONFLICT', MSG.pessoa.jaCadastrado);

function cpfCnpjOf(c: Cadastro) {
  return c.tipoPessoa === 'J' ? c.pessoaPj.cpfCnpj : c.usuarioPessoaFisica.cpf;
}

async function assertMunicipios(db: Queryable, c: Cadastro) {
  const places =
    c.tipoPessoa === 'J' ? [c.pessoaPj, ...c.responsaveis, ...c.usuariosPj] : [c.usuarioPessoaFisica];
  const codes = [...new Set(places.map((p) => p.codIbge).filter((v): v is number => v !== null))];
  const found = await q.existingMunicipios(db, codes);
  if (codes.some((c) => !found.has(c))) {
    throw new AppError('VALIDATION', MSG_ACESSO.cadastro.municipioInvalido, {
      codIbge: MSG_ACESSO.cadastro.municipioInvalido,
    });
  }
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

/**
 * POST /pessoa-api/cadastrar (doc 1 §2.2, §2.7): the person 'Aguardando validação', its profiles
 * pending ('P'), responsibles, active users waiting for e-mail confirmation, documents, the
 * confirmation e-mails and the audit row — all in one transaction.
 */
export async function register(
  db: Db,
  raw: unknown,
  files: UploadedPart[],
  meta: { ip: string; publicUrl: string },
): Promise<CadastroResult> {
  // Each address may register a few people per window (the route is public and sends e-mails);
  // only registrations that went through count, so correcting a refused form costs nothing.
  const keys = [`cadastro:ip:${meta.ip}`];
  await assertNotBlocked(db, keys);
  const c = cadastroSchema.parse(raw);
  if (await q.existsCpfCnpj(db, cpfCnpjOf(c))) throw duplicado();
  await assertMunicipios(db, c);
  const docs = await prepareDocuments(db, c.tipoPessoa, c.perfisDaPessoa, files);
  try {
    const result = await db.transaction((tx) => insertAll(tx, c, docs, meta));
    await registerFailure(db, keys);
    return result;
  } catch (err) {
    // Two registrations of one CPF/CNPJ at the same moment: the unique index decides.
    if ((err as { code?: string; constraint?: string }).constraint === 'pessoa_cpf_cnpj') throw duplicado();
    throw err;
  }
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

/**
 * The checked uploads named as the people register names them: every document belongs to the
 * transporter profile (or the first one), the licence to the final-destination profile.
 */
function toPerfilFiles(c: Cadastro, docs: PreparedDocuments): UploadedFile[] {
  const tipos = c.perfisDaPessoa.map((p) => p.idTipoPerfil);
  const docsTipo = tipos.find((t) => TRANSPORTADOR_IDS.includes(t)) ?? tipos[0]!;
  const licencaTipo = tipos.includes(TIPO_PERFIL.DESTINO_FINAL) ? TIPO_PERFIL.DESTINO_FINAL : tipos[0]!;
  const out: UploadedFile[] = [];
  for (const [idTipoArquivo, d] of docs.documentos)
    out.push({ field: `arquivo_${docsTipo}_${idTipoArquivo}`, filename: d.filename, buffer: d.content });
  if (docs.licenca)
    out.push({
      field: `licenca_${licencaTipo}`,
      filename: docs.licenca.filename,
      buffer: docs.licenca.content,
    });
  return out;
}

async function insertAll(
  tx: Queryable,
  c: Cadastro,
  docs: PreparedDocuments,
  meta: { ip: string; publicUrl: string },
): Promise<CadastroResult> {
  const social = c.socialTicket ? await consumeRegistrationTicket(tx, c.socialTicket) : null;
  const actor = { user: null, ip: meta.ip };
  const created = await createPessoaCompleta(tx, toPessoaCompleta(c), actor, toPerfilFiles(c, docs), {
    senhaObrigatoria: !social,
    auditoria: { documentos: [...docs.documentos.keys()], social: social?.authType ?? null },
  });
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
      await queueConfirmationMail(tx, meta.publicUrl, u);
      aguardando++;
    }
  }

  return {
    message: MSG.pessoa.cadastroFeito,
    pessoa: { id: idPessoa, tipoPessoa: c.tipoPessoa, situacao: 'Aguardando validação' },
    socialId: social?.authType ?? null,
    ativo: 'S',
    aguardandoConfirmacao: aguardando,
  };
}
