import { type Evento, SITUACAO_CTR as S } from '@rcc/domain';
import type { Papel } from './destinatarios';

export interface TextoNotificacao {
  titulo: string;
  texto: string;
  /** A path of the web app. */
  link: string;
}

/** Where each role follows its CTRs (the lists of spec 2). */
const LISTA_CTR: Partial<Record<Papel, string>> = {
  gerador: '/solicitacao-transporte',
  transportador: '/localizar-ctr',
  destino: '/avaliar-recebimento-solicitacao',
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

function situacaoCtr(p: Extract<Evento, { tipo: 'ctr.situacao_alterada' }>['payload'], papel: Papel) {
  const n = p.numero ?? String(p.id);
  const titulo = `CTR nº ${n}: ${p.para}`;
  const link = LISTA_CTR[papel] ?? '/localizar-ctr';
  switch (p.para) {
    case S.SOLICITADA:
      return {
        titulo: `Nova solicitação de transporte nº ${n}`,
        texto: `A solicitação de transporte nº ${n} aguarda a sua avaliação.`,
        link: '/avaliar-solicitacao-transporte',
      };
    case S.ENVIADA:
      return { titulo, texto: `O transportador aceitou a solicitação de transporte nº ${n}.`, link };
    case S.RECUSADA:
      return { titulo, texto: `O transportador recusou a solicitação de transporte nº ${n}.`, link };
    case S.ALOCADA:
      return { titulo, texto: `A caçamba da CTR nº ${n} foi alocada na obra.`, link };
    case S.RETIRADA:
      return papel === 'destino'
        ? {
            titulo: `CTR nº ${n} a caminho`,
            texto: `A CTR nº ${n} foi retirada da obra e está a caminho do seu destino final.`,
            link,
          }
        : { titulo, texto: `A caçamba da CTR nº ${n} foi retirada da obra.`, link };
    case S.DESTINADA:
      return { titulo, texto: `O resíduo da CTR nº ${n} foi recebido pelo destino final.`, link };
    case S.RESIDUO_REJEITADO:
      return { titulo, texto: `O destino final rejeitou o resíduo da CTR nº ${n}.`, link };
    case S.IRREGULAR:
      return {
        titulo,
        texto: `A CTR nº ${n} passou a Irregular: o prazo da caçamba ou do transporte venceu.`,
        link,
      };
    default:
      return { titulo, texto: `A CTR nº ${n} passou de ${p.de ?? '—'} para ${p.para}.`, link };
  }
}

const RESPOSTA: Record<'aceito' | 'recusado' | 'destinado', string> = {
  aceito: 'aceito: a CTR foi cancelada',
  recusado: 'recusado: a CTR segue o seu curso',
  destinado: 'resolvido com a CTR dada como destinada',
};

/** The Portuguese title, text and link of one notification, by event and the recipient's role. */
export function textoDe(e: Evento, papel: Papel): TextoNotificacao {
  switch (e.tipo) {
    case 'ctr.situacao_alterada':
      return situacaoCtr(e.payload, papel);
    case 'ctr.cancelamento_solicitado':
      return {
        titulo: `Pedido de cancelamento da CTR nº ${e.payload.id}`,
        texto: `Foi pedido o cancelamento da CTR nº ${e.payload.id}${e.payload.motivo ? `. Motivo: ${e.payload.motivo}` : ''}.`,
        link: LISTA_CTR[papel] ?? '/localizar-ctr',
      };
    case 'ctr.cancelamento_respondido':
      return {
        titulo: `Cancelamento da CTR nº ${e.payload.id} respondido`,
        texto: `O pedido de cancelamento da CTR nº ${e.payload.id} foi ${RESPOSTA[e.payload.resposta]}${e.payload.motivo ? `. Motivo: ${e.payload.motivo}` : ''}.`,
        link: LISTA_CTR[papel] ?? '/localizar-ctr',
      };
    case 'pessoa.validada':
      return {
        titulo: 'Cadastro validado',
        texto: 'Seu cadastro no sistema RCC foi validado. Você já pode usar todas as funções do seu perfil.',
        link: '/inicio',
      };
    case 'pessoa.recusada':
      return {
        titulo: e.payload.situacao === 'Inativo' ? 'Cadastro inativado' : 'Cadastro com pendência',
        texto: `Seu cadastro no sistema RCC ficou com a situação "${e.payload.situacao}"${e.payload.justificativa ? `. Motivo: ${e.payload.justificativa}` : ''}.`,
        link: '/pendencia-documentos',
      };
    case 'documento.validado':
      return {
        titulo: 'Documento validado',
        texto: `O documento "${e.payload.tipo}" foi validado pela SLU.`,
        link: '/pendencia-documentos',
      };
    case 'documento.recusado':
      return {
        titulo: 'Documento recusado',
        texto: `O documento "${e.payload.tipo}" foi recusado pela SLU${e.payload.motivo ? `. Motivo: ${e.payload.motivo}` : ''}. Envie uma nova versão.`,
        link: '/pendencia-documentos',
      };
    case 'cltrcc.vencendo':
      return {
        titulo: `CLTRCC vence em ${e.payload.dias} dias`,
        texto: `Sua Licença de Transporte (CLTRCC) vence em ${dataBr(e.payload.validade)}. Envie os documentos atualizados para renová-la a tempo.`,
        link: '/pendencia-documentos',
      };
    case 'mensagem.recebida':
      return {
        titulo: 'Nova mensagem da SLU',
        texto: `A SLU publicou a mensagem "${e.payload.titulo}".`,
        link: '/inicio',
      };
    case 'ocorrencia.respondida':
      return {
        titulo: `Ocorrência nº ${e.payload.idOcorrencia} respondida`,
        texto: `Sua ocorrência nº ${e.payload.idOcorrencia} foi respondida (situação: ${e.payload.situacao}).`,
        link: `/registrar-ocorrencia/view/${e.payload.idOcorrencia}`,
      };
  }
}
