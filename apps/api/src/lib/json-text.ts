// Writes JSON around JSON text made ahead (a cached product) without parsing it and writing it again,
// the fields named and ordered by the response's own Zod schema, so the shape is said in one place.
import type { z } from 'zod';

/** JSON text to embed as a value; whoever made it answers for it being one JSON value of its schema. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `Shape` with some fields given as JSON text instead of values. */
type WithJsonText<Shape> = { [K in keyof Shape]: Shape[K] | JsonText };

/**
 * A writer of objects of `schema`'s shape: each field in the schema's order, JsonText as it is, other
 * values through JSON.stringify, a field left undefined left out. The keys are written once, here.
 */
export function jsonObjectWriter<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): (value: WithJsonText<z.infer<z.ZodObject<Shape>>>) => string {
  const keys = Object.keys(schema.shape);
  const names = keys.map((key) => JSON.stringify(key) + ':');
  return (value) => {
    const fields = value as Record<string, unknown>;
    let json = '';
    for (let index = 0; index < keys.length; index += 1) {
      const field = fields[keys[index] as string];
      if (field === undefined) continue;
      const text = field instanceof JsonText ? field.text : JSON.stringify(field);
      json += (json === '' ? '{' : ',') + names[index] + text;
    }
    return json === '' ? '{}' : json + '}';
  };
}

/** A JSON array of JSON texts. */
export const jsonArray = (texts: readonly string[]): string => '[' + texts.join(',') + ']';
