/** Attachments of the questions form (spec 3 §5, §9). */
export const MAX_ANEXOS_DUVIDAS = 5;

/** Size in MB with 2 decimals (bytes / 1048576), as the form shows it. */
export const tamanhoMb = (bytes: number) => (bytes / 1048576).toFixed(2);

/**
 * Adds files to a list, ignoring duplicates (same name and size) and stopping at the limit.
 * `limiteAtingido` tells the form to show 'Você atingiu o limite máximo de anexos'.
 */
export function adicionarAnexos<T extends { name: string; size: number }>(
  atuais: readonly T[],
  novos: readonly T[],
  max = MAX_ANEXOS_DUVIDAS,
): { anexos: T[]; limiteAtingido: boolean } {
  const anexos = [...atuais];
  let limiteAtingido = false;
  for (const f of novos) {
    if (anexos.some((a) => a.name === f.name && a.size === f.size)) continue;
    if (anexos.length >= max) {
      limiteAtingido = true;
      break;
    }
    anexos.push(f);
  }
  return { anexos, limiteAtingido };
}
