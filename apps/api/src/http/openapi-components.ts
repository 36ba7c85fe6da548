import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiInput = Parameters<typeof jsonSchemaTransformObject>[0];

/**
 * The named schemas of the contract (each find entity's row, `Linha<Entity>`, named in
 * @rcc/domain/find/row) as the document's `components.schemas`, to which the operations refer
 * instead of repeating them. The library also derives an input copy (`…Input`) of each named
 * schema; one that no operation refers to is left out.
 */
export function withSchemaComponents(input: OpenApiInput): ReturnType<typeof jsonSchemaTransformObject> {
  const doc = jsonSchemaTransformObject(input) as ReturnType<typeof jsonSchemaTransformObject> & {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = doc.components?.schemas;
  if (schemas) {
    const used = JSON.stringify(doc.paths ?? {});
    for (const id of Object.keys(schemas)) {
      if (id.endsWith('Input') && !used.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
    }
  }
  return doc;
}
