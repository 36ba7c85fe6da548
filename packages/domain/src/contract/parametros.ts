import { z } from 'zod';
import { idResult, ok } from './envelope';

export const parametroContract = {
  /** Saved settings: the id and the text the screen shows. */
  salvar: ok(idResult).extend({ message: z.string() }),
};
