import { z } from 'zod';
import { idResult, ok, okId } from './envelope';

/** An answer with the text the screen shows (`message`) beside its data. */
const comMensagem = <T extends z.ZodType>(data: T) => ok(data).extend({ message: z.string() });

export const usuarioContract = {
  cadastrar: comMensagem(idResult),
  add: comMensagem(z.object({ user: idResult })),
  daPessoa: comMensagem(idResult),
  update: comMensagem(idResult),
  /** Removed (`excluido: 'S'`) or activated/deactivated (`ativo`). */
  situacao: comMensagem(
    z.union([
      z.object({ id: z.number().int(), excluido: z.literal('S') }),
      z.object({ id: z.number().int(), ativo: z.enum(['S', 'N']) }),
    ]),
  ),
  vinculo: ok(z.object({ id: z.number().int(), idUsuario: z.number().int(), idPerfil: z.number().int() })),
  meusDados: okId,
};
