import { type Acao, F, type FeatureTitle } from '@rcc/domain/features';
import { can, type Rights } from '@rcc/domain/permissions';

export interface MenuLink {
  kind: 'link';
  path: string;
  /** Feature checked with can(rights, title, 'consulta'); also the label. */
  title: FeatureTitle;
  /** When true the entry shows for every logged-in user (public features). */
  always?: boolean;
}

interface MenuGroup {
  kind: 'group';
  label: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (path: string, title: FeatureTitle): MenuLink => ({ kind: 'link', path, title });

/** Spec 1 §2.4, in the spec's order. 'Sair' is added by the side menu itself. */
export const MENU: readonly MenuEntry[] = [
  link('/tutorial', F.TUTORIAL),
  link('/editar-dados-usuario', F.EDITAR_MEUS_DADOS),
  link('/pendencia-documentos', F.DOCUMENTOS),
  link('/pessoa', F.CADASTRO_PESSOAS),
  link('/cacamba', F.MANTER_CACAMBA),
  link('/veiculo', F.MANTER_VEICULO),
  link('/obra', F.MANTER_OBRA),
  {
    kind: 'group',
    label: 'CTR',
    children: [
      link('/localizar-ctr', F.LOCALIZAR_CTR),
      link('/solicitacao-transporte/add', F.SOLICITAR_TRANSPORTE),
      link('/avaliar-solicitacao-transporte', F.AVALIAR_SOLICITACAO),
      link('/alocar-cacamba', F.ALOCAR_CACAMBA),
      link('/retirar-cacamba', F.RETIRAR_CACAMBA),
      link('/enviar-transporte-nao-solicitado/add', F.ENVIAR_NAO_SOLICITADO),
      link('/cancelamento-ctr', F.ANALISAR_CANCELAMENTO),
      link('/consultar-empresa-ctr', F.CONSULTAR_EMPRESA_CTR),
    ],
  },
  link('/avaliar-recebimento-solicitacao', F.ANALISAR_RECEBIMENTO),
  link('/classe-material', F.MANTER_CLASSE_MATERIAL),
  link('/controle-residuos-triados', F.CONTROLAR_TRIADOS),
  link('/tipo-residuo', F.MANTER_TIPO_RESIDUO),
  link('/localizar-cacamba', F.LOCALIZAR_CACAMBA),
  link('/registrar-ocorrencia', F.REGISTRAR_OCORRENCIA),
  link('/acompanhar-ocorrencia', F.ACOMPANHAR_OCORRENCIA),
  link('/consultar-att', F.CONSULTAR_ATT),
  link('/consulta-move-residuo', F.CONSULTAR_MOVIMENTACAO),
  link('/consulta-residuo-regiao', F.CONSULTAR_RESIDUO_REGIAO),
  link('/consulta-veiculo-cacamba', F.CONSULTAR_VEICULO_CACAMBA),
  link('/manter-mensagem', F.MANTER_MENSAGENS),
  link('/atribuicao-perfil', F.GERENCIAR_PERMISSOES),
  link('/configuracoes', F.CONFIGURACOES),
  // Public feature (only 'inclui' exists): every logged-in user may send questions or suggestions.
  { kind: 'link', path: '/reclamacoes', title: F.DUVIDAS_SUGESTOES, always: true },
];

const MENU_ACTION: Acao = 'consulta';

/** An item shows only with consulta on its title; a group only when a child shows. */
export function visibleMenu(
  rights: Rights | null | undefined,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (entry.always || can(rights, entry.title, MENU_ACTION)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => child.always || can(rights, child.title, MENU_ACTION));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

/** Every reachable link, flattened (home page list). */
export const flattenMenu = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
