import {
  AppError,
  cadastrarUsuarioSchema,
  can,
  F,
  MSG_PESSOAS as M,
  meusDadosSchema,
  usuarioAddSchema,
  usuarioFlagSchema,
  usuarioContract,
  usuarioDaPessoaSchema,
  usuarioPerfilSchema,
  usuarioUpdateSchema,
} from '@rcc/domain';
import { z } from 'zod';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { actorOf, assertPessoaScope } from '../pessoas/context';
import { gerarLinkRecuperacao } from '../pessoas/situacao';
import { alterarMeusDados } from './meus-dados';
import { createUsuarioDaPessoa, novoUsuario } from './novo';
import { linkPerfil, removeUsuario, setAtivo, updateUsuario, type UsuarioData } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Usuários'];

export default async function usuariosRoutes(app: ZodApp) {
  app.post(
    '/usuario-api/cadastrar-usuario',
    {
      config: { access: need(F.MANTER_USUARIO, 'inclui') },
      schema: {
        tags,
        summary: 'Cadastrar usuário de uma pessoa (com senha)',
        body: cadastrarUsuarioSchema,
        response: { 200: usuarioContract.cadastrar },
      },
    },
    async (req) => {
      const body = req.body;
      assertPessoaScope(req.user, body.idPessoa);
      const data = await app.db.transaction((tx) => novoUsuario(tx, actorOf(req), body));
      return { success: true as const, data, message: M.usuarioCriado };
    },
  );

  // Without a password: the new user receives a link to set it (doc 1 §7 'POST usuario/add').
  for (const url of ['/usuario/add', '/usuario/add/']) {
    app.post(
      url,
      {
        config: { access: need(F.MANTER_USUARIO, 'inclui') },
        schema: {
          tags,
          summary: 'Cadastrar usuário (sem senha: recebe por e-mail o link para defini-la)',
          body: usuarioAddSchema,
          response: { 200: usuarioContract.add },
        },
      },
      async (req) => {
        const body = req.body;
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
        return { success: true as const, data, message: M.usuarioCadastrado };
      },
    );
  }

  app.post(
    '/Usuario',
    {
      config: { access: need(F.MANTER_USUARIO, 'inclui') },
      schema: {
        tags,
        summary: 'Criar o usuário de uma pessoa com os dados dela (link de senha por e-mail)',
        body: usuarioDaPessoaSchema.loose(),
        response: { 200: usuarioContract.daPessoa },
      },
    },
    async (req) => {
      const { idPessoa } = req.body;
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
      return { success: true as const, data, message: M.usuarioCriado };
    },
  );

  app.put(
    '/usuario/update/:id',
    {
      config: { access: need(F.MANTER_USUARIO, 'altera') },
      schema: {
        tags,
        summary: 'Alterar usuário e seus perfis',
        params: idParam,
        body: usuarioUpdateSchema,
        response: { 200: usuarioContract.update },
      },
    },
    async (req) => {
      const { id } = req.params;
      const { perfis, confirmarEmail: _c, confirmarSenha: _s, rg: _r, ...campos } = req.body;
      const data = await app.db.transaction((tx) =>
        updateUsuario(tx, actorOf(req), id, campos as Partial<UsuarioData>, perfis ?? []),
      );
      return { success: true as const, data, message: M.usuarioAtualizado };
    },
  );

  app.put(
    '/Usuario/:id',
    {
      config: { access: need(F.MANTER_USUARIO, 'altera') },
      schema: {
        tags,
        summary: 'Ativar, inativar ou remover usuário',
        params: idParam,
        body: usuarioFlagSchema,
        response: { 200: usuarioContract.situacao },
      },
    },
    async (req) => {
      const { id } = req.params;
      const body = req.body;
      const actor = actorOf(req);
      if (body.excluido === 'S') {
        if (!can(req.user!.rights, F.MANTER_USUARIO, 'exclui')) throw new AppError('FORBIDDEN');
        await app.db.transaction((tx) => removeUsuario(tx, actor, id));
        return { success: true as const, data: { id, excluido: 'S' as const }, message: M.usuarioRemovido };
      }
      const data = await app.db.transaction((tx) => setAtivo(tx, actor, id, body.ativo!));
      return { success: true as const, data, message: M.usuarioAtualizado };
    },
  );

  app.post(
    '/UsuarioPerfil',
    {
      config: { access: need(F.MANTER_USUARIO, 'altera') },
      schema: {
        tags,
        summary: 'Vincular usuário a um perfil da sua pessoa',
        body: usuarioPerfilSchema,
        response: { 200: usuarioContract.vinculo },
      },
    },
    async (req) => {
      const { idUsuario, idPerfil } = req.body;
      const data = await app.db.transaction((tx) => linkPerfil(tx, actorOf(req), idUsuario, idPerfil));
      return { success: true as const, data };
    },
  );

  app.post(
    '/usuario-api/alterar-meus-dados',
    {
      config: { access: need(F.EDITAR_MEUS_DADOS, 'altera') },
      schema: {
        tags,
        summary: 'Alterar meus dados (contato, endereço e senha)',
        body: meusDadosSchema,
        response: { 200: usuarioContract.meusDados },
      },
    },
    async (req) => {
      const body = req.body;
      const data = await app.db.transaction((tx) => alterarMeusDados(tx, actorOf(req), body));
      return { success: true as const, data };
    },
  );
}
