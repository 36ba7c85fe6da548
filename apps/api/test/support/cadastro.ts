import { DOCUMENTOS_OBRIGATORIOS, generateCnpj, generateCpf } from '@rcc/domain';

/** Document types a legal / natural transporter must attach (the domain's rule, doc 1 §3). */
export const DOCS_PJ = [...DOCUMENTOS_OBRIGATORIOS.J];
export const DOCS_PF = [...DOCUMENTOS_OBRIGATORIOS.F];

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A real 1×1 PNG: images are decoded and re-encoded on upload (issue 8 §6). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const endereco = {
  cep: '70.040-010',
  uf: 'DF',
  codIbge: 5300108,
  bairro: 'Asa Norte',
  endereco: 'SBN Quadra 1',
  complemento: 'Bloco A',
  numero: '10',
};

export function usuario(seed: number, overrides: Record<string, unknown> = {}) {
  const email = `usuario${seed}@empresa${seed}.com.br`;
  return {
    nome: `Usuário ${seed}`,
    cpf: generateCpf(seed),
    email,
    confirmarEmail: email,
    senha: 'Senha@123',
    confirmarSenha: 'Senha@123',
    celular: '(61) 99876-5432',
    ...endereco,
    perfis: [2],
    ...overrides,
  };
}

export function responsavel(seed: number, overrides: Record<string, unknown> = {}) {
  return {
    tipoResponsavel: 'Representante Legal',
    responsavelAssinaturaContrato: true,
    cpf: generateCpf(seed + 500),
    rg: '1234567',
    nome: `Responsável ${seed}`,
    profissao: 'Engenheiro Civil',
    cargo: 'Diretor',
    celular: '61998765432',
    email: `responsavel${seed}@empresa.com.br`,
    confirmarEmail: `responsavel${seed}@empresa.com.br`,
    ...endereco,
    idsTipoDePerfil: [2],
    ...overrides,
  };
}

/** A legal-person transporter (profile 2) ready to register. */
export function transportadorPj(seed: number, overrides: Record<string, unknown> = {}) {
  return {
    tipoPessoa: 'J',
    pessoaPj: {
      cpfCnpj: generateCnpj(seed),
      nomeRazaoSocial: `Transportes Teste ${seed} Ltda`,
      email: `contato@empresa${seed}.com.br`,
      celular: '(61) 99876-5432',
      ...endereco,
    },
    perfisDaPessoa: [{ idTipoPerfil: 2, formaCobranca: 1, status: 'insert', id: 'temp_id_1' }],
    responsaveis: [responsavel(seed)],
    usuariosPj: [usuario(seed)],
    ...overrides,
  };
}

/** A natural-person citizen (profile 7), no documents needed. */
export function cidadaoPf(seed: number, overrides: Record<string, unknown> = {}) {
  return {
    tipoPessoa: 'F',
    perfisDaPessoa: [{ idTipoPerfil: 7 }],
    usuarioPessoaFisica: usuario(seed, { perfis: [] }),
    ...overrides,
  };
}

/** The multipart body: one JSON text per payload field and a file per document type. */
export function toForm(payload: Record<string, unknown>, files: Record<string, Buffer> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [field, content] of Object.entries(files)) {
    form.append(field, new Blob([content]), `${field}.pdf`);
  }
  return form;
}

export const documentos = (ids: number[], content: (id: number) => Buffer = () => PDF) =>
  Object.fromEntries(ids.map((id) => [`arquivo_${id}`, content(id)]));
