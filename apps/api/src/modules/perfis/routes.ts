import { F, perfilContract, perfilSchema, perfilSituacaoSchema } from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { readRequest } from '../arquivos/files';
import { actorOf, assertPessoaScope, notFound } from '../pessoas/context';
import { insertPerfil, perfilFiles, removePerfil, setSituacaoPerfil, updatePerfil } from './service';
import { sql } from '../../db/sql';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Perfis'];
const novoPerfil = perfilSchema.extend({
  idPessoa: z.coerce.number({ error: 'Pessoa não informada' }).int().positive(),
});

/** The spec spells the entity both ways (DESIGN §3): every path answers in both. */
const both = (path: string) => [path, path.replace('/perfil', '/Perfil')];

export default async function perfisRoutes(app: ZodApp) {
  for (const url of [...both('/perfil/add'), ...both('/perfil/add/')]) {
    const schema = {
      tags,
      summary: 'Incluir perfil numa pessoa (JSON ou multipart com os documentos)',
      response: { 200: perfilContract.add },
    };
    app.post(url, { config: { access: need(F.PERFIL, 'inclui') }, schema }, async (req) => {
      const { body, files } = await readRequest(req);
      const { idPessoa, ...input } = novoPerfil.parse(body);
      assertPessoaScope(req.user, idPessoa);
      const data = await app.db.transaction(async (tx) => {
        const [p] = await tx.query<{ tipoPessoa: 'F' | 'J' }>(
          sql`SELECT tipo_pessoa AS "tipoPessoa" FROM pessoa WHERE id = ${idPessoa} AND excluido = 'N' FOR UPDATE`,
        );
        if (!p) throw notFound();
        return insertPerfil(tx, actorOf(req), { id: idPessoa, tipoPessoa: p.tipoPessoa }, input, {
          situacao: 'P',
          files: perfilFiles(files),
        });
      });
      return { success: true as const, data };
    });
  }

  for (const url of both('/perfil/update/:id')) {
    app.put(
      url,
      {
        config: { access: need(F.PERFIL, 'altera') },
        schema: {
          tags,
          summary: 'Alterar perfil (JSON ou multipart com os documentos)',
          params: idParam,
          response: { 200: perfilContract.update },
        },
      },
      async (req) => {
        const { id } = req.params;
        const { body, files } = await readRequest(req);
        const input = perfilSchema.partial().parse(body);
        const { id: _i, status: _s, ...campos } = input;
        const data = await app.db.transaction((tx) =>
          updatePerfil(tx, actorOf(req), id, campos, { files: perfilFiles(files) }),
        );
        return { success: true as const, data };
      },
    );
  }

  for (const url of both('/perfil/:id')) {
    app.delete(
      url,
      {
        config: { access: need(F.PERFIL, 'exclui') },
        schema: {
          tags,
          summary: 'Excluir perfil',
          params: idParam,
          response: { 200: perfilContract.remove },
        },
      },
      async (req) => {
        const { id } = req.params;
        await app.db.transaction((tx) => removePerfil(tx, actorOf(req), id));
        return { success: true as const, data: { id } };
      },
    );
    app.put(
      url,
      {
        config: { access: need(F.PERFIL, 'altera') },
        schema: {
          tags,
          summary: 'Ativar, inativar ou pôr como pendente o perfil (com justificativa)',
          params: idParam,
          body: perfilSituacaoSchema,
          response: { 200: perfilContract.situacao },
        },
      },
      async (req) => {
        const { id } = req.params;
        const data = await app.db.transaction((tx) => setSituacaoPerfil(tx, actorOf(req), id, req.body));
        return { success: true as const, data };
      },
    );
  }
}
