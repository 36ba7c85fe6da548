/** A @mantine/form rule: required text up to `max` characters, with the spec's message. */
export const required =
  (message: string, max?: number) =>
  (value: unknown): string | null => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '' || text === null || text === undefined) return message;
    if (max && typeof text === 'string' && text.length > max) return `Máximo de ${max} caracteres`;
    return null;
  };
