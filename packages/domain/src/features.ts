/**
 * Feature titles (Funcionalidade.descricao) exactly as the spec names them, with the actions each
 * offers (consultaDisponivel …) and whether it is public. The API routes and the web routes both
 * declare one of these titles plus an action; `can()` decides.
 */
export const ACOES = ['consulta', 'inclui', 'altera', 'exclui'] as const;
export type Acao = (typeof ACOES)[number];

export const F = {
  TUTORIAL: 'Tutorial',
  EDITAR_MEUS_DADOS: 'Editar meus dados',
  DOCUMENTOS: 'Documentos',
  CADASTRO_PESSOAS: 'Cadastro de Pessoas',
  MANTER_USUARIO: 'Manter Usuário',
  PERFIL: 'Perfil',
  ARQUIVO: 'Arquivo',
  GERAR_LINK_RECUPERACAO: 'Gerar Link de Recuperação',
  CONFIGURACOES: 'Configurações do Sistema',
  GERENCIAR_PERMISSOES: 'Gerenciar permissões',
  AUDITORIA: 'Auditoria',
  /** Issue #18: the job queue and the failing webhook deliveries (the administrator's by default). */
  FILAS_ENTREGAS: 'Filas e Entregas',
  MANTER_CACAMBA: 'Manter Caçamba',
  MANTER_VEICULO: 'Manter Veículo',
  MANTER_OBRA: 'Manter Obra',
  MANTER_CLASSE_MATERIAL: 'Manter Classe de Material',
  MANTER_TIPO_RESIDUO: 'Manter Tipo de Resíduo',
  LOCALIZAR_CTR: 'Localizar CTR',
  SOLICITAR_TRANSPORTE: 'Solicitar Transporte',
  AVALIAR_SOLICITACAO: 'Avaliar Solicitação de Transporte',
  ALOCAR_CACAMBA: 'Alocar Caçamba',
  RETIRAR_CACAMBA: 'Retirar Caçamba',
  ENVIAR_NAO_SOLICITADO: 'Enviar Transporte não Solicitado',
  EDITAR_CTR: 'Editar CTR',
  SOLICITAR_CANCELAMENTO: 'Solicitar Cancelamento de CTR',
  ANALISAR_CANCELAMENTO: 'Analisar Solicitação de Cancelamento de CTR',
  PROSSEGUIR_CTR: 'Prosseguir com CTR',
  CORRIGIR_DADOS_CTR: 'Corrigir Dados da CTR',
  ALTERAR_TRANSPORTADOR: 'Alterar Transportador',
  VOLTAR_ALOCADA: 'Voltar Situação Alocada CTR',
  ANALISAR_RECEBIMENTO: 'Analisar Recebimento de Resíduos',
  CONTROLAR_TRIADOS: 'Controlar Resíduos Triados',
  LOCALIZAR_CACAMBA: 'Localizar Caçamba',
  REGISTRAR_OCORRENCIA: 'Registrar Ocorrência',
  ACOMPANHAR_OCORRENCIA: 'Acompanhar Ocorrência',
  CONSULTAR_ATT: 'Consultar ATT',
  CONSULTAR_MOVIMENTACAO: 'Consultar Movimentação de Resíduos',
  CONSULTAR_RESIDUO_REGIAO: 'Consultar Volume de Resíduos por Região',
  CONSULTAR_VEICULO_CACAMBA: 'Consultar Veículo e Caçambas do Transportador',
  CONSULTAR_EMPRESA_CTR: 'Consultar Empresa Ativa com CTR',
  MANTER_MENSAGENS: 'Manter Mensagens',
  DUVIDAS_SUGESTOES: 'Dúvidas ou Sugestões',
} as const;

export type FeatureTitle = (typeof F)[keyof typeof F];

export interface FeatureDef {
  descricao: FeatureTitle;
  /** Actions offered (consultaDisponivel, incluiDisponivel, alteraDisponivel, excluiDisponivel). */
  acoes: readonly Acao[];
  publico: boolean;
}

const CIAE: readonly Acao[] = ACOES;
const C: readonly Acao[] = ['consulta'];
const CA: readonly Acao[] = ['consulta', 'altera'];
const A: readonly Acao[] = ['altera'];

export const FEATURES: readonly FeatureDef[] = [
  { descricao: F.TUTORIAL, acoes: CIAE, publico: false },
  { descricao: F.EDITAR_MEUS_DADOS, acoes: CA, publico: false },
  { descricao: F.DOCUMENTOS, acoes: ['consulta', 'inclui', 'altera'], publico: false },
  { descricao: F.CADASTRO_PESSOAS, acoes: CIAE, publico: false },
  { descricao: F.MANTER_USUARIO, acoes: CIAE, publico: false },
  { descricao: F.PERFIL, acoes: CIAE, publico: false },
  { descricao: F.ARQUIVO, acoes: CIAE, publico: false },
  { descricao: F.GERAR_LINK_RECUPERACAO, acoes: C, publico: false },
  { descricao: F.CONFIGURACOES, acoes: CA, publico: false },
  { descricao: F.GERENCIAR_PERMISSOES, acoes: CA, publico: false },
  { descricao: F.AUDITORIA, acoes: C, publico: false },
  { descricao: F.FILAS_ENTREGAS, acoes: CA, publico: false },
  { descricao: F.MANTER_CACAMBA, acoes: CIAE, publico: false },
  { descricao: F.MANTER_VEICULO, acoes: CIAE, publico: false },
  { descricao: F.MANTER_OBRA, acoes: CIAE, publico: false },
  { descricao: F.MANTER_CLASSE_MATERIAL, acoes: CIAE, publico: false },
  { descricao: F.MANTER_TIPO_RESIDUO, acoes: CIAE, publico: false },
  { descricao: F.LOCALIZAR_CTR, acoes: C, publico: false },
  { descricao: F.SOLICITAR_TRANSPORTE, acoes: ['consulta', 'inclui', 'altera'], publico: false },
  { descricao: F.AVALIAR_SOLICITACAO, acoes: CA, publico: false },
  { descricao: F.ALOCAR_CACAMBA, acoes: CA, publico: false },
  { descricao: F.RETIRAR_CACAMBA, acoes: CA, publico: false },
  { descricao: F.ENVIAR_NAO_SOLICITADO, acoes: ['consulta', 'inclui', 'altera'], publico: false },
  { descricao: F.EDITAR_CTR, acoes: A, publico: false },
  { descricao: F.SOLICITAR_CANCELAMENTO, acoes: A, publico: false },
  { descricao: F.ANALISAR_CANCELAMENTO, acoes: CA, publico: false },
  { descricao: F.PROSSEGUIR_CTR, acoes: A, publico: false },
  { descricao: F.CORRIGIR_DADOS_CTR, acoes: A, publico: false },
  { descricao: F.ALTERAR_TRANSPORTADOR, acoes: A, publico: false },
  { descricao: F.VOLTAR_ALOCADA, acoes: C, publico: false },
  { descricao: F.ANALISAR_RECEBIMENTO, acoes: CA, publico: false },
  { descricao: F.CONTROLAR_TRIADOS, acoes: CA, publico: false },
  { descricao: F.LOCALIZAR_CACAMBA, acoes: C, publico: false },
  { descricao: F.REGISTRAR_OCORRENCIA, acoes: ['consulta', 'inclui'], publico: false },
  { descricao: F.ACOMPANHAR_OCORRENCIA, acoes: CA, publico: false },
  { descricao: F.CONSULTAR_ATT, acoes: C, publico: false },
  { descricao: F.CONSULTAR_MOVIMENTACAO, acoes: C, publico: false },
  { descricao: F.CONSULTAR_RESIDUO_REGIAO, acoes: C, publico: false },
  { descricao: F.CONSULTAR_VEICULO_CACAMBA, acoes: C, publico: false },
  { descricao: F.CONSULTAR_EMPRESA_CTR, acoes: C, publico: false },
  { descricao: F.MANTER_MENSAGENS, acoes: CIAE, publico: false },
  { descricao: F.DUVIDAS_SUGESTOES, acoes: ['inclui'], publico: true },
];

type Grants = Partial<Record<FeatureTitle, readonly Acao[]>>;

const ALL: Grants = Object.fromEntries(FEATURES.filter((f) => !f.publico).map((f) => [f.descricao, f.acoes]));

const COMMON: Grants = { [F.TUTORIAL]: C, [F.EDITAR_MEUS_DADOS]: CA };

const TRANSPORTADOR: Grants = {
  ...COMMON,
  [F.DOCUMENTOS]: ['consulta', 'inclui', 'altera'],
  [F.MANTER_CACAMBA]: CIAE,
  [F.MANTER_VEICULO]: CIAE,
  [F.LOCALIZAR_CTR]: C,
  [F.AVALIAR_SOLICITACAO]: CA,
  [F.ALOCAR_CACAMBA]: CA,
  [F.RETIRAR_CACAMBA]: CA,
  [F.ENVIAR_NAO_SOLICITADO]: ['consulta', 'inclui', 'altera'],
  [F.EDITAR_CTR]: A,
  [F.SOLICITAR_CANCELAMENTO]: A,
  [F.PROSSEGUIR_CTR]: A,
  [F.CORRIGIR_DADOS_CTR]: A,
  [F.VOLTAR_ALOCADA]: C,
  [F.CONTROLAR_TRIADOS]: C,
  [F.LOCALIZAR_CACAMBA]: C,
};

const GERADOR: Grants = {
  ...COMMON,
  [F.MANTER_OBRA]: CIAE,
  [F.SOLICITAR_TRANSPORTE]: ['consulta', 'inclui', 'altera'],
  [F.LOCALIZAR_CTR]: C,
  [F.EDITAR_CTR]: A,
  [F.SOLICITAR_CANCELAMENTO]: A,
  [F.ALTERAR_TRANSPORTADOR]: A,
  [F.REGISTRAR_OCORRENCIA]: ['consulta', 'inclui'],
};

const REPORTS: Grants = {
  [F.CONSULTAR_ATT]: C,
  [F.CONSULTAR_MOVIMENTACAO]: C,
  [F.CONSULTAR_RESIDUO_REGIAO]: C,
  [F.CONSULTAR_VEICULO_CACAMBA]: C,
  [F.CONSULTAR_EMPRESA_CTR]: C,
};

const SECRETARIA: Grants = {
  ...COMMON,
  ...REPORTS,
  [F.CADASTRO_PESSOAS]: CIAE,
  [F.MANTER_USUARIO]: CIAE,
  [F.PERFIL]: CIAE,
  [F.ARQUIVO]: CIAE,
  [F.GERAR_LINK_RECUPERACAO]: C,
  [F.CONFIGURACOES]: C,
  [F.GERENCIAR_PERMISSOES]: C,
  [F.AUDITORIA]: C,
  [F.MANTER_CACAMBA]: CA,
  [F.MANTER_VEICULO]: CA,
  [F.MANTER_OBRA]: CA,
  [F.MANTER_CLASSE_MATERIAL]: CIAE,
  [F.MANTER_TIPO_RESIDUO]: CIAE,
  [F.LOCALIZAR_CTR]: C,
  [F.EDITAR_CTR]: A,
  [F.ANALISAR_CANCELAMENTO]: CA,
  [F.ALTERAR_TRANSPORTADOR]: A,
  [F.ANALISAR_RECEBIMENTO]: C,
  [F.CONTROLAR_TRIADOS]: C,
  [F.LOCALIZAR_CACAMBA]: C,
  [F.ACOMPANHAR_OCORRENCIA]: CA,
  [F.MANTER_MENSAGENS]: CIAE,
};

/** Default permission table seeded on first start (documented in docs/permissoes.md). */
export const DEFAULT_GRANTS: Record<number, Grants> = {
  1: GERADOR,
  2: TRANSPORTADOR,
  3: {
    ...COMMON,
    [F.LOCALIZAR_CTR]: C,
    [F.ANALISAR_RECEBIMENTO]: CA,
    [F.CONTROLAR_TRIADOS]: CA,
    [F.CONSULTAR_ATT]: C,
  },
  4: SECRETARIA,
  5: {
    ...COMMON,
    ...REPORTS,
    [F.LOCALIZAR_CTR]: C,
    [F.LOCALIZAR_CACAMBA]: C,
    [F.REGISTRAR_OCORRENCIA]: ['consulta', 'inclui'],
    [F.ACOMPANHAR_OCORRENCIA]: CA,
  },
  6: {
    ...COMMON,
    ...REPORTS,
    [F.LOCALIZAR_CTR]: C,
    [F.LOCALIZAR_CACAMBA]: C,
    [F.REGISTRAR_OCORRENCIA]: ['consulta', 'inclui'],
  },
  7: { ...COMMON, [F.REGISTRAR_OCORRENCIA]: ['consulta', 'inclui'] },
  8: GERADOR,
  9: TRANSPORTADOR,
  10: ALL,
};
