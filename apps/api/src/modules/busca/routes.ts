import { buscaContract, buscaQuerySchema } from '@rcc/domain';
import { AUTHENTICATED } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { buscar } from './service';

/** The command palette's search (issue #15 item 2); each kind of result keeps its own screen's scope. */
export default async function buscaRoutes(app: ZodApp) {
  app.get(
    '/busca',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['Busca'],
        summary: 'Buscar CTR pelo número, pessoa pelo CPF/CNPJ ou nome, veículo pela placa e obra pelo nome',
        description:
          'Cada tipo de resultado obedece ao direito e ao escopo da tela correspondente: um gerador só encontra as próprias obras e CTRs.',
        querystring: buscaQuerySchema,
        response: { 200: buscaContract.buscar },
      },
    },
    async (req) => ({
      success: true as const,
      data: { itens: await buscar(app.db, req.user!, req.query.q) },
    }),
  );
}
