import type { LoadRequest } from '../lib/load';
import { type FixtureCtr, makeCtrs } from './fixtures';
import type { BenchContext, Case, Role } from './types';

const auth = (ctx: BenchContext, as: Role): Record<string, string> =>
  as === 'publico' ? {} : { 'auth-token': ctx.tokens[as] };

/** A write that moves one prepared CTR per request from `from` to its next status (spec 2 §4). */
function transition(
  id: string,
  label: string,
  as: Role,
  method: 'PUT' | 'GET',
  path: (id: number) => string,
  from: string,
  body: (ctr: FixtureCtr, ctx: BenchContext) => unknown,
  opts: { situacaoAnterior?: string; destino?: boolean; multipart?: boolean } = {},
): Case {
  return {
    id,
    label,
    group: 'escrita',
    as,
    method,
    path: path(0),
    prepare: async (ctx, amount) => {
      const ctrs = await makeCtrs(ctx, amount, from, opts);
      return (i: number): LoadRequest => {
        const ctr = ctrs[i % ctrs.length]!;
        const b = body(ctr, ctx);
        if (opts.multipart) {
          const { text, type } = multipart(b as Record<string, unknown>);
          return {
            method,
            path: path(ctr.id),
            body: text,
            headers: { ...auth(ctx, as), 'content-type': type },
          };
        }
        return {
          method,
          path: path(ctr.id),
          ...(b === undefined ? {} : { body: b }),
          headers: auth(ctx, as),
        };
      };
    },
  };
}

function multipart(fields: Record<string, unknown>) {
  const boundary = '----rccbench7f3a';
  const parts = Object.entries(fields).map(
    ([k, v]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  return { text: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

export const WRITE_CASES: Case[] = [
  {
    id: 'solicitar',
    label: 'Solicitar transporte (nova CTR)',
    group: 'escrita',
    as: 'gerador',
    method: 'POST',
    path: '/api/SolicitacaoTransporte',
    prepare: async (ctx) => {
      // The demo generator's work site and the transporter it works with (obra_transportador).
      const obra = await ctx.sql.query(
        `SELECT o.id, ot.id_perfil FROM obra o JOIN obra_transportador ot ON ot.id_obra = o.id
         WHERE o.id_gerador = $1 AND o.excluido = 0 ORDER BY o.id LIMIT 1`,
        [ctx.ids.geradorPerfil],
      );
      const body = {
        idObra: Number(obra.rows[0]?.id),
        idGerador: ctx.ids.geradorPerfil,
        idTransportador: Number(obra.rows[0]?.id_perfil),
        idResiduoPredominante: 1,
        quantidadeCacambas: 1,
        residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 5 }],
      };
      return () => ({
        method: 'POST',
        path: '/api/SolicitacaoTransporte',
        body,
        headers: auth(ctx, 'gerador'),
      });
    },
  },
  transition(
    'aceitar',
    'Avaliar: aceitar (Solicitada → Enviada)',
    'grande',
    'PUT',
    (id) => `/api/avaliar_solicitacao/${id}`,
    'Solicitada',
    (c) => ({ avaliacao: true, veiculo: c.idVeiculo, type: 'Basculante' }),
  ),
  transition(
    'recusar',
    'Avaliar: recusar (Solicitada → Recusada)',
    'grande',
    'PUT',
    (id) => `/api/avaliar_solicitacao/${id}`,
    'Solicitada',
    () => ({ avaliacao: false, justificativa: 'Sem caçamba disponível na data' }),
  ),
  transition(
    'alterar-transportador',
    'Alterar transportador (Recusada → Solicitada)',
    'secretaria',
    'PUT',
    (id) => `/api/SolicitacaoTransporte/${id}`,
    'Recusada',
    (_c, ctx) => ({
      situacao: 'Solicitada',
      idTransportador: ctx.ids.grandePerfil,
      motivoRecSolicitacao: null,
    }),
  ),
  transition(
    'alocar',
    'Alocar caçamba (Enviada → Alocada)',
    'grande',
    'PUT',
    (id) => `/api/alocar_cacamba/${id}`,
    'Enviada',
    (c) => ({ situacao: 'Alocada', idObra: c.idObra, idVeiculo: c.idVeiculo }),
  ),
  transition(
    'retirar',
    'Retirar caçamba (Alocada → Retirada)',
    'grande',
    'PUT',
    (id) => `/api/retirar_cacamba/${id}`,
    'Alocada',
    (c, ctx) => ({
      idResiduoPredominante: 1,
      idDestinoFinal: ctx.ids.destinoPerfil,
      idVeiculo: c.idVeiculo,
      situacao: 'Retirada',
      residuos: [{ idTipoResiduo: 1, volume: 5 }],
    }),
    { multipart: true },
  ),
  transition(
    'voltar-alocada',
    'Voltar para Alocada (Retirada → Alocada)',
    'grande',
    'GET',
    (id) => `/api/voltar-situacao-alocada/${id}`,
    'Retirada',
    () => undefined,
    { destino: true },
  ),
  transition(
    'solicitar-cancelamento',
    'Solicitar cancelamento (Enviada → Cancelamento Solicitado)',
    'grande',
    'PUT',
    (id) => `/api/SolicitarCancelamentoSolicitacao/${id}`,
    'Enviada',
    () => ({ motivoSolCancelamento: 'Obra suspensa pelo cliente' }),
  ),
  transition(
    'aceitar-cancelamento',
    'Analisar cancelamento: aceitar (→ Cancelada)',
    'secretaria',
    'PUT',
    (id) => `/api/SolicitacaoTransporteAceitar/${id}`,
    'Cancelamento Solicitado',
    () => ({}),
    { situacaoAnterior: 'Enviada' },
  ),
  transition(
    'recusar-cancelamento',
    'Analisar cancelamento: recusar (→ Cancelamento Recusado)',
    'secretaria',
    'PUT',
    (id) => `/api/SolicitacaoTransporteRecusar/${id}`,
    'Cancelamento Solicitado',
    () => ({ motivoRecSolCancelamento: 'Caçamba já foi retirada da obra' }),
    { situacaoAnterior: 'Enviada' },
  ),
  transition(
    'destinar-cancelamento',
    'Analisar cancelamento: destinar (→ Destinada)',
    'secretaria',
    'PUT',
    (id) => `/api/SolicitacaoTransporteDestinar/${id}`,
    'Cancelamento Solicitado',
    () => ({}),
    { situacaoAnterior: 'Retirada', destino: true },
  ),
  transition(
    'prosseguir',
    'Prosseguir com CTR (Cancelamento Recusado → anterior)',
    'grande',
    'PUT',
    (id) => `/api/SolicitacaoTransporteProsseguir/${id}`,
    'Cancelamento Recusado',
    () => ({}),
    { situacaoAnterior: 'Enviada' },
  ),
  transition(
    'pesar',
    'Destino rápido: pesagem (Retirada → Em Pesagem)',
    'publico',
    'PUT',
    (id) => `/api/destinoRapido/solicitacaoTransporte/${id}`,
    'Retirada',
    (c, ctx) => ({
      idDestinoFinal: ctx.ids.destinoPerfil,
      idResiduoPredominante: 1,
      idLocalidade: 1,
      placa: c.placa,
      token: c.token,
      situacao: 'Em Pesagem',
      idVeiculo: c.idVeiculo,
    }),
    { destino: true },
  ),
  transition(
    'receber',
    'Receber resíduo (Retirada → Destinada)',
    'destino',
    'PUT',
    (id) => `/api/RecebimentoResiduo/${id}`,
    'Retirada',
    () => ({ avaliacao: true, observacao: 'Recebido conforme' }),
    { destino: true },
  ),
];
