import { type Acao, F, type FeatureTitle } from '@rcc/domain/features';
import { can, type Rights } from '@rcc/domain/permissions';

interface FeatureLink {
  kind: 'link';
  path: string;
  /** Feature checked with can(rights, title, 'consulta'); also the label. */
  title: FeatureTitle;
  always?: false;
}

/** An entry every logged-in user sees (a public feature or page); its title is only a label. */
interface PublicLink {
  kind: 'link';
  path: string;
  title: string;
  always: true;
}

export type MenuLink = FeatureLink | PublicLink;

/** Areas of the side menu (issue #15 item 2); the side menu gives each its icon. */
export type MenuGroupId = 'ctr' | 'cadastros' | 'monitoramento' | 'relatorios' | 'administracao' | 'ajuda';

export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  label: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (path: string, title: FeatureTitle): MenuLink => ({ kind: 'link', path, title });
const group = (id: MenuGroupId, label: string, children: MenuLink[]): MenuGroup => ({
  kind: 'group',
  id,
  label,
  children,
});

/** Spec 1 §2.4's entries, grouped by area. 'Sair' is added by the side menu itself. */
export const MENU: readonly MenuEntry[] = [
  group('ctr', 'CTR', [
    link('/localizar-ctr', F.LOCALIZAR_CTR),
    link('/solicitacao-transporte/add', F.SOLICITAR_TRANSPORTE),
    link('/avaliar-solicitacao-transporte', F.AVALIAR_SOLICITACAO),
    link('/alocar-cacamba', F.ALOCAR_CACAMBA),
    link('/retirar-cacamba', F.RETIRAR_CACAMBA),
    link('/enviar-transporte-nao-solicitado/add', F.ENVIAR_NAO_SOLICITADO),
    link('/cancelamento-ctr', F.ANALISAR_CANCELAMENTO),
    link('/avaliar-recebimento-solicitacao', F.ANALISAR_RECEBIMENTO),
    link('/controle-residuos-triados', F.CONTROLAR_TRIADOS),
  ]),
  group('cadastros', 'Cadastros', [
    link('/editar-dados-usuario', F.EDITAR_MEUS_DADOS),
    link('/pendencia-documentos', F.DOCUMENTOS),
    link('/pessoa', F.CADASTRO_PESSOAS),
    link('/obra', F.MANTER_OBRA),
    link('/veiculo', F.MANTER_VEICULO),
    link('/cacamba', F.MANTER_CACAMBA),
    link('/classe-material', F.MANTER_CLASSE_MATERIAL),
    link('/tipo-residuo', F.MANTER_TIPO_RESIDUO),
  ]),
  group('monitoramento', 'Monitoramento', [
    link('/localizar-cacamba', F.LOCALIZAR_CACAMBA),
    link('/registrar-ocorrencia', F.REGISTRAR_OCORRENCIA),
    link('/acompanhar-ocorrencia', F.ACOMPANHAR_OCORRENCIA),
  ]),
  group('relatorios', 'Relatórios', [
    link('/consultar-empresa-ctr', F.CONSULTAR_EMPRESA_CTR),
    link('/consultar-att', F.CONSULTAR_ATT),
    link('/consulta-move-residuo', F.CONSULTAR_MOVIMENTACAO),
    link('/consulta-residuo-regiao', F.CONSULTAR_RESIDUO_REGIAO),
    link('/consulta-veiculo-cacamba', F.CONSULTAR_VEICULO_CACAMBA),
  ]),
  group('administracao', 'Administração', [
    link('/manter-mensagem', F.MANTER_MENSAGENS),
    link('/atribuicao-perfil', F.GERENCIAR_PERMISSOES),
    link('/configuracoes', F.CONFIGURACOES),
    link('/filas-e-entregas', F.FILAS_ENTREGAS),
  ]),
  group('ajuda', 'Ajuda', [
    link('/tutorial', F.TUTORIAL),
    // Public feature (only 'inclui' exists): every logged-in user may send questions or suggestions.
    { kind: 'link', path: '/reclamacoes', title: F.DUVIDAS_SUGESTOES, always: true },
    { kind: 'link', path: '/acessibilidade', title: 'Acessibilidade', always: true },
  ]),
];

const MENU_ACTION: Acao = 'consulta';

const mayOpen = (rights: Rights | null | undefined, entry: MenuLink) =>
  entry.always || can(rights, entry.title, MENU_ACTION);

/** An item shows only with consulta on its title; a group only when a child shows. */
export function visibleMenu(
  rights: Rights | null | undefined,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (mayOpen(rights, entry)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => mayOpen(rights, child));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

/** Every reachable link, flattened (home page list). */
export const flattenMenu = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Where a page sits in the menu: its area and the menu entry it belongs to (the longest menu path
 * the address starts with). Breadcrumbs come from here, not from a second hand-kept list.
 */
export function menuTrail(
  pathname: string,
  menu: readonly MenuEntry[] = MENU,
): { group?: MenuGroup; link: MenuLink } | null {
  let best: { group?: MenuGroup; link: MenuLink } | null = null;
  const consider = (entry: MenuLink, owner?: MenuGroup) => {
    // '/solicitacao-transporte/add' also owns its list '/solicitacao-transporte'.
    const base = entry.path.replace(/\/add$/, '');
    if (!isUnder(pathname, base)) return;
    if (!best || base.length > best.link.path.replace(/\/add$/, '').length)
      best = { group: owner, link: entry };
  };
  for (const entry of menu) {
    if (entry.kind === 'link') consider(entry);
    else for (const child of entry.children) consider(child, entry);
  }
  return best;
}
