import { schemaResolver } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * The one form-validation path (issue #13): the domain's zod schema — the same one the server
 * checks — through @mantine/form's schema resolver, one message per field (the schema's first).
 */
export function schemaValidate<T>(schema: Schema): (values: T) => Record<string, string> {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => resolve(values) as Record<string, string>;
}

/** The same check once, for forms that validate a payload built from the values. */
export const schemaErrors = (schema: Schema, values: unknown): Record<string, string> =>
  schemaValidate(schema)(values);

/** Server field errors (a 400 with `fields`) onto the form; false when the error has none. */
export function applyFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): boolean {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  if (!fields || Object.keys(fields).length === 0) return false;
  form.setErrors(fields);
  return true;
}
