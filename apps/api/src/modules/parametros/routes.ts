import {
  type ContatoOrgao,
  F,
  MSG_PESSOAS as M,
  parametroContract,
  parametroSchema,
  SENHA_MASCARA,
} from '@rcc/domain';
import { z } from 'zod';
import { sql } from '../../db/sql';
import { need, PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf, audit, bad, notFound } from '../pessoas/context';
import './entities';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export default async function parametrosRoutes(app: ZodApp) {
  app.get(
    '/parametro/contato',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Configurações'],
        summary: 'Nome, telefone e e-mails de contato do órgão para o rodapé, sem login',
        response: { 200: parametroContract.contato },
      },
    },
    async () => {
      // Only the authority's name, phone and contact addresses: SMTP settings never leave the
      // administrator's screen.
      const [row] = await app.db.query<ContatoOrgao>(sql`
        SELECT nome_orgao AS "nomeOrgao", telefone_orgao AS "telefoneOrgao", email_duvidas AS "emailDuvidas",
          email_sugestoes AS "emailSugestoes", email_reclamacoes AS "emailReclamacoes"
        FROM parametro WHERE id = 1`);
      return {
        success: true as const,
        data: row ?? {
          nomeOrgao: null,
          telefoneOrgao: null,
          emailDuvidas: null,
          emailSugestoes: null,
          emailReclamacoes: null,
        },
      };
    },
  );

  for (const url of ['/Parametro/:id', '/parametro/:id']) {
    app.put(
      url,
      {
        config: { access: need(F.CONFIGURACOES, 'altera') },
        schema: {
          tags: ['Configurações'],
          summary: 'Salvar as configurações (SMTP, prazos, nome, telefone e e-mails de contato do órgão)',
          params: idParam,
          body: parametroSchema,
          response: { 200: parametroContract.salvar },
        },
      },
      async (req) => {
        const { id } = req.params;
        const p = req.body;
        await app.db.transaction(async (tx) => {
          const [cur] = await tx.query<{ pass: string | null }>(
            sql`SELECT pass_smtp AS pass FROM parametro WHERE id = ${id} FOR UPDATE`,
          );
          if (!cur) throw notFound();
          // The form sends the mask back when the password was not retyped: keep the saved one.
          const manter = p.passSmtp === SENHA_MASCARA;
          if (manter && !cur.pass) throw bad(M.obrigatorio('Senha SMTP'), 'passSmtp');
          await tx.query(sql`
            UPDATE parametro SET servidor_smtp = ${p.servidorSmtp}, porta_smtp = ${p.portaSmtp},
              criptografia_smtp = ${p.criptografiaSmtp}, login_smtp = ${p.loginSmtp},
              pass_smtp = ${manter ? cur.pass : p.passSmtp}, email_envio_smtp = ${p.emailEnvioSmtp},
              qtd_dias_logradouros = ${p.qtdDiasLogradouros}, qtd_horas_transporte_cacamba = ${p.qtdHorasTransporteCacamba},
              qtd_horas_transporte_rcc = ${p.qtdHorasTransporteRcc}, email_duvidas = ${p.emailDuvidas},
              email_sugestoes = ${p.emailSugestoes}, email_reclamacoes = ${p.emailReclamacoes}, nome_orgao = ${p.nomeOrgao},
              telefone_orgao = ${p.telefoneOrgao}, updated_at = now()
            WHERE id = ${id}`);
          const { passSmtp: _p, ...logged } = p;
          await audit(tx, actorOf(req), 'Parametro', id, 'alterar', { ...logged, senhaAlterada: !manter });
        });
        return { success: true as const, data: { id }, message: M.configuracoesSalvas };
      },
    );
  }
}
