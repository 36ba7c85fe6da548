/**
 * The demo city's hand-written cast (issue #14 item 3): the companies a newcomer recognises by name,
 * the regions' address styles, and the words the generator picks from. Everything numeric (how many,
 * which share) lives in plano.ts; the SQL that uses these lists lives beside it.
 */

/** Administrative regions (localidade ids, seeded from data/localidades.json) with address style and CEP prefix. */
export const REGIOES: ReadonlyArray<{ id: number; quadras: readonly string[]; cep: string; peso: number }> = [
  {
    id: 1,
    quadras: ['SQS 308', 'SQN 212', 'SHIN QI 5', 'CLN 405', 'SQS 113', 'SGAN 909'],
    cep: '70',
    peso: 9,
  },
  {
    id: 2,
    quadras: ['Quadra 12 Setor Leste', 'Quadra 5 Setor Oeste', 'Quadra 31 Setor Sul'],
    cep: '724',
    peso: 4,
  },
  { id: 3, quadras: ['QNA 24', 'QSD 11', 'CNB 9', 'QNJ 40', 'QND 3'], cep: '721', peso: 8 },
  { id: 4, quadras: ['Quadra 21 Vila São José', 'Setor Norte Quadra 3'], cep: '727', peso: 1 },
  { id: 5, quadras: ['Quadra 8', 'Quadra 14', 'Setor de Mansões Quadra 3'], cep: '730', peso: 3 },
  {
    id: 6,
    quadras: ['Setor Residencial Leste Quadra 2', 'Vila Buritis Quadra 6', 'Setor Tradicional Quadra 40'],
    cep: '733',
    peso: 3,
  },
  { id: 7, quadras: ['Quadra 21', 'Quadra 33'], cep: '715', peso: 1 },
  { id: 8, quadras: ['3ª Avenida Bloco 1480', '2ª Avenida Bloco 550'], cep: '717', peso: 1 },
  { id: 9, quadras: ['QNN 14', 'QNM 18', 'QNO 9', 'EQNP 10/14', 'QNP 22'], cep: '722', peso: 9 },
  { id: 10, quadras: ['QE 38', 'QI 25', 'QE 15', 'SRIA QE 40'], cep: '710', peso: 4 },
  { id: 12, quadras: ['QR 302', 'QR 510', 'QN 425', 'QS 118'], cep: '723', peso: 6 },
  { id: 13, quadras: ['QR 211', 'QR 416', 'QC 1'], cep: '725', peso: 2 },
  { id: 14, quadras: ['Residencial Oeste Quadra 3', 'Bairro São José Quadra 12'], cep: '716', peso: 2 },
  { id: 15, quadras: ['Quadra 104', 'Quadra 305', 'Quadra 510'], cep: '726', peso: 4 },
  { id: 16, quadras: ['SHIS QI 9', 'SHIS QL 14', 'SHIS QI 25'], cep: '716', peso: 2 },
  { id: 17, quadras: ['QN 7A', 'QS 14'], cep: '718', peso: 1 },
  { id: 18, quadras: ['SHIN QL 10', 'SHIN QI 12'], cep: '715', peso: 2 },
  {
    id: 20,
    quadras: ['Rua 25 Norte', 'Avenida Araucárias', 'Rua 36 Sul', 'Avenida Castanheiras'],
    cep: '719',
    peso: 6,
  },
  { id: 21, quadras: ['QC 2', 'QC 6'], cep: '718', peso: 1 },
  { id: 22, quadras: ['SQSW 304', 'SQSW 106', 'AOS 5'], cep: '706', peso: 2 },
  { id: 24, quadras: ['SMPW Quadra 26', 'SMPW Quadra 5'], cep: '717', peso: 1 },
  { id: 26, quadras: ['AR 13', 'AR 17'], cep: '731', peso: 1 },
  {
    id: 27,
    quadras: ['Condomínio Mirante das Paineiras', 'Condomínio Estância Quintas da Alvorada'],
    cep: '716',
    peso: 2,
  },
  { id: 28, quadras: ['Quadra 378', 'Quadra 203'], cep: '715', peso: 1 },
  { id: 30, quadras: ['Rua 4 Chácara 52', 'Rua 8 Chácara 133', 'Rua 10 Chácara 210'], cep: '720', peso: 3 },
  { id: 32, quadras: ['Quadra 103 Trecho 1', 'Quadra 500 Trecho 2'], cep: '722', peso: 2 },
  { id: 33, quadras: ['Área de Desenvolvimento Econômico Conjunto 4', 'QS 8'], cep: '719', peso: 1 },
];

interface Empresa {
  nome: string;
  email: string;
  idLocalidade: number;
  endereco: string;
  lon: number;
  lat: number;
}

/** City transporters (PJ, profile 2; the last one an independent PF, profile 9); `cltrccDias` from today. */
export const TRANSPORTADORES: ReadonlyArray<Empresa & { cltrccDias: number; pf?: true }> = [
  {
    nome: 'Cerrado Entulhos e Caçambas Ltda',
    email: 'contato@cerradoentulhos.com.br',
    idLocalidade: 25,
    endereco: 'SCIA Quadra 14, Conjunto 5, Lote 8',
    lon: -47.9884,
    lat: -15.7851,
    cltrccDias: 12,
  },
  {
    nome: 'Ipê Remoções e Transportes Ltda',
    email: 'operacao@iperemocoes.com.br',
    idLocalidade: 3,
    endereco: 'QI 12 Setor de Indústria, Lote 4',
    lon: -48.0712,
    lat: -15.8198,
    cltrccDias: 26,
  },
  {
    nome: 'Planalto Caçambas Eireli',
    email: 'planalto@planaltocacambas.com.br',
    idLocalidade: 10,
    endereco: 'SRIA QE 40, Lote 12',
    lon: -47.9851,
    lat: -15.8336,
    cltrccDias: 210,
  },
  {
    nome: 'Buriti Coleta de Resíduos Ltda',
    email: 'comercial@buriticoleta.com.br',
    idLocalidade: 12,
    endereco: 'QR 318, Conjunto 3, Lote 1',
    lon: -48.0961,
    lat: -15.8791,
    cltrccDias: 300,
  },
  {
    nome: 'Paranoá Terraplanagem e Transportes Ltda',
    email: 'contato@paranoaterraplanagem.com.br',
    idLocalidade: 7,
    endereco: 'Quadra 9, Área Especial 2',
    lon: -47.7788,
    lat: -15.7701,
    cltrccDias: 150,
  },
  {
    nome: 'Disk Entulho Taguatinga Ltda',
    email: 'atendimento@diskentulhotag.com.br',
    idLocalidade: 3,
    endereco: 'QSF 1, Lote 15',
    lon: -48.0431,
    lat: -15.8412,
    cltrccDias: 95,
  },
  {
    nome: 'Gama Ambiental Transportes Ltda',
    email: 'gama@gamaambiental.com.br',
    idLocalidade: 2,
    endereco: 'Setor Industrial, Quadra 10, Lote 5',
    lon: -48.0759,
    lat: -16.0061,
    cltrccDias: 60,
  },
  {
    nome: 'José Ribamar dos Santos',
    email: 'ribamar.fretes@exemplo.com.br',
    idLocalidade: 6,
    endereco: 'Vila Buritis, Quadra 6, Casa 14',
    lon: -47.6512,
    lat: -15.6174,
    cltrccDias: 45,
    pf: true,
  },
];

/**
 * What a destination tells the public on "onde descartar" (issue #19): opening hours, the
 * classe_material ids it accepts (1–4 = CONAMA A–D, 6 = mixed) and the volume a small generator may
 * bring per delivery (null: no small deliveries). Only PEVs and ATTs appear there unless the
 * authority flags another type; the others keep their hours for when it does.
 */
interface AtendimentoDemo {
  horario: string;
  classes: readonly number[];
  limiteM3: number | null;
}

/** City destinations (profile 3) of each kind. */
export const DESTINOS: ReadonlyArray<
  Empresa & {
    tipo: 'Aterro' | 'ATT' | 'PEV' | 'Recicladora';
    capacidade: number;
    atendimento: AtendimentoDemo;
  }
> = [
  {
    nome: 'Aterro Sanitário de Brasília (ASB)',
    email: 'asb@slu-demo.df.gov.br',
    idLocalidade: 12,
    endereco: 'DF-180, km 6, Samambaia',
    lon: -48.1587,
    lat: -15.8792,
    tipo: 'Aterro',
    capacidade: 40000,
    atendimento: { horario: 'Todos os dias, 6h às 22h', classes: [1, 3, 6], limiteM3: null },
  },
  {
    nome: 'Unidade de Recebimento de Entulhos (URE) Estrutural',
    email: 'ure@slu-demo.df.gov.br',
    idLocalidade: 25,
    endereco: 'Via Estrutural, Setor Complementar de Indústria e Abastecimento',
    lon: -47.9962,
    lat: -15.7789,
    tipo: 'Aterro',
    capacidade: 30000,
    atendimento: { horario: 'Segunda a sábado, 7h às 18h', classes: [1, 6], limiteM3: null },
  },
  {
    nome: 'ATT Sobradinho Reciclagem Ltda',
    email: 'att@sobradinhorecicla.com.br',
    idLocalidade: 5,
    endereco: 'DF-150, km 2, Área Rural',
    lon: -47.7812,
    lat: -15.6398,
    tipo: 'ATT',
    capacidade: 4000,
    atendimento: {
      horario: 'Segunda a sexta, 7h às 17h; sábado, 7h às 12h',
      classes: [1, 2, 6],
      limiteM3: 2,
    },
  },
  {
    nome: 'Papa-Entulho Guará',
    email: 'pev.guara@slu-demo.df.gov.br',
    idLocalidade: 10,
    endereco: 'QE 40, Área Especial 1',
    lon: -47.9807,
    lat: -15.8301,
    tipo: 'PEV',
    capacidade: 300,
    atendimento: {
      horario: 'Segunda a sábado, 7h às 19h; domingo e feriados, 8h às 12h',
      classes: [1, 2],
      limiteM3: 1,
    },
  },
  {
    nome: 'Recicla Brasília Agregados Ltda',
    email: 'contato@reciclabrasilia.com.br',
    idLocalidade: 29,
    endereco: 'SIA Trecho 17, Lote 300',
    lon: -47.9637,
    lat: -15.8125,
    tipo: 'Recicladora',
    capacidade: 12000,
    atendimento: { horario: 'Segunda a sexta, 7h às 17h', classes: [1], limiteM3: null },
  },
  {
    nome: 'Ecoagregados Gama Ltda',
    email: 'ecoagregados@ecoagregadosgama.com.br',
    idLocalidade: 2,
    endereco: 'Setor de Indústria, Quadra 2, Lote 30',
    lon: -48.0861,
    lat: -16.0102,
    tipo: 'Recicladora',
    capacidade: 8000,
    atendimento: { horario: 'Segunda a sexta, 7h30 às 17h30', classes: [1], limiteM3: null },
  },
];

/** The demo generator's other work sites (its first, 'Reforma Residencial Águas Claras', is the demo's). */
export const OBRAS_GERADOR_DEMO: ReadonlyArray<{ nome: string; idLocalidade: number; endereco: string }> = [
  { nome: 'Construção Casa Vicente Pires', idLocalidade: 30, endereco: 'Rua 8, Chácara 133, Lote 7' },
  {
    nome: 'Ampliação Chácara Sobradinho',
    idLocalidade: 5,
    endereco: 'Setor de Mansões, Quadra 3, Chácara 22',
  },
  { nome: 'Muro e Calçada Taguatinga Sul', idLocalidade: 3, endereco: 'QSD 11, Casa 30' },
];
