import { type Acao, F, type FeatureTitle } from '../features';
import { can, type Rights } from '../permissions';
import type { SituacaoPessoa, SituacaoValidacao, TipoPessoa } from '../profiles';
import { isTransportador } from '../profiles';

/** Doc 1 §9: the charging method of a transporter may change only 90 days after the last change. */
export const FORMA_COBRANCA_LOCK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function formaCobrancaLiberadaEm(ultimaAlteracao: Date | string | null | undefined): Date | null {
  if (!ultimaAlteracao) return null;
  return new Date(new Date(ultimaAlteracao).getTime() + FORMA_COBRANCA_LOCK_DAYS * DAY_MS);
}

export function canChangeFormaCobranca(
  ultimaAlteracao: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  const liberada = formaCobrancaLiberadaEm(ultimaAlteracao);
  return !liberada || liberada.getTime() <= now.getTime();
}

/** Doc 1 §3: the documents a transporter must present, per person type. */
export const DOCUMENTOS_OBRIGATORIOS: Record<TipoPessoa, readonly number[]> = {
  J: [24, 6, 3, 16, 15, 10, 11, 20, 14, 18, 8, 25, 26],
  F: [24, 19, 16, 15, 10, 14, 18, 8, 25, 26],
};

/** Transporter profiles (types 2 and 9) are the ones that present documents (doc 1 §3, §5). */
export const exigeDocumentos = (perfis: readonly { idTipoPerfil: number }[]) =>
  perfis.some((p) => isTransportador(p.idTipoPerfil));

/**
 * Doc 1 §5 'Person form': a transporter registering itself attaches every required document (else
 * MSG.pessoa.anexarDocumentos); staff may register it without, the documents come later. Answers
 * the required types missing from `enviados` (none when no transporter profile is chosen).
 */
export function documentosFaltando(
  tipoPessoa: TipoPessoa,
  perfis: readonly { idTipoPerfil: number }[],
  enviados: Iterable<number>,
): number[] {
  if (!exigeDocumentos(perfis)) return [];
  const tem = new Set(enviados);
  return DOCUMENTOS_OBRIGATORIOS[tipoPessoa].filter((t) => !tem.has(t));
}

export type SituacaoArquivo = 'N' | 'V' | 'P';

export interface ValidacaoResultado {
  situacaoPessoa: SituacaoPessoa;
  situacaoPerfil: SituacaoValidacao;
  aprovado: boolean;
}

/**
 * Doc 1 §4 'Validation of a transporter': all required documents V → Ativo/A (approved); all N →
 * Aguardando validação/P; otherwise (some pending or missing) → Pendente/P. Documents of types that
 * are not required are ignored; a missing required document counts as not validated.
 */
export function resultadoValidacao(
  tipoPessoa: TipoPessoa,
  documentos: ReadonlyArray<{ idTipoArquivo: number; situacao: SituacaoArquivo }>,
): ValidacaoResultado {
  const obrigatorios = DOCUMENTOS_OBRIGATORIOS[tipoPessoa];
  const porTipo = new Map<number, SituacaoArquivo>();
  for (const d of documentos)
    if (obrigatorios.includes(d.idTipoArquivo)) porTipo.set(d.idTipoArquivo, d.situacao);
  const situacoes = obrigatorios.map((t) => porTipo.get(t) ?? 'N');
  if (situacoes.every((s) => s === 'V'))
    return { situacaoPessoa: 'Ativo', situacaoPerfil: 'A', aprovado: true };
  if (situacoes.every((s) => s === 'N'))
    return { situacaoPessoa: 'Aguardando validação', situacaoPerfil: 'P', aprovado: false };
  return { situacaoPessoa: 'Pendente', situacaoPerfil: 'P', aprovado: false };
}

/**
 * Doc 1 §6: 'Validar' (transporters only) needs inclui, altera and exclui on Arquivo and altera on
 * Cadastro de Pessoas — whether through the validation popup or the spec's PUT /Pessoa/{id}.
 */
export const DIREITOS_VALIDAR_TRANSPORTADOR: ReadonlyArray<readonly [FeatureTitle, Acao]> = [
  [F.ARQUIVO, 'inclui'],
  [F.ARQUIVO, 'altera'],
  [F.ARQUIVO, 'exclui'],
  [F.CADASTRO_PESSOAS, 'altera'],
];

export const podeValidarTransportador = (rights: Rights | null | undefined) =>
  DIREITOS_VALIDAR_TRANSPORTADOR.every(([f, a]) => can(rights, f, a));

/** Doc 1 §9: the CLTRCC is valid for one year from approval. */
export function validadeCltrcc(aprovacao: Date): Date {
  const d = new Date(aprovacao);
  d.setFullYear(d.getFullYear() + 1);
  return d;
}

export type AcaoPerfil = 'Ativar' | 'Inativar' | 'Pendente';

/** Doc 1 §4 Perfil.situacaoValidacao: which actions a profile offers in its current state. */
export function podeAcaoPerfil(
  acao: AcaoPerfil,
  perfil: { situacaoValidacao: SituacaoValidacao; idTipoPerfil: number },
  situacaoPessoa: string,
): boolean {
  switch (acao) {
    case 'Ativar':
      return (
        (perfil.situacaoValidacao === 'I' || perfil.situacaoValidacao === 'P') &&
        ['Ativo', 'Aguardando validação', 'Pendente'].includes(situacaoPessoa)
      );
    case 'Inativar':
      return perfil.situacaoValidacao === 'A' || perfil.situacaoValidacao === 'P';
    case 'Pendente':
      return perfil.situacaoValidacao === 'A' && isTransportador(perfil.idTipoPerfil);
  }
}

export const SITUACAO_DESTINO: Record<AcaoPerfil, SituacaoValidacao> = {
  Ativar: 'A',
  Inativar: 'I',
  Pendente: 'P',
};

/** Doc 1 §4 Pessoa: 'Ativar' only when Inativo (or Aguardando validação for non-transporters), 'Inativar' only when Ativo. */
export const podeInativarPessoa = (situacao: string) => situacao !== 'Inativo';
export const podeAtivarPessoa = (situacao: string, transportador: boolean) =>
  situacao === 'Inativo' || (!transportador && situacao === 'Aguardando validação');

/** Doc 1 §6: 'Recuperar Senha' when the user is active and the person Ativo or Pendente. */
export const podeGerarLinkRecuperacao = (usuarioAtivo: string, situacaoPessoa: string) =>
  usuarioAtivo === 'S' && (situacaoPessoa === 'Ativo' || situacaoPessoa === 'Pendente');

/** Doc 1 §6: the CLTRCC certificate is for active transporters with approval date and validity. */
export function cltrccDisponivel(
  perfil: {
    idTipoPerfil: number;
    situacaoValidacao: string;
    dataAprovacao: Date | string | null;
    dataValidadeCltrcc: Date | string | null;
  },
  situacaoPessoa: string,
  now: Date = new Date(),
): boolean {
  return (
    isTransportador(perfil.idTipoPerfil) &&
    perfil.situacaoValidacao === 'A' &&
    situacaoPessoa === 'Ativo' &&
    !!perfil.dataAprovacao &&
    !!perfil.dataValidadeCltrcc &&
    new Date(perfil.dataValidadeCltrcc).getTime() >= now.getTime()
  );
}

/** Doc 1 §4 Documents: a document is expired after its validity date. */
export function documentoVencido(validade: string | null | undefined, hoje: Date = new Date()): boolean {
  if (!validade) return false;
  return validade < hoje.toISOString().slice(0, 10);
}
