import {
  F,
  type GeradorEncontrado,
  ctrContract,
  isValidCpfCnpj,
  MSG,
  normalizeCpfCnpj,
  notFound,
} from '@rcc/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { need } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { GERADOR_IN } from '../../lib/perfil-sql';
import { maskDocument } from '../auditoria/mask';
import { throttledLookup } from '../auth/throttle';
import { ok } from './context';

const body = z.object({
  cpfCnpj: z
    .string({ error: MSG.cpfCnpj.naoPreenchido })
    .max(30, { error: MSG.cpfCnpj.invalido })
    .transform((v) => normalizeCpfCnpj(v))
    .refine(isValidCpfCnpj, { error: MSG.cpfCnpj.invalido }),
});

/**
 * The generator with that exact document, masked. Each user has the lookup budget of
 * throttledLookup (a miss costs more), so the registry cannot be walked document by document.
 */
async function findGerador(db: Queryable, idUsuario: number, cpfCnpj: string): Promise<GeradorEncontrado> {
  const [p] = await throttledLookup(db, `usuario:${idUsuario}`, () =>
    db.query<Omit<GeradorEncontrado, 'cpfCnpj'> & { doc: string }>(sql`
      SELECT p.id AS "idPessoa", p.tipo_pessoa AS "tipoPessoa", p.nome_razao_social AS "nomeRazaoSocial",
        p.cpf_cnpj AS doc,
        (SELECT pf.id FROM perfil pf WHERE pf.id_pessoa = p.id AND pf.id_tipo_perfil IN ${GERADOR_IN}
          ORDER BY pf.id LIMIT 1) AS "idGerador"
      FROM pessoa p WHERE p.cpf_cnpj = ${cpfCnpj} AND p.excluido = 'N' ORDER BY p.id LIMIT 1`),
  );
  if (!p) throw notFound(MSG.naoSolicitado.geradorNaoEncontrado);
  const { doc, ...rest } = p;
  return { ...rest, cpfCnpj: maskDocument(doc) };
}

/**
 * 'Enviar Transporte não Solicitado' (spec 2 §2): the generator by its EXACT CPF/CNPJ, with only
 * what the form needs (issue #12) — never the person registry's contact data. 404 when nobody has
 * that document (as POST /findbycpfcnpj).
 */
export default async function geradorLookupRoutes(app: ZodApp) {
  app.post(
    '/enviar_transporte_nao_solicitado/gerador',
    {
      config: { access: need(F.ENVIAR_NAO_SOLICITADO, 'inclui') },
      schema: {
        tags: ['CTR'],
        summary: 'Gerador do transporte não solicitado pelo CPF/CNPJ exato (documento mascarado)',
        body,
        response: { 200: ctrContract.gerador },
      },
    },
    async (req) => ok(await findGerador(app.db, req.user!.id, req.body.cpfCnpj)),
  );
}
