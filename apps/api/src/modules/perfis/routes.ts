import { F, perfilSchema, perfilSituacaoSchema } from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
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

export default async function perfisRoutes(app: FastifyInstance) {
  for (const url of [...both('/perfil/add'), ...both('/perfil/add/')]) {
    app.post(url, { config: { access: need(F.PERFIL, 'inclui') }, schema: { tags } }, async (req) => {
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
      return { success: true, data };
    });
  }

  for (const url of both('/perfil/update/:id')) {
    app.put(
      url,
      { config: { access: need(F.PERFIL, 'altera') }, schema: { tags, params: idParam } },
      async (req) => {
        const { id } = req.params as z.infer<typeof idParam>;
        const { body, files } = await readRequest(req);
        const input = perfilSchema.partial().parse(body);
        const { id: _i, status: _s, ...campos } = input;
        const data = await app.db.transaction((tx) =>
          updatePerfil(tx, actorOf(req), id, campos, { files: perfilFiles(files) }),
        );
        return { success: true, data };
      },
    );
  }

  for (const url of both('/perfil/:id')) {
    app.delete(
      url,
      { config: { access: need(F.PERFIL, 'exclui') }, schema: { tags, params: idParam } },
      async (req) => {
        const { id } = req.params as z.infer<typeof idParam>;
        await app.db.transaction((tx) => removePerfil(tx, actorOf(req), id));
        return { success: true, data: { id } };
      },
    );
    app.put(
      url,
      {
        config: { access: need(F.PERFIL, 'altera') },
        schema: { tags, params: idParam, body: perfilSituacaoSchema },
      },
      async (req) => {
        const { id } = req.params as z.infer<typeof idParam>;
        const body = req.body as z.infer<typeof perfilSituacaoSchema>;
        const data = await app.db.transaction((tx) => setSituacaoPerfil(tx, actorOf(req), id, body));
        return { success: true, data };
      },
    );
  }
}
