import { GERADOR_IDS, TIPO_PERFIL, TRANSPORTADOR_IDS } from '@rcc/domain';
/** The words the demo city's generator picks from: names, work-site kinds, reasons, messages. */

export const PRIMEIROS_NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nelson',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sandra',
  'Thiago',
  'Vanessa',
  'Wellington',
  'Yara',
  'Cláudio',
  'Débora',
  'Francisco',
  'Raimunda',
  'Antônio',
  'Luzia',
  'Edvaldo',
  'Josefa',
  'Márcio',
];
export const SOBRENOMES = [
  'Alves',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Ferreira',
  'Gomes',
  'Lima',
  'Machado',
  'Nogueira',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vieira',
  'Moura',
  'Rocha',
  'Campos',
  'Freitas',
  'Sousa',
  'Araújo',
  'Carvalho',
  'Melo',
];
export const CONSTRUTORAS = [
  'Construtora Alvorada',
  'Incorporadora Capital',
  'Engenharia Monumental',
  'Construtora Pioneira',
  'Construtora Horizonte',
  'Construtora Esplanada',
  'JK Empreendimentos',
  'Construtora Candangos',
  'Lago Azul Engenharia',
  'Construtora Vale do Sol',
  'Planaltina Obras',
  'Águas Claras Incorporações',
  'Construtora Serra Dourada',
  'Brasal Reformas',
  'Construtora Ipê Amarelo',
  'Taguá Construções',
  'Sudoeste Engenharia',
  'Construtora Paranoá',
  'Guará Edificações',
  'Construtora Nova Ceilândia',
];
export const ARVORES = [
  'Ipê',
  'Jatobá',
  'Buriti',
  'Aroeira',
  'Pequi',
  'Cagaita',
  'Baru',
  'Sucupira',
  'Angico',
  'Jacarandá',
  'Cedro',
  'Mogno',
  'Paineira',
  'Quaresmeira',
  'Copaíba',
  'Tamboril',
  'Jequitibá',
  'Sibipiruna',
  'Flamboyant',
  'Manacá',
  'Murici',
  'Mangaba',
  'Gabiroba',
  'Araticum',
  'Lobeira',
  'Canela',
  'Pau-Brasil',
  'Guariroba',
  'Macaúba',
  'Indaiá',
  'Carnaúba',
  'Pitanga',
  'Jabuticaba',
  'Cajá',
  'Umbu',
  'Ingá',
  'Oiti',
  'Embaúba',
  'Jenipapo',
  'Cajueiro',
];
export const TIPOS_OBRA_PJ = [
  'Residencial',
  'Edifício',
  'Condomínio',
  'Centro Comercial',
  'Galpão',
  'Escola',
  'Reforma Loja',
  'Demolição',
];
export const TIPOS_OBRA_PF = [
  'Reforma Casa',
  'Construção Casa',
  'Ampliação Residência',
  'Reforma Apartamento',
  'Muro e Calçada',
  'Reforma Cozinha',
];

/** Waste types the city declares (tipo_residuo ids; class A weighted, 25 'contratada' and 26 left out). */
export const TIPOS_RESIDUO = [
  1, 1, 1, 2, 3, 3, 3, 4, 4, 6, 7, 8, 9, 9, 10, 11, 12, 13, 14, 15, 15, 16, 17, 19,
];

export const MARCAS_VEICULO: ReadonlyArray<[string, string]> = [
  ['Mercedes-Benz', 'Atego 2430'],
  ['Volkswagen', 'Constellation 24.280'],
  ['Ford', 'Cargo 2429'],
  ['Volvo', 'VM 270'],
  ['Iveco', 'Tector 240E28'],
  ['Scania', 'P 250'],
];

export const OBSERVACOES_RECEBIMENTO = [
  'Carga conferida na balança.',
  'Resíduo classe A, sem contaminação.',
  'Recebido sem ressalvas.',
  'Carga com pequena quantidade de madeira, aceita.',
  'Volume conferido visualmente.',
];
export const MOTIVOS_REJEICAO = [
  'Carga com resíduo classe D (tintas) misturado.',
  'Resíduo declarado não confere com a carga.',
  'Presença de resíduo doméstico na caçamba.',
];
export const MOTIVOS_CANCELAMENTO = [
  'Obra suspensa pelo proprietário.',
  'Solicitação feita em duplicidade.',
  'Cliente desistiu do serviço.',
  'Endereço da obra informado errado.',
];
export const MOTIVOS_RECUSA = [
  'Sem caçamba disponível na data.',
  'Endereço fora da área de atendimento.',
  'Veículo em manutenção.',
];

export const OCORRENCIAS_CACAMBA = [
  'Caçamba estacionada sobre a calçada',
  'Caçamba sem sinalização refletiva',
  'Caçamba transbordando resíduo',
  'Caçamba com lixo doméstico',
  'Caçamba há mais de uma semana no local',
];
export const OCORRENCIAS_TRANSPORTE = [
  'Veículo despejando entulho em área pública',
  'Caminhão transportando caçamba sem cobertura',
  'Resíduo caindo do veículo na via',
];
export const RESPOSTAS_OCORRENCIA = [
  'Transportador notificado; caçamba removida no dia seguinte.',
  'Fiscalização realizada no local; auto de infração lavrado.',
  'Vistoria realizada; situação regularizada.',
];

export const MENSAGENS: ReadonlyArray<{ titulo: string; html: string; perfis: number[]; diasAtras: number }> =
  [
    {
      titulo: 'Novo horário da URE Estrutural',
      html: '<p>A partir desta semana a Unidade de Recebimento de Entulhos da Estrutural funciona de segunda a sábado, das 7h às 19h.</p>',
      perfis: [...TRANSPORTADOR_IDS],
      diasAtras: 80,
    },
    {
      titulo: 'Sinalização das caçambas',
      html: '<p>Lembramos que toda caçamba em via pública deve ter <strong>faixas refletivas</strong> e o número de identificação visível.</p>',
      perfis: [...TRANSPORTADOR_IDS],
      diasAtras: 55,
    },
    {
      titulo: 'Pesagem obrigatória no ASB',
      html: '<p>As cargas destinadas ao Aterro Sanitário de Brasília passam a ser pesadas na entrada. Tenha o CTR em mãos.</p>',
      perfis: [...TRANSPORTADOR_IDS, TIPO_PERFIL.DESTINO_FINAL],
      diasAtras: 30,
    },
    {
      titulo: 'Papa-Entulhos: pequenos volumes',
      html: '<p>Geradores de pequenos volumes (até 1 m³) podem levar o entulho aos Papa-Entulhos da SLU gratuitamente.</p>',
      perfis: [...GERADOR_IDS, TIPO_PERFIL.CIDADAO],
      diasAtras: 20,
    },
    {
      titulo: 'Renovação do CLTRCC',
      html: '<p>Transportadores com licença a vencer nos próximos 30 dias devem enviar a documentação de renovação.</p>',
      perfis: [...TRANSPORTADOR_IDS],
      diasAtras: 4,
    },
  ];
