import { AppError, cltrccDisponivel, formatCpfCnpj, iniciaisDoNome, MSG_PESSOAS as M } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';
import { newVerificationCode } from '../../lib/tokens';
import { type AuthUser, isStaff } from '../auth/user';
import { conflict, notFound } from '../pessoas/context';

export interface CltrccDados {
  idPerfil: number;
  idPessoa: number;
  idTipoPerfil: number;
  tipoPessoa: 'F' | 'J';
  cpfCnpj: string;
  nomeRazaoSocial: string;
  endereco: string | null;
  numero: string | null;
  bairro: string | null;
  cep: string | null;
  municipio: string | null;
  uf: string | null;
  situacaoValidacao: string;
  situacaoPessoa: string;
  dataAprovacao: Date | null;
  dataValidadeCltrcc: Date | null;
  codigo: string | null;
}

const SELECT = sql`
  SELECT pf.id AS "idPerfil", p.id AS "idPessoa", pf.id_tipo_perfil AS "idTipoPerfil", p.tipo_pessoa AS "tipoPessoa",
    p.cpf_cnpj AS "cpfCnpj", p.nome_razao_social AS "nomeRazaoSocial", p.endereco, p.numero, p.bairro, p.cep,
    m.nome AS municipio, p.uf, pf.situacao_validacao AS "situacaoValidacao", p.situacao AS "situacaoPessoa",
    pf.data_aprovacao AS "dataAprovacao", pf.data_validade_cltrcc AS "dataValidadeCltrcc", pf.codigo_cltrcc AS codigo
  FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa LEFT JOIN municipio m ON m.cod_ibge = p.cod_ibge`;

/** The certificate's data: active, approved transporter with validity (doc 1 §6); staff or the owner. */
export async function dadosCertificado(
  db: Queryable,
  user: AuthUser,
  idPerfil: number,
): Promise<CltrccDados> {
  const [d] = await db.query<CltrccDados>(sql`${SELECT} WHERE pf.id = ${idPerfil} AND p.excluido = 'N'`);
  if (!d || (!isStaff(user) && d.idPessoa !== user.idPessoa)) throw notFound();
  if (!cltrccDisponivel(d, d.situacaoPessoa)) throw conflict(M.cltrccIndisponivel);
  if (!d.codigo) {
    // Approved before codes existed: give it one now, once.
    const codigo = newVerificationCode();
    const [row] = await db.query<{ codigo: string }>(sql`
      UPDATE perfil SET codigo_cltrcc = coalesce(codigo_cltrcc, ${codigo}) WHERE id = ${idPerfil}
      RETURNING codigo_cltrcc AS codigo`);
    d.codigo = row!.codigo;
  }
  return d;
}

/** Hides most digits of a natural person's CPF on the public page (LGPD); a CNPJ is public. */
const mascararDocumento = (tipoPessoa: string, doc: string) =>
  tipoPessoa === 'J' ? formatCpfCnpj(doc) : `***.${doc.slice(3, 6)}.${doc.slice(6, 9)}-**`;

/** Public check of a certificate by its verification code. */
export async function verificarCodigo(db: Queryable, codigo: string) {
  // One indexed lookup with the database's clock, prepared once per pooled connection (public route).
  const [d] = await db.query<CltrccDados & { agora: Date }>(
    prepared(sql`SELECT c.*, now() AS agora FROM (${SELECT}
      WHERE pf.codigo_cltrcc = ${codigo.trim().toUpperCase()} AND p.excluido = 'N') c`),
  );
  if (!d) throw new AppError('NOT_FOUND', M.cltrccNaoEncontrado);
  const valido = cltrccDisponivel(d, d.situacaoPessoa);
  const vencido =
    !!d.dataValidadeCltrcc && new Date(d.dataValidadeCltrcc).getTime() < new Date(d.agora).getTime();
  return {
    codigo: d.codigo,
    // A natural person by its initials on this public check (issue #19), as its CPF is masked.
    nomeRazaoSocial: d.tipoPessoa === 'J' ? d.nomeRazaoSocial : iniciaisDoNome(d.nomeRazaoSocial),
    cpfCnpj: mascararDocumento(d.tipoPessoa, d.cpfCnpj),
    municipio: d.municipio,
    uf: d.uf,
    dataAprovacao: d.dataAprovacao,
    dataValidadeCltrcc: d.dataValidadeCltrcc,
    valido,
    situacao: valido ? ('Válido' as const) : vencido ? ('Vencido' as const) : ('Inválido' as const),
  };
}
