import { type Acao, F, type FeatureTitle } from './features';
import { isTransportador, type SituacaoValidacao } from './profiles';

/** A user's rights: feature title → the actions granted. */
export type Rights = Record<string, Partial<Record<Acao, true>>>;

export interface PerfilGrant {
  idTipoPerfil: number;
  situacaoValidacao: SituacaoValidacao;
}

export interface PermissaoRow {
  idTipoPerfil: number;
  funcionalidade: string;
  consulta: boolean;
  inclui: boolean;
  altera: boolean;
  exclui: boolean;
}

/**
 * Doc 1 §6: rights are the union over the user's profiles that are validated (A) or pending (P);
 * a transporter also gets 'Editar meus dados' and 'Documentos'.
 */
export function computeRights(perfis: readonly PerfilGrant[], permissoes: readonly PermissaoRow[]): Rights {
  const live = new Set(
    perfis
      .filter((p) => p.situacaoValidacao === 'A' || p.situacaoValidacao === 'P')
      .map((p) => p.idTipoPerfil),
  );
  const rights: Rights = {};
  const grant = (title: string, acao: Acao) => {
    rights[title] ??= {};
    rights[title][acao] = true;
  };
  for (const p of permissoes) {
    if (!live.has(p.idTipoPerfil)) continue;
    if (p.consulta) grant(p.funcionalidade, 'consulta');
    if (p.inclui) grant(p.funcionalidade, 'inclui');
    if (p.altera) grant(p.funcionalidade, 'altera');
    if (p.exclui) grant(p.funcionalidade, 'exclui');
  }
  if ([...live].some(isTransportador)) {
    for (const title of [F.EDITAR_MEUS_DADOS, F.DOCUMENTOS]) {
      grant(title, 'consulta');
      grant(title, 'altera');
    }
  }
  return rights;
}

export function can(rights: Rights | undefined | null, feature: FeatureTitle | string, acao: Acao): boolean {
  return Boolean(rights?.[feature]?.[acao]);
}
