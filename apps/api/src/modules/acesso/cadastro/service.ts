import {
  AppError,
  type Cadastro,
  type CadastroPj,
  cadastroSchema,
  MSG,
  MSG_ACESSO,
  TIPO_PERFIL,
  TRANSPORTADOR_IDS,
} from '@rcc/domain';
import type { Db, Queryable } from '../../../db/client';
import { hashPassword } from '../../../lib/password';
import { assertNotBlocked, registerFailure } from '../../auth/throttle';
import { consumeRegistrationTicket } from '../../social/tickets';
import type { SocialIdentity } from '../../social/queries';
import { queueConfirmationMail } from '../links';
import { insertAuditoria } from '../queries';
import { type PreparedDocuments, prepareDocuments } from './documents';
import type { UploadedFile } from './multipart';
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
  files: UploadedFile[],
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
  const usuarios = c.tipoPessoa === 'J' ? c.usuariosPj : [c.usuarioPessoaFisica];
  const hashes = await Promise.all(usuarios.map((u) => (u.senha ? hashPassword(u.senha) : null)));
  try {
    const result = await db.transaction((tx) => insertAll(tx, c, usuarios, hashes, docs, meta));
    await registerFailure(db, keys);
    return result;
  } catch (err) {
    // Two registrations of one CPF/CNPJ at the same moment: the unique index decides.
    if ((err as { code?: string; constraint?: string }).constraint === 'pessoa_cpf_cnpj') throw duplicado();
    throw err;
  }
}

async function insertAll(
  tx: Queryable,
  c: Cadastro,
  usuarios: UsuarioIn[],
  hashes: (string | null)[],
  docs: PreparedDocuments,
  meta: { ip: string; publicUrl: string },
): Promise<CadastroResult> {
  const social = c.socialTicket ? await consumeRegistrationTicket(tx, c.socialTicket) : null;
  const idPessoa = await q.insertPessoa(
    tx,
    c.tipoPessoa === 'J'
      ? { tipoPessoa: 'J', ...c.pessoaPj }
      : {
          tipoPessoa: 'F',
          ...c.usuarioPessoaFisica,
          cpfCnpj: c.usuarioPessoaFisica.cpf,
          nomeRazaoSocial: c.usuarioPessoaFisica.nome,
          siglaNome: null,
        },
  );

  const licencaId = docs.licenca
    ? await q.insertAnexo(tx, {
        nomeArquivo: docs.licenca.filename,
        contentType: docs.licenca.contentType,
        conteudo: docs.licenca.content,
        sha256: docs.licenca.sha256,
      })
    : null;
  const licencaTipo = c.perfisDaPessoa.some((p) => p.idTipoPerfil === TIPO_PERFIL.DESTINO_FINAL)
    ? TIPO_PERFIL.DESTINO_FINAL
    : c.perfisDaPessoa[0]!.idTipoPerfil;
  const perfilIds = new Map<number, number>();
  for (const p of c.perfisDaPessoa) {
    const isTransportador = TRANSPORTADOR_IDS.includes(p.idTipoPerfil);
    const id = await q.insertPerfil(tx, idPessoa, {
      ...p,
      // Doc 1 §5: matrícula only for 4, 5 and 10; the charging method only for transporters.
      matricula: [4, 5, 10].includes(p.idTipoPerfil) ? p.matricula : null,
      formaCobranca: isTransportador ? p.formaCobranca : null,
      orgao: p.idTipoPerfil === TIPO_PERFIL.FISCALIZACAO ? p.orgao : null,
      tipoDestinoFinal: p.idTipoPerfil === TIPO_PERFIL.DESTINO_FINAL ? p.tipoDestinoFinal : null,
      capacidadeMaximaSuportada:
        p.idTipoPerfil === TIPO_PERFIL.DESTINO_FINAL ? p.capacidadeMaximaSuportada : null,
      idAnexoLicenca: p.idTipoPerfil === licencaTipo ? licencaId : null,
    });
    perfilIds.set(p.idTipoPerfil, id);
  }

  if (c.tipoPessoa === 'J') {
    for (const r of c.responsaveis) {
      await q.insertResponsavel(tx, idPessoa, {
        ...r,
        idsTipoDePerfil: r.idsTipoDePerfil.filter((t) => perfilIds.has(t)),
      });
    }
  }

  // The social identity goes to the user with the provider's e-mail (or the first one).
  const socialIndex = social
    ? Math.max(
        0,
        usuarios.findIndex((u) => u.email.toLowerCase() === social.email?.toLowerCase()),
      )
    : -1;
  let aguardando = 0;
  for (const [i, u] of usuarios.entries()) {
    const bound: SocialIdentity | null = i === socialIndex ? social : null;
    // The provider vouched for this address: no confirmation e-mail for it.
    const emailValidado = Boolean(
      bound?.emailVerificado && bound.email?.toLowerCase() === u.email.toLowerCase(),
    );
    const idUsuario = await q.insertUsuario(tx, idPessoa, {
      ...u,
      senhaHash: hashes[i] ?? null,
      emailValidado,
      authType: bound?.authType ?? null,
      idAuth: bound?.idAuth ?? null,
    });
    const tipos = u.perfis.length > 0 ? u.perfis : [...perfilIds.keys()];
    for (const t of new Set(tipos)) await q.insertUsuarioPerfil(tx, idUsuario, perfilIds.get(t)!);
    if (!emailValidado) {
      await queueConfirmationMail(tx, meta.publicUrl, { id: idUsuario, nome: u.nome, email: u.email });
      aguardando++;
    }
  }

  const idPerfilDocs =
    perfilIds.get(TIPO_PERFIL.TRANSPORTADOR_PJ) ??
    perfilIds.get(TIPO_PERFIL.TRANSPORTADOR_PF) ??
    perfilIds.get(c.perfisDaPessoa[0]!.idTipoPerfil)!;
  for (const [idTipoArquivo, d] of docs.documentos) {
    const idAnexo = await q.insertAnexo(tx, {
      nomeArquivo: d.filename,
      contentType: d.contentType,
      conteudo: d.content,
      sha256: d.sha256,
    });
    await q.insertArquivo(tx, {
      descricao: d.descricao,
      nomeArquivo: d.filename,
      idPerfil: idPerfilDocs,
      idTipoArquivo,
      idAnexo,
      contentType: d.contentType,
    });
  }

  await insertAuditoria(tx, {
    entidade: 'pessoa',
    idRegistro: idPessoa,
    acao: 'autocadastro',
    dados: {
      tipoPessoa: c.tipoPessoa,
      perfis: [...perfilIds.keys()],
      usuarios: usuarios.length,
      documentos: [...docs.documentos.keys()],
      social: social?.authType ?? null,
    },
    idUsuario: null,
    ip: meta.ip,
  });

  return {
    message: MSG.pessoa.cadastroFeito,
    pessoa: { id: idPessoa, tipoPessoa: c.tipoPessoa, situacao: 'Aguardando validação' },
    socialId: social?.authType ?? null,
    ativo: 'S',
    aguardandoConfirmacao: aguardando,
  };
}
