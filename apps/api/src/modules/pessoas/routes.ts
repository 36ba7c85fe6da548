import {
  F,
  MSG_PESSOAS as M,
  pessoaCompletaSchema,
  pessoaContract,
  responsavelSchema,
  situacaoPessoaSchema,
  validacaoDocumentosSchema,
} from '@rcc/domain';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { cadastrarPessoa } from '../acesso/cadastro/service';
import { readRequest } from '../arquivos/files';
import { actorOf, assertPessoaScope } from './context';
import { updatePessoaCompleta } from './pessoa-completa';
import {
  assertPessoaJuridica,
  insertResponsavel,
  removeResponsavel,
  updateResponsavel,
} from './responsaveis';
import { gerarLinkRecuperacao, setSituacaoPessoa, toggleAcessoApi } from './situacao';
import { validarTransportador } from './validacao';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const tags = ['Pessoas'];

export default async function pessoasRoutes(app: ZodApp) {
  // The staff screen's name for POST /pessoa-api/cadastrar (the spec's call, which staff may use
  // as well): the same registration service, kept because the web's person form posts here.
  app.post(
    '/pessoa-api/incluir',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'inclui') },
      schema: {
        tags,
        summary: 'Cadastrar pessoa com perfis, responsáveis, usuários e documentos (multipart)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: pessoaContract.incluir },
      },
    },
    async (req) => {
      const form = await readRequest(req);
      const data = await cadastrarPessoa(app.db, form, {
        user: req.user,
        ip: req.ip,
        publicUrl: app.config.publicUrl,
      });
      return { success: true as const, data, message: M.cadastroFeito };
    },
  );

  app.put(
    '/pessoa-api/editar',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Alterar pessoa com perfis, responsáveis, usuários e documentos (multipart)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: pessoaContract.editar },
      },
    },
    async (req) => {
      const { body, files } = await readRequest(req);
      const payload = pessoaCompletaSchema.parse(body);
      const id = payload.id ?? payload.pessoaPj?.id;
      if (id) assertPessoaScope(req.user, id);
      const data = await app.db.transaction((tx) => updatePessoaCompleta(tx, payload, actorOf(req), files));
      return { success: true as const, data, message: M.edicoesFeitas };
    },
  );

  app.put(
    '/Pessoa/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Mudar a situação da pessoa (ativar, inativar, pendente com justificativa)',
        params: idParam,
        body: situacaoPessoaSchema,
        response: { 200: pessoaContract.situacao },
      },
    },
    async (req) => {
      const { id } = req.params;
      const data = await app.db.transaction((tx) => setSituacaoPessoa(tx, actorOf(req), id, req.body));
      return { success: true as const, data };
    },
  );

  const toggleBody = z.object({ id: z.coerce.number().int().positive() });
  app.post(
    '/toggle-acesso-api',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Habilitar ou desabilitar o acesso da pessoa à API de integração',
        body: toggleBody,
        response: { 200: pessoaContract.toggleAcessoApi },
      },
    },
    async (req) => {
      const data = await app.db.transaction((tx) => toggleAcessoApi(tx, actorOf(req), req.body.id));
      return { success: true as const, data };
    },
  );

  const linkQuery = z.object({ enviarEmail: z.enum(['S', 'N', 'true', 'false']).optional() });
  app.get(
    '/getLinkRecovery/:id',
    {
      config: { access: need(F.GERAR_LINK_RECUPERACAO, 'consulta') },
      schema: {
        tags,
        summary: 'Gerar link de recuperação de senha do usuário (ou enviá-lo por e-mail)',
        params: idParam,
        querystring: linkQuery,
        response: { 200: pessoaContract.linkRecuperacao },
      },
    },
    async (req) => {
      const { id } = req.params;
      const enviarEmail = req.query.enviarEmail === 'S' || req.query.enviarEmail === 'true';
      const data = await app.db.transaction((tx) =>
        gerarLinkRecuperacao(tx, actorOf(req), id, { publicUrl: app.config.publicUrl, enviarEmail }),
      );
      return {
        success: true as const,
        data,
        message: enviarEmail ? M.novaSenhaEnviada(data.nome) : M.linkGerado,
      };
    },
  );

  const novoResponsavel = responsavelSchema.and(z.object({ idPessoa: z.coerce.number().int().positive() }));
  app.post(
    '/Responsavel',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Incluir responsável da pessoa jurídica',
        body: novoResponsavel,
        response: { 200: pessoaContract.responsavel },
      },
    },
    async (req) => {
      const { idPessoa, id: _i, status: _s, confirmarEmail: _c, ...r } = req.body;
      assertPessoaScope(req.user, idPessoa);
      const data = await app.db.transaction(async (tx) => {
        await assertPessoaJuridica(tx, idPessoa);
        return insertResponsavel(tx, actorOf(req), idPessoa, r);
      });
      return { success: true as const, data, message: M.responsavelCadastrado };
    },
  );

  app.put(
    '/Responsavel/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Alterar responsável da pessoa jurídica',
        params: idParam,
        body: responsavelSchema,
        response: { 200: pessoaContract.responsavel },
      },
    },
    async (req) => {
      const { id } = req.params;
      const { id: _i, status: _s, confirmarEmail: _c, ...r } = req.body;
      const data = await app.db.transaction((tx) => updateResponsavel(tx, actorOf(req), id, r));
      return { success: true as const, data, message: M.responsavelAtualizado };
    },
  );

  app.delete(
    '/Responsavel/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: {
        tags,
        summary: 'Remover responsável da pessoa jurídica',
        params: idParam,
        response: { 200: pessoaContract.responsavel },
      },
    },
    async (req) => {
      const { id } = req.params;
      await app.db.transaction((tx) => removeResponsavel(tx, actorOf(req), id));
      return { success: true as const, data: { id }, message: M.responsavelRemovido };
    },
  );

  // Validation of a transporter by its documents (doc 1 §4, §6 'Validar').
  app.put(
    '/pessoa-api/validar-documentos/:id',
    {
      config: { access: needAny([F.ARQUIVO, 'altera']) },
      schema: {
        tags,
        summary: 'Validar os documentos do perfil transportador (aprovar ou deixar pendente)',
        params: idParam,
        body: validacaoDocumentosSchema,
        response: { 200: pessoaContract.validarDocumentos },
      },
    },
    async (req) => {
      const { id } = req.params;
      const data = await app.db.transaction((tx) => validarTransportador(tx, actorOf(req), id, req.body));
      return { success: true as const, data };
    },
  );
}
