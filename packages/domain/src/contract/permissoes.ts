import { z } from 'zod';
import { ok } from './envelope';

const sn = z.enum(['S', 'N']);

/** One permission of a profile type, with its feature and the actions that feature offers. */
export const permissaoTipoPerfil = z.object({
  id: z.number().int(),
  idFuncionalidade: z.number().int(),
  idTipoPerfil: z.number().int(),
  consulta: sn,
  inclui: sn,
  altera: sn,
  exclui: sn,
  funcionalidade: z.object({
    id: z.number().int(),
    descricao: z.string(),
    consultaDisponivel: sn,
    incluiDisponivel: sn,
    alteraDisponivel: sn,
    excluiDisponivel: sn,
    publico: sn,
  }),
});
export type PermissaoTipoPerfil = z.output<typeof permissaoTipoPerfil>;

/** `GET /TipoPerfil/:id`: the profile type and its permissions (public features left out). */
export const tipoPerfilPermissoes = z.object({
  id: z.number().int(),
  descricao: z.string(),
  tipo: z.enum(['F', 'J']),
  permissoes: z.array(permissaoTipoPerfil),
});
export type TipoPerfilPermissoes = z.output<typeof tipoPerfilPermissoes>;

export const permissaoContract = {
  tipoPerfil: ok(tipoPerfilPermissoes),
  atribuicao: ok(z.object({ idTipoPerfil: z.number().int() })),
};
