import { z } from 'zod';
import { dateTime, ok, okPage } from './envelope';

/** A message as saved: its id and the body after sanitizing (what readers will see). */
const mensagemSalva = z.object({ id: z.number().int(), mensagem: z.string() });

/** An unread message of the popup after login (spec 3 §2). */
export const mensagemNaoLida = z.object({
  id: z.number().int(),
  titulo: z.string(),
  mensagem: z.string(),
  createdAt: dateTime,
});
export type MensagemNaoLida = z.input<typeof mensagemNaoLida>;

export const mensagemContract = {
  criar: ok(mensagemSalva),
  alterar: ok(mensagemSalva),
  naoLidas: okPage(mensagemNaoLida),
  leituras: ok(z.object({ registradas: z.number().int() })),
};
