/**
 * docs/api.md from the OpenAPI document (issue #13): one table per area with each operation's
 * method, path, summary and the right it needs — generated, so the hand-written contract files
 * that repeated the response shapes are gone. The shapes themselves are in /api/docs.
 */
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
}
type Paths = Record<string, Record<string, Operation>>;

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ').trim();

/** The access sentence documentRoute() puts in the description ('Requer …' / 'Acesso público …'). */
const accessOf = (op: Operation) =>
  (op.description ?? '').split('\n\n').find((p) => /^(Requer|Acesso público)/.test(p)) ?? '—';

export function renderApiMarkdown(doc: { paths: Paths }): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Outros';
      const rows = byTag.get(tag) ?? [];
      rows.push(
        `| ${method.toUpperCase()} \`${path}\` | ${cell(op.summary ?? '(sem resumo)')} | ${cell(accessOf(op))} |`,
      );
      byTag.set(tag, rows);
    }
  }
  let out = '# API do RCC — operações\n\n';
  out += 'Gerado de `/api/docs/json` por `npm run docs:api` (não edite à mão). Os formatos de pedido e ';
  out += 'de resposta, com os erros de cada operação, estão em http://localhost:3000/api/docs.\n';
  for (const tag of [...byTag.keys()].sort((a, b) => a.localeCompare(b, 'pt-BR'))) {
    out += `\n## ${tag}\n\n| Operação | O que faz | Direito exigido |\n|---|---|---|\n`;
    out += `${byTag.get(tag)!.join('\n')}\n`;
  }
  return out;
}
