import { AppError, fichaCtrContract, notFound } from '@rcc/domain';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { ctrScope } from '../ctr/access';
import { ok } from '../ctr/context';
import { CTR_READ_ACCESS } from '../ctr/entities';
import { renderFichas } from './pdf';
import { findByCodigo, findFichas } from './queries';

const tags = ['Ficha CTR'];
const MAX_FICHAS = 500;

const idsParams = z.object({ ids: z.string().max(8000) });

export default async function fichaCtrRoutes(app: ZodApp) {
  // Registered before ':ids' would not matter (static segments win), but it reads better first.
  app.get(
    '/FichaCTR/verificar/:codigo',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Verificar a autenticidade de uma ficha CTR pelo código impresso',
        params: z.object({ codigo: z.string().max(40) }),
        response: { 200: fichaCtrContract.verificar },
      },
    },
    async (req) => {
      const { codigo } = req.params;
      const row = await findByCodigo(app.db, codigo.trim().toUpperCase());
      if (!row) throw notFound('Código de verificação não encontrado.');
      return ok(row);
    },
  );

  app.get(
    '/FichaCTR/:ids',
    {
      config: { access: CTR_READ_ACCESS },
      schema: {
        tags,
        summary: 'Ficha CTR em PDF (uma ou várias CTRs, ids separados por vírgula)',
        params: idsParams,
        response: { 200: fichaCtrContract.pdf },
      },
    },
    async (req, reply) => {
      const raw = req.params.ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const ids = [...new Set(raw.map(Number))];
      if (ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n <= 0)) {
        throw new AppError('VALIDATION', 'Identificador inválido.');
      }
      if (ids.length > MAX_FICHAS)
        throw new AppError('VALIDATION', `Selecione no máximo ${MAX_FICHAS} CTRs.`);
      const fichas = await findFichas(app.db, ids, ctrScope(req.user, 'v'));
      if (fichas.length === 0) throw notFound('Solicitação de transporte não encontrada.');
      const pdf = await renderFichas(fichas, (c) => `${app.config.publicUrl}/api/FichaCTR/verificar/${c}`);
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `inline; filename="ficha-ctr-${ids.length === 1 ? ids[0] : 'lote'}.pdf"`,
        )
        .send(pdf);
    },
  );
}
