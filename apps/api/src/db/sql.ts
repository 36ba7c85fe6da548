import { createHash } from 'node:crypto';

/**
 * A tiny tagged template for parameterised SQL: values always travel as parameters, never as text.
 * `sql\`SELECT * FROM x WHERE id = ${id}\`` → { text: 'SELECT * FROM x WHERE id = $1', values: [id] }.
 */
export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
  /** Set by `prepared()`: the server keeps the statement's plan per connection under this name. */
  readonly name?: string;
  /**
   * Set by `reusable()`: `name` is kept on a connection only while it is among the texts that
   * connection ran last (db/client.ts), so texts that vary with the input stay bounded.
   */
  readonly reusable?: true;
}

const RAW = Symbol('raw');
interface Raw {
  [RAW]: string;
}
type Fragment = SqlFragment | Raw;

export class SqlFragment {
  constructor(
    readonly strings: readonly string[],
    readonly args: readonly unknown[],
  ) {}

  /** Render to text with $n placeholders, numbering from `start`. */
  render(values: unknown[] = []): SqlQuery {
    let text = '';
    this.strings.forEach((s, i) => {
      text += s;
      if (i >= this.args.length) return;
      const arg = this.args[i];
      if (arg instanceof SqlFragment) {
        text += arg.render(values).text;
      } else if (isRaw(arg)) {
        text += arg[RAW];
      } else {
        values.push(arg);
        text += `$${values.length}`;
      }
    });
    return { text, values };
  }

  get text(): string {
    return this.render().text;
  }
  get values(): unknown[] {
    return this.render().values;
  }
}

function isRaw(x: unknown): x is Raw {
  return typeof x === 'object' && x !== null && RAW in x;
}

export function sql(strings: TemplateStringsArray, ...args: unknown[]): SqlFragment {
  return new SqlFragment([...strings], args);
}

/** Trusted SQL text (identifiers from allow-lists, never client input). */
sql.raw = (text: string): Raw => ({ [RAW]: text });

/** Identifier from an allow-list, quoted. */
sql.ident = (name: string): Raw => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Identificador inválido: ${name}`);
  return { [RAW]: `"${name}"` };
};

sql.join = (parts: readonly Fragment[], separator = ', '): SqlFragment => {
  if (parts.length === 0) return sql``;
  const strings: string[] = [''];
  const args: unknown[] = [];
  parts.forEach((p, i) => {
    args.push(p);
    strings.push(i === parts.length - 1 ? '' : separator);
  });
  return new SqlFragment(strings, args);
};

sql.empty = new SqlFragment([''], []);

const preparedNames = new Map<string, string>();

/**
 * A statement the PostgreSQL server prepares once per pooled connection and then only executes
 * (issue #7): for fixed-text statements that run on almost every request, whose planning costs more
 * than their execution — the acting user's lookup plans in ~1.4 ms and runs in ~0.4 ms. Only for
 * texts that do not vary with the input (the name is derived from the text, and each connection keeps
 * every statement it prepared); PGlite ignores the name.
 */
export function prepared(q: SqlFragment): SqlQuery {
  const { text, values } = q.render();
  let name = preparedNames.get(text);
  if (!name) {
    // A text that varies would prepare without end on every connection: past 200, stop naming.
    if (preparedNames.size >= 200) return { text, values };
    name = `rcc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    preparedNames.set(text, name);
  }
  return { text, values, name };
}

/**
 * A statement built from the input (a generic find's page rows, issue #17) whose text still repeats
 * from request to request — the same grid, fields and order with other values — and whose planning
 * costs more than its execution (the CTR view's rows: ~1.5 ms to parse and plan, 0.5 ms to run). On
 * PostgreSQL it is prepared on a connection the second time the process sees its text, and each
 * connection keeps only the few it ran last (db/client.ts); PGlite ignores the name.
 */
export function reusable(q: SqlFragment): SqlQuery {
  const { text, values } = q.render();
  return {
    text,
    values,
    name: `rcc_r_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
    reusable: true,
  };
}
