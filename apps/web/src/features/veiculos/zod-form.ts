import type { z } from 'zod';

/**
 * Validates form values with the same zod schema the server uses (packages/domain), as a
 * @mantine/form `validate` function: one message per field, the first the schema gives.
 */
export function zodErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Appends plain values to a multipart form (objects as JSON, empty values skipped). */
export function toFormData(
  values: Record<string, unknown>,
  files: Record<string, File | null> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    data.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file, file.name);
  return data;
}
