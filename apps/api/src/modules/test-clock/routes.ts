import { F, isoDateTime, ok } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';

/** One year either way is more than any CTR rule needs (30 min, 24 h, days on the street). */
const MAX_MINUTOS = 525_600;

const bodySchema = z.object({
  avancarMinutos: z
    .number({ error: 'Informe avancarMinutos (número inteiro de minutos).' })
    .int({ error: 'Informe avancarMinutos (número inteiro de minutos).' })
    .min(-MAX_MINUTOS, { error: `avancarMinutos deve estar entre -${MAX_MINUTOS} e ${MAX_MINUTOS}.` })
    .max(MAX_MINUTOS, { error: `avancarMinutos deve estar entre -${MAX_MINUTOS} e ${MAX_MINUTOS}.` }),
});

/**
 * The test clock (browser journeys and staging only): moves the time every CTR rule reads
 * (app.clock). The route exists only with TEST_CLOCK=true, which config refuses in production.
 * Moving time changes the rules for every user, so it needs the same right as changing the
 * system settings (the Administrador).
 */
export default async function testClockRoutes(app: ZodApp) {
  if (!app.config.testClock) return;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('TEST_CLOCK=true não é permitido com NODE_ENV=production.');
  }
  app.log.warn('TEST_CLOCK ativo: POST /api/test/clock move o relógio da API (somente para testes).');
  app.post(
    '/test/clock',
    {
      config: { access: need(F.CONFIGURACOES, 'altera') },
      schema: {
        tags: ['Testes'],
        summary: 'Mover o relógio da API (somente com TEST_CLOCK=true, fora de produção)',
        body: bodySchema,
        response: { 200: ok(z.object({ agora: isoDateTime })) },
      },
    },
    async (req) => {
      const { avancarMinutos } = req.body;
      app.clock.advance(avancarMinutos * 60_000);
      const agora = app.clock.now();
      req.log.warn({ avancarMinutos, agora, idUsuario: req.user?.id }, 'relógio de teste movido');
      return { success: true as const, data: { agora: agora.toISOString() } };
    },
  );
}
