import type { Queryable } from '../../../db/client';
import { sql } from '../../../db/sql';

interface Endereco {
  cep: string;
  uf: string | null;
  codIbge: number | null;
  bairro: string | null;
  endereco: string | null;
  complemento: string | null;
  numero: string;
}

export async function existsCpfCnpj(db: Queryable, cpfCnpj: string): Promise<boolean> {
  const rows = await db.query(
    sql`SELECT 1 FROM pessoa WHERE cpf_cnpj = ${cpfCnpj} AND excluido = 'N' LIMIT 1`,
  );
  return rows.length > 0;
}

/** Municipalities that exist among `codes` (the form sends the one the CEP lookup found). */
export async function existingMunicipios(db: Queryable, codes: number[]): Promise<Set<number>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ c: number }>(
    sql`SELECT cod_ibge AS c FROM municipio WHERE cod_ibge = ANY(${codes}::int[])`,
  );
  return new Set(rows.map((r) => r.c));
}

export function tiposArquivo(db: Queryable) {
  return db.query<{
    id: number;
    descricao: string;
    obrigatorioPj: boolean;
    obrigatorioPf: boolean;
    somentePdf: boolean;
  }>(sql`
    SELECT id, descricao, obrigatorio_pj AS "obrigatorioPj", obrigatorio_pf AS "obrigatorioPf", somente_pdf AS "somentePdf"
    FROM tipo_arquivo ORDER BY id`);
}

export async function insertPessoa(
  db: Queryable,
  p: Endereco & {
    tipoPessoa: 'F' | 'J';
    cpfCnpj: string;
    nomeRazaoSocial: string;
    siglaNome: string | null;
    email: string;
    celular: string;
    telefone: string | null;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(sql`
    INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, sigla_nome, email, celular, telefone, cep, uf, cod_ibge,
      bairro, endereco, complemento, numero, situacao)
    VALUES (${p.tipoPessoa}, ${p.cpfCnpj}, ${p.nomeRazaoSocial}, ${p.siglaNome}, ${p.email}, ${p.celular}, ${p.telefone},
      ${p.cep}, ${p.uf}, ${p.codIbge}, ${p.bairro}, ${p.endereco}, ${p.complemento}, ${p.numero}, 'Aguardando validação')
    RETURNING id`);
  return rows[0]!.id;
}

export async function insertPerfil(
  db: Queryable,
  idPessoa: number,
  p: {
    idTipoPerfil: number;
    matricula: string | null;
    orgao: string | null;
    tipoDestinoFinal: string | null;
    capacidadeMaximaSuportada: number | null;
    formaCobranca: number | null;
    idLocalidade: number | null;
    idAnexoLicenca: number | null;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(sql`
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, matricula, orgao, tipo_destino_final,
      capacidade_maxima_suportada, forma_cobranca, data_alteracao_forma_cobranca, id_localidade, id_anexo_licenca)
    VALUES (${idPessoa}, ${p.idTipoPerfil}, 'P', ${p.matricula}, ${p.orgao}, ${p.tipoDestinoFinal},
      ${p.capacidadeMaximaSuportada}, ${p.formaCobranca}, ${p.formaCobranca === null ? null : new Date()},
      ${p.idLocalidade}, ${p.idAnexoLicenca})
    RETURNING id`);
  return rows[0]!.id;
}

export async function insertResponsavel(
  db: Queryable,
  idPessoa: number,
  r: Endereco & {
    tipoResponsavel: string;
    responsavelAssinaturaContrato: boolean;
    cpf: string;
    rg: string;
    nome: string;
    profissao: string;
    cargo: string;
    celular: string;
    telefone: string | null;
    email: string;
    idsTipoDePerfil: number[];
  },
): Promise<void> {
  await db.query(sql`
    INSERT INTO responsavel (id_pessoa, tipo_responsavel, responsavel_assinatura_contrato, cpf, rg, nome, profissao, cargo,
      celular, telefone, email, cep, uf, cod_ibge, bairro, endereco, complemento, numero, ids_tipo_de_perfil)
    VALUES (${idPessoa}, ${r.tipoResponsavel}, ${r.responsavelAssinaturaContrato}, ${r.cpf}, ${r.rg}, ${r.nome},
      ${r.profissao}, ${r.cargo}, ${r.celular}, ${r.telefone}, ${r.email}, ${r.cep}, ${r.uf}, ${r.codIbge}, ${r.bairro},
      ${r.endereco}, ${r.complemento}, ${r.numero}, ${r.idsTipoDePerfil}::int[])`);
}

export async function insertUsuario(
  db: Queryable,
  idPessoa: number,
  u: Endereco & {
    nome: string;
    cpf: string;
    email: string;
    senhaHash: string | null;
    celular: string;
    telefone: string | null;
    emailValidado: boolean;
    authType: string | null;
    idAuth: string | null;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(sql`
    INSERT INTO usuario (id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado, auth_type, id_auth, celular,
      telefone, cep, uf, cod_ibge, bairro, endereco, complemento, numero)
    VALUES (${idPessoa}, ${u.nome}, ${u.cpf}, ${u.email}, ${u.senhaHash}, 'S', ${u.emailValidado ? 'S' : 'N'},
      ${u.authType}, ${u.idAuth}, ${u.celular}, ${u.telefone}, ${u.cep}, ${u.uf}, ${u.codIbge}, ${u.bairro}, ${u.endereco},
      ${u.complemento}, ${u.numero})
    RETURNING id`);
  return rows[0]!.id;
}

export async function insertUsuarioPerfil(db: Queryable, idUsuario: number, idPerfil: number): Promise<void> {
  await db.query(sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${idUsuario}, ${idPerfil})`);
}

export async function insertAnexo(
  db: Queryable,
  a: { nomeArquivo: string; contentType: string; conteudo: Buffer; sha256: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(sql`
    INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
    VALUES (${a.nomeArquivo}, ${a.contentType}, ${a.conteudo.length}, ${a.sha256}, ${a.conteudo})
    RETURNING id`);
  return rows[0]!.id;
}

export async function insertArquivo(
  db: Queryable,
  a: {
    descricao: string;
    nomeArquivo: string;
    idPerfil: number;
    idTipoArquivo: number;
    idAnexo: number;
    contentType: string;
  },
): Promise<void> {
  await db.query(sql`
    INSERT INTO arquivo (descricao, nome_arquivo, situacao, id_perfil, id_tipo_arquivo, id_anexo, content_type)
    VALUES (${a.descricao}, ${a.nomeArquivo}, 'N', ${a.idPerfil}, ${a.idTipoArquivo}, ${a.idAnexo}, ${a.contentType})`);
}
