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
