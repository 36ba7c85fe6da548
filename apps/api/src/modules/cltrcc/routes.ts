import { cltrccContract, F } from '@rcc/domain';
import { z } from 'zod';
import { PUBLIC, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { renderCertificado } from './pdf';
import { dadosCertificado, verificarCodigo } from './service';

const tags = ['CLTRCC'];

export default async function cltrccRoutes(app: ZodApp) {
  const perfilParam = z.object({ idPerfil: z.coerce.number().int().positive() });
  app.get(
    '/cltrcc/:idPerfil',
    {
      config: { access: needAny([F.CADASTRO_PESSOAS, 'consulta'], [F.DOCUMENTOS, 'consulta']) },
      schema: {
        tags,
        summary: 'Certificado CLTRCC do perfil transportador (PDF)',
        params: perfilParam,
        response: { 200: cltrccContract.pdf },
      },
    },
    async (req, reply) => {
      const { idPerfil } = req.params;
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
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Verificar a autenticidade de um CLTRCC pelo código',
        params: codigoParam,
        response: { 200: cltrccContract.verificar },
      },
    },
    async (req) => ({ success: true as const, data: await verificarCodigo(app.db, req.params.codigo) }),
  );
}
