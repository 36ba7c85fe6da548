import { z } from 'zod';
import { MSG } from '../messages';

const CORPO = MSG.mensagem.corpoObrigatorio;

/**
 * Spec 3 §5 'Message' (the body of POST /mensagem and PUT /mensagem/:id, built by the web's form):
 * title max 100; body, profile types and active flag required.
 */
export const mensagemSchema = z.object({
  titulo: z
    .string({ error: 'O título é obrigatório.' })
    .trim()
    .min(1, 'O título é obrigatório.')
    .max(100, 'O título aceita até 100 caracteres.'),
  mensagem: z.string({ error: CORPO }).max(200_000, 'A mensagem é grande demais.'),
  idTipoPerfil: z
    .array(z.number().int().min(1).max(10), { error: 'Selecione ao menos um tipo de perfil.' })
    .min(1, 'Selecione ao menos um tipo de perfil.')
    .max(10),
  ativa: z.enum(['S', 'N'], { error: 'Informe se a mensagem está ativa.' }),
});
export type MensagemInput = z.infer<typeof mensagemSchema>;
