import {
  AppError,
  cadastrarUsuarioSchema,
  can,
  F,
  MSG_PESSOAS as M,
  meusDadosSchema,
  usuarioAddSchema,
  usuarioFlagSchema,
  usuarioUpdateSchema,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need } from '../../http/access';
import { actorOf, assertPessoaScope } from '../pessoas/context';
import { gerarLinkRecuperacao } from '../pessoas/situacao';
import { alterarMeusDados } from './meus-dados';
import { createUsuarioDaPessoa, novoUsuario } from './novo';
import { linkPerfil, removeUsuario, setAtivo, updateUsuario, type UsuarioData } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Usuários'];

export default async function usuariosRoutes(app: FastifyInstance) {
  app.post(
    '/usuario-api/cadastrar-usuario',
    { config: { access: need(F.MANTER_USUARIO, 'inclui') }, schema: { tags, body: cadastrarUsuarioSchema } },
    async (req) => {
      const body = req.body as z.infer<typeof cadastrarUsuarioSchema>;
      assertPessoaScope(req.user, body.idPessoa);
      const data = await app.db.transaction((tx) => novoUsuario(tx, actorOf(req), body));
      return { success: true, data, message: M.usuarioCriado };
    },
  );

  // Without a password: the new user receives a link to set it (doc 1 §7 'POST usuario/add').
  for (const url of ['/usuario/add', '/usuario/add/']) {
    app.post(
      url,
      { config: { access: need(F.MANTER_USUARIO, 'inclui') }, schema: { tags, body: usuarioAddSchema } },
      async (req) => {
        const body = req.body as z.infer<typeof usuarioAddSchema>;
        assertPessoaScope(req.user, body.idPessoa);
        const data = await app.db.transaction(async (tx) => {
          const user = await novoUsuario(tx, actorOf(req), body);
          if (!body.senha)
            await gerarLinkRecuperacao(tx, actorOf(req), user.id, {
              publicUrl: app.config.publicUrl,
              enviarEmail: true,
              novoUsuario: true,
            });
          return { user };
        });
        return { success: true, data, message: M.usuarioCadastrado };
      },
    );
  }

  const fromPessoa = z.object({ idPessoa: z.coerce.number().int().positive() });
  app.post(
    '/Usuario',
    { config: { access: need(F.MANTER_USUARIO, 'inclui') }, schema: { tags, body: fromPessoa.loose() } },
    async (req) => {
      const { idPessoa } = req.body as z.infer<typeof fromPessoa>;
      assertPessoaScope(req.user, idPessoa);
      const data = await app.db.transaction(async (tx) => {
        const user = await createUsuarioDaPessoa(tx, actorOf(req), idPessoa);
        await gerarLinkRecuperacao(tx, actorOf(req), user.id, {
          publicUrl: app.config.publicUrl,
          enviarEmail: true,
          novoUsuario: true,
        });
        return user;
      });
      return { success: true, data, message: M.usuarioCriado };
    },
  );

  app.put(
    '/usuario/update/:id',
    {
      config: { access: need(F.MANTER_USUARIO, 'altera') },
      schema: { tags, params: idParam, body: usuarioUpdateSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const {
        perfis,
        confirmarEmail: _c,
        confirmarSenha: _s,
        rg: _r,
        ...campos
      } = req.body as z.infer<typeof usuarioUpdateSchema>;
      const data = await app.db.transaction((tx) =>
        updateUsuario(tx, actorOf(req), id, campos as Partial<UsuarioData>, perfis ?? []),
      );
      return { success: true, data, message: M.usuarioAtualizado };
    },
  );

  app.put(
    '/Usuario/:id',
    {
      config: { access: need(F.MANTER_USUARIO, 'altera') },
      schema: { tags, params: idParam, body: usuarioFlagSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const body = req.body as z.infer<typeof usuarioFlagSchema>;
      const actor = actorOf(req);
      if (body.excluido === 'S') {
        if (!can(req.user!.rights, F.MANTER_USUARIO, 'exclui')) throw new AppError('FORBIDDEN');
        await app.db.transaction((tx) => removeUsuario(tx, actor, id));
        return { success: true, data: { id, excluido: 'S' }, message: M.usuarioRemovido };
      }
      const data = await app.db.transaction((tx) => setAtivo(tx, actor, id, body.ativo!));
      return { success: true, data, message: M.usuarioAtualizado };
    },
  );

  const vinculo = z.object({
    idUsuario: z.coerce.number().int().positive(),
    idPerfil: z.coerce.number().int().positive(),
  });
  app.post(
    '/UsuarioPerfil',
    { config: { access: need(F.MANTER_USUARIO, 'altera') }, schema: { tags, body: vinculo } },
    async (req) => {
      const { idUsuario, idPerfil } = req.body as z.infer<typeof vinculo>;
      const data = await app.db.transaction((tx) => linkPerfil(tx, actorOf(req), idUsuario, idPerfil));
      return { success: true, data };
    },
  );

  app.post(
    '/usuario-api/alterar-meus-dados',
    { config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') }, schema: { tags, body: meusDadosSchema } },
    async (req) => {
      const body = req.body as z.infer<typeof meusDadosSchema>;
      const data = await app.db.transaction((tx) => alterarMeusDados(tx, actorOf(req), body));
      return { success: true, data };
    },
  );
}
