import { F } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC, needAny } from '../../http/access';
import { renderCertificado } from './pdf';
import { dadosCertificado, verificarCodigo } from './service';

const tags = ['CLTRCC'];

export default async function cltrccRoutes(app: FastifyInstance) {
  const perfilParam = z.object({ idPerfil: z.coerce.number().int().positive() });
  app.get(
    '/cltrcc/:idPerfil',
    {
      config: { access: needAny([F.CADASTRO_PESSOAS, 'consulta'], [F.DOCUMENTOS, 'consulta']) },
      schema: { tags, params: perfilParam },
    },
    async (req, reply) => {
      const { idPerfil } = req.params as z.infer<typeof perfilParam>;
      const d = await dadosCertificado(app.db, req.user!, idPerfil);
      const url = `${app.config.publicUrl.replace(/\/$/, '')}/verificar-cltrcc/${d.codigo}`;
      const pdf = await renderCertificado(d, url);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="cltrcc-${idPerfil}.pdf"`)
        .send(pdf);
    },
  );

  const codigoParam = z.object({ codigo: z.string().trim().min(1).max(40) });
  app.get(
    '/cltrcc/verificar/:codigo',
    { config: { access: PUBLIC }, schema: { tags, params: codigoParam } },
    async (req) => ({
      success: true,
      data: await verificarCodigo(app.db, (req.params as z.infer<typeof codigoParam>).codigo),
    }),
  );
}
