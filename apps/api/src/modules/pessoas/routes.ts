import {
  F,
  MSG_PESSOAS as M,
  pessoaCompletaSchema,
  responsavelSchema,
  situacaoPessoaSchema,
  validacaoDocumentosSchema,
} from '@rcc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { need, needAny } from '../../http/access';
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

export default async function pessoasRoutes(app: FastifyInstance) {
  // The staff screen's name for POST /pessoa-api/cadastrar (the spec's call, which staff may use
  // as well): the same registration service, kept because the web's person form posts here.
  app.post(
    '/pessoa-api/incluir',
    { config: { access: need(F.CADASTRO_PESSOAS, 'inclui') }, schema: { tags } },
    async (req) => {
      const form = await readRequest(req);
      const data = await cadastrarPessoa(app.db, form, {
        user: req.user,
        ip: req.ip,
        publicUrl: app.config.publicUrl,
      });
      return { success: true, data, message: M.cadastroFeito };
    },
  );

  app.put(
    '/pessoa-api/editar',
    { config: { access: need(F.CADASTRO_PESSOAS, 'altera') }, schema: { tags } },
    async (req) => {
      const { body, files } = await readRequest(req);
      const payload = pessoaCompletaSchema.parse(body);
      const id = payload.id ?? payload.pessoaPj?.id;
      if (id) assertPessoaScope(req.user, id);
      const data = await app.db.transaction((tx) => updatePessoaCompleta(tx, payload, actorOf(req), files));
      return { success: true, data, message: M.edicoesFeitas };
    },
  );

  app.put(
    '/Pessoa/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: { tags, params: idParam, body: situacaoPessoaSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const body = req.body as z.infer<typeof situacaoPessoaSchema>;
      const data = await app.db.transaction((tx) => setSituacaoPessoa(tx, actorOf(req), id, body));
      return { success: true, data };
    },
  );

  const toggleBody = z.object({ id: z.coerce.number().int().positive() });
  app.post(
    '/toggle-acesso-api',
    { config: { access: need(F.CADASTRO_PESSOAS, 'altera') }, schema: { tags, body: toggleBody } },
    async (req) => {
      const { id } = req.body as z.infer<typeof toggleBody>;
      const data = await app.db.transaction((tx) => toggleAcessoApi(tx, actorOf(req), id));
      return { success: true, data };
    },
  );

  const linkQuery = z.object({ enviarEmail: z.enum(['S', 'N', 'true', 'false']).optional() });
  app.get(
    '/getLinkRecovery/:id',
    {
      config: { access: need(F.GERAR_LINK_RECUPERACAO, 'consulta') },
      schema: { tags, params: idParam, querystring: linkQuery },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const q = req.query as z.infer<typeof linkQuery>;
      const enviarEmail = q.enviarEmail === 'S' || q.enviarEmail === 'true';
      const data = await app.db.transaction((tx) =>
        gerarLinkRecuperacao(tx, actorOf(req), id, { publicUrl: app.config.publicUrl, enviarEmail }),
      );
      return {
        success: true,
        data,
        message: enviarEmail ? M.novaSenhaEnviada(data.nome) : M.linkGerado,
      };
    },
  );

  const novoResponsavel = responsavelSchema.and(z.object({ idPessoa: z.coerce.number().int().positive() }));
  app.post(
    '/Responsavel',
    { config: { access: need(F.CADASTRO_PESSOAS, 'altera') }, schema: { tags, body: novoResponsavel } },
    async (req) => {
      const {
        idPessoa,
        id: _i,
        status: _s,
        confirmarEmail: _c,
        ...r
      } = req.body as z.infer<typeof novoResponsavel>;
      assertPessoaScope(req.user, idPessoa);
      const data = await app.db.transaction(async (tx) => {
        await assertPessoaJuridica(tx, idPessoa);
        return insertResponsavel(tx, actorOf(req), idPessoa, r);
      });
      return { success: true, data, message: M.responsavelCadastrado };
    },
  );

  app.put(
    '/Responsavel/:id',
    {
      config: { access: need(F.CADASTRO_PESSOAS, 'altera') },
      schema: { tags, params: idParam, body: responsavelSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const { id: _i, status: _s, confirmarEmail: _c, ...r } = req.body as z.infer<typeof responsavelSchema>;
      const data = await app.db.transaction((tx) => updateResponsavel(tx, actorOf(req), id, r));
      return { success: true, data, message: M.responsavelAtualizado };
    },
  );

  app.delete(
    '/Responsavel/:id',
    { config: { access: need(F.CADASTRO_PESSOAS, 'altera') }, schema: { tags, params: idParam } },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      await app.db.transaction((tx) => removeResponsavel(tx, actorOf(req), id));
      return { success: true, data: { id }, message: M.responsavelRemovido };
    },
  );

  // Validation of a transporter by its documents (doc 1 §4, §6 'Validar').
  app.put(
    '/pessoa-api/validar-documentos/:id',
    {
      config: { access: needAny([F.ARQUIVO, 'altera']) },
      schema: { tags, params: idParam, body: validacaoDocumentosSchema },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof idParam>;
      const body = req.body as z.infer<typeof validacaoDocumentosSchema>;
      const data = await app.db.transaction((tx) => validarTransportador(tx, actorOf(req), id, body));
      return { success: true, data };
    },
  );
}
