import {
  AppError,
  checkNovaSenha,
  MSG,
  MSG_PESSOAS as M,
  type PessoaCompletaInput,
  TRANSPORTADOR_IDS,
} from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { isAdmin } from '../auth/user';
import type { UploadedFile } from '../arquivos/files';
import { insertPerfil, perfilFiles, removePerfil, updatePerfil } from '../perfis/service';
import { insertUsuario, removeUsuario, resolvePerfis, updateUsuario } from '../usuarios/service';
import { type Actor, audit, bad, conflict, notFound } from './context';
import { assertResponsaveis, insertResponsavel, removeResponsavel, updateResponsavel } from './responsaveis';

type Usuario = NonNullable<PessoaCompletaInput['usuarioPessoaFisica']>;
type PessoaDados = {
  cpfCnpj: string;
  nomeRazaoSocial: string;
  siglaNome?: string | null;
  email: string;
  celular: string;
  telefone?: string | null;
  cep: string;
  uf?: string | null;
  codIbge?: number | null;
  bairro?: string | null;
  endereco?: string | null;
  complemento?: string | null;
  numero: string;
  contratadaSlu?: boolean;
  vinculadoPoderPublico?: boolean;
};

function dadosPessoa(p: PessoaCompletaInput): PessoaDados {
  if (p.tipoPessoa === 'J') return p.pessoaPj!;
  const u = p.usuarioPessoaFisica!;
  return { ...u, cpfCnpj: u.cpf, nomeRazaoSocial: u.nome };
}

/** Password rules of each new user (doc 1 §5 User form), reported with the field's path. */
function checkUsuariosNovos(usuarios: Array<{ path: string; u: Usuario }>, senhaObrigatoria = true) {
  for (const { path, u } of usuarios) {
    if (u.id) continue;
    const issues: z.core.$ZodIssue[] = [];
    const ctx = { addIssue: (i: { message: string; path?: PropertyKey[] }) => issues.push(i as never) };
    checkNovaSenha(u, ctx as unknown as z.RefinementCtx, { senhaObrigatoria });
    const first = issues[0];
    if (first) throw bad(first.message, `${path}.${String(first.path?.[0] ?? 'senha')}`);
  }
}

const vivos = <T extends { status?: string | undefined }>(xs: T[]) => xs.filter((x) => x.status !== 'remove');

export interface PessoaCompletaResult {
  idPessoa: number;
  perfis: Array<{ id: number; idTipoPerfil: number }>;
  usuarios: Array<{ id: number; email: string; nome: string }>;
}

export interface PessoaCompletaOptions {
  /** Staff registration (doc 1 §2.7) rather than self-registration (doc 1 §2.2). */
  interno: boolean;
  /**
   * New users must bring a password (default). Self-registration through a social account leaves
   * it out: that user signs in with the provider.
   */
  senhaObrigatoria?: boolean;
  /** More facts for the person's single audit row (self-registration: documents, social login). */
  auditoria?: Record<string, unknown>;
}

/**
 * Creates a person with its profiles, documents, responsibles and users in the caller's
 * transaction — the one way a person is inserted, called by the registration service
 * (acesso/cadastro/service.ts): self-registered persons and profiles wait for validation, and
 * their users (active) for the confirmation of their e-mail; staff-registered ones are active,
 * except a transporter, which waits for the validation of its documents.
 */
export async function createPessoaCompleta(
  tx: Queryable,
  payload: PessoaCompletaInput,
  actor: Actor,
  files: UploadedFile[] = [],
  opts: PessoaCompletaOptions,
): Promise<PessoaCompletaResult & { situacao: 'Ativo' | 'Aguardando validação' }> {
  const senhaObrigatoria = opts.senhaObrigatoria ?? true;
  const interno = opts.interno;
  const dados = dadosPessoa(payload);
  const perfis = vivos(payload.perfisDaPessoa);
  if (perfis.length === 0) throw bad(M.umOuMaisPerfis, 'perfisDaPessoa');
  if (new Set(perfis.map((p) => p.idTipoPerfil)).size !== perfis.length)
    throw bad(M.perfilRepetido, 'perfisDaPessoa');
  const responsaveis = vivos(payload.responsaveis);
  const usuariosPj = vivos(payload.usuariosPj);
  if (payload.tipoPessoa === 'J') {
    if (responsaveis.length === 0) throw bad(M.registreResponsaveis, 'responsaveis');
    if (usuariosPj.length === 0) throw bad(M.usuarioPj, 'usuariosPj');
    usuariosPj.forEach((u, i) => {
      if (!u.idsTipoPerfil?.length && !u.perfis?.length)
        throw bad(M.selecionePerfil, `usuariosPj.${i}.idsTipoPerfil`);
    });
    checkUsuariosNovos(
      usuariosPj.map((u, i) => ({ path: `usuariosPj.${i}`, u })),
      senhaObrigatoria,
    );
  } else {
    checkUsuariosNovos([{ path: 'usuarioPessoaFisica', u: payload.usuarioPessoaFisica! }], senhaObrigatoria);
  }
  const transportador = perfis.some((p) => TRANSPORTADOR_IDS.includes(p.idTipoPerfil));
  const dup = await tx.query(sql`SELECT 1 FROM pessoa WHERE cpf_cnpj = ${dados.cpfCnpj} AND excluido = 'N'`);
  if (dup.length) throw conflict(MSG.pessoa.jaCadastrado);

  const situacao = interno && !transportador ? 'Ativo' : 'Aguardando validação';
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, sigla_nome, email, celular, telefone, cep, uf, cod_ibge,
      bairro, endereco, complemento, numero, situacao, contratada_slu, vinculado_poder_publico)
    VALUES (${payload.tipoPessoa}, ${dados.cpfCnpj}, ${dados.nomeRazaoSocial}, ${dados.siglaNome ?? null}, ${dados.email},
      ${dados.celular}, ${dados.telefone ?? null}, ${dados.cep}, ${dados.uf ?? null}, ${dados.codIbge ?? null},
      ${dados.bairro ?? null}, ${dados.endereco ?? null}, ${dados.complemento ?? null}, ${dados.numero}, ${situacao},
      ${interno ? (dados.contratadaSlu ?? false) : false}, ${interno ? (dados.vinculadoPoderPublico ?? false) : false})
    RETURNING id`);
  const idPessoa = row!.id;
  const pessoa = { id: idPessoa, tipoPessoa: payload.tipoPessoa };
  const criados: PessoaCompletaResult['perfis'] = [];
  for (const p of perfis) {
    const situacaoPerfil = interno && !TRANSPORTADOR_IDS.includes(p.idTipoPerfil) ? 'A' : 'P';
    criados.push(
      await insertPerfil(tx, actor, pessoa, p, {
        situacao: situacaoPerfil,
        files: perfilFiles(files, p.idTipoPerfil),
      }),
    );
  }
  for (const r of responsaveis) await insertResponsavel(tx, actor, idPessoa, r);
  // Self-registered users are active but cannot log in before confirming their e-mail (doc 1 §2.2).
  const flags = interno
    ? ({ ativo: 'S', emailValidado: 'S' } as const)
    : ({ ativo: 'S', emailValidado: 'N' } as const);
  const usuarios: PessoaCompletaResult['usuarios'] = [];
  if (payload.tipoPessoa === 'J') {
    for (const u of usuariosPj) {
      const idsPerfil = await resolvePerfis(tx, idPessoa, u);
      usuarios.push(await insertUsuario(tx, actor, idPessoa, u, { idsPerfil, ...flags, exigirPerfil: true }));
    }
  } else {
    const idsPerfil = criados.map((c) => c.id);
    usuarios.push(
      await insertUsuario(tx, actor, idPessoa, payload.usuarioPessoaFisica!, {
        idsPerfil,
        ...flags,
        exigirPerfil: true,
      }),
    );
  }
  await audit(tx, actor, 'Pessoa', idPessoa, interno ? 'incluir' : 'autocadastro', {
    tipoPessoa: payload.tipoPessoa,
    cpfCnpj: dados.cpfCnpj,
    nomeRazaoSocial: dados.nomeRazaoSocial,
    perfis: criados.map((p) => p.idTipoPerfil),
    usuarios: usuarios.length,
    ...opts.auditoria,
  });
  return { idPessoa, situacao, perfis: criados, usuarios };
}

/**
 * PUT /pessoa-api/editar: the person's fields and the insert/update/remove lists of profiles,
 * responsibles and users, in one transaction. CNPJ/CPF change only by an administrator.
 */
export async function updatePessoaCompleta(
  tx: Queryable,
  payload: PessoaCompletaInput,
  actor: Actor,
  files: UploadedFile[] = [],
): Promise<PessoaCompletaResult> {
  const idPessoa = payload.id ?? payload.pessoaPj?.id;
  if (!idPessoa) throw bad('Pessoa não informada', 'id');
  const [cur] = await tx.query<{ tipoPessoa: 'F' | 'J'; cpfCnpj: string }>(sql`
    SELECT tipo_pessoa AS "tipoPessoa", cpf_cnpj AS "cpfCnpj" FROM pessoa
    WHERE id = ${idPessoa} AND excluido = 'N' FOR UPDATE`);
  if (!cur) throw notFound();
  if (cur.tipoPessoa !== payload.tipoPessoa) throw conflict('O tipo de pessoa não pode ser alterado.');
  const admin = !!actor.user && isAdmin(actor.user);
  const dados = dadosPessoa(payload);
  if (dados.cpfCnpj !== cur.cpfCnpj && !admin)
    throw new AppError('FORBIDDEN', cur.tipoPessoa === 'J' ? M.cnpjSomenteAdmin : M.cpfSomenteAdmin);
  if (dados.cpfCnpj !== cur.cpfCnpj) {
    const dup = await tx.query(
      sql`SELECT 1 FROM pessoa WHERE cpf_cnpj = ${dados.cpfCnpj} AND excluido = 'N' AND id <> ${idPessoa}`,
    );
    if (dup.length) throw conflict(M.usuarioJaCadastrado);
  }
  await tx.query(sql`
    UPDATE pessoa SET cpf_cnpj = ${dados.cpfCnpj}, nome_razao_social = ${dados.nomeRazaoSocial},
      sigla_nome = ${dados.siglaNome ?? null}, email = ${dados.email}, celular = ${dados.celular},
      telefone = ${dados.telefone ?? null}, cep = ${dados.cep}, uf = ${dados.uf ?? null}, cod_ibge = ${dados.codIbge ?? null},
      bairro = ${dados.bairro ?? null}, endereco = ${dados.endereco ?? null}, complemento = ${dados.complemento ?? null},
      numero = ${dados.numero},
      contratada_slu = coalesce(${dados.contratadaSlu ?? null}::boolean, contratada_slu),
      vinculado_poder_publico = coalesce(${dados.vinculadoPoderPublico ?? null}::boolean, vinculado_poder_publico),
      updated_at = now()
    WHERE id = ${idPessoa}`);
  const pessoa = { id: idPessoa, tipoPessoa: cur.tipoPessoa };
  const opts = { idPessoa };

  const usuariosIn =
    cur.tipoPessoa === 'J'
      ? payload.usuariosPj.map((u, i) => ({ path: `usuariosPj.${i}`, u }))
      : payload.usuarioPessoaFisica?.id
        ? [{ path: 'usuarioPessoaFisica', u: { ...payload.usuarioPessoaFisica, status: 'update' as const } }]
        : [];
  checkUsuariosNovos(usuariosIn.filter((x) => x.u.status !== 'remove'));
  // Users leave first, so that a profile they held can then be removed (doc 1 §5).
  for (const { u } of usuariosIn)
    if (u.status === 'remove' && u.id) await removeUsuario(tx, actor, u.id, opts);
  const perfis: PessoaCompletaResult['perfis'] = [];
  for (const p of payload.perfisDaPessoa) {
    const pf = perfilFiles(files, p.idTipoPerfil);
    if (p.status === 'remove' && p.id) await removePerfil(tx, actor, p.id, opts);
    else if (!p.id && p.status !== 'remove')
      perfis.push(await insertPerfil(tx, actor, pessoa, p, { situacao: 'P', files: pf }));
    else if (p.id && (p.status === 'update' || pf.documentos.length || pf.licenca)) {
      const { id, status: _s, ...campos } = p;
      await updatePerfil(tx, actor, id, campos, { ...opts, files: pf });
    }
  }
  for (const r of payload.responsaveis) {
    const { id, status, confirmarEmail: _c, ...campos } = r;
    if (status === 'remove' && id) await removeResponsavel(tx, actor, id, { ...opts, checkMinimo: false });
    else if (!id && status !== 'remove') await insertResponsavel(tx, actor, idPessoa, campos);
    else if (id && status === 'update') await updateResponsavel(tx, actor, id, campos, idPessoa);
  }
  const usuarios: PessoaCompletaResult['usuarios'] = [];
  for (const { u } of usuariosIn) {
    const {
      id,
      status,
      confirmarEmail: _c,
      confirmarSenha: _cs,
      idsTipoPerfil,
      perfis: ids,
      rg: _rg,
      ...campos
    } = u;
    if (status === 'remove') continue;
    if (!id) {
      const idsPerfil = await resolvePerfis(tx, idPessoa, { perfis: ids, idsTipoPerfil });
      usuarios.push(
        await insertUsuario(tx, actor, idPessoa, u, {
          idsPerfil,
          ativo: 'S',
          emailValidado: 'S',
          exigirPerfil: true,
        }),
      );
    } else if (status === 'update') {
      await updateUsuario(tx, actor, id, { ...campos, senha: campos.senha || undefined }, [], opts);
      if (idsTipoPerfil || ids) await syncPerfisUsuario(tx, idPessoa, id, { perfis: ids, idsTipoPerfil });
    }
  }
  const [n] = await tx.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM perfil WHERE id_pessoa = ${idPessoa}`,
  );
  if (!n || n.n === 0) throw bad(M.umOuMaisPerfis, 'perfisDaPessoa');
  await assertResponsaveis(tx, idPessoa);
  await audit(tx, actor, 'Pessoa', idPessoa, 'alterar', {
    cpfCnpj: dados.cpfCnpj,
    nomeRazaoSocial: dados.nomeRazaoSocial,
  });
  return { idPessoa, perfis, usuarios };
}

async function syncPerfisUsuario(
  tx: Queryable,
  idPessoa: number,
  idUsuario: number,
  sel: { perfis?: number[] | undefined; idsTipoPerfil?: number[] | undefined },
) {
  const ids = await resolvePerfis(tx, idPessoa, sel);
  if (!ids.length) throw bad(M.selecionePerfil, 'perfis');
  await tx.query(
    sql`DELETE FROM usuario_perfil WHERE id_usuario = ${idUsuario} AND NOT (id_perfil = ANY(${ids}::int[]))`,
  );
  for (const id of ids)
    await tx.query(
      sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${idUsuario}, ${id}) ON CONFLICT DO NOTHING`,
    );
}
