import type { z } from 'zod';

/** The domain's zod schema as a @mantine/form validator: the same rules and messages as the server. */
export function zodValidate<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** Server field errors (400 `fields`) onto the form. */
export function applyFieldErrors(
  form: { setErrors: (e: Record<string, string>) => void },
  error: unknown,
): boolean {
  const fields = (error as { fields?: Record<string, string> })?.fields;
  if (!fields) return false;
  form.setErrors(fields);
  return true;
}
