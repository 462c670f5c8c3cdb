// Examples for the OpenAPI document, pure: one value per JSON schema, built from the field-level
// examples the zod schemas carry (`.meta({ example })`), else from the field's name, type, format,
// enum and bounds. src/rest/openapi-examples.test.ts parses every example with the procedure's own
// zod schemas, so an example the API would refuse (add a field example then) cannot stay in the document.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  example?: Json;
  examples?: Json[];
  default?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  [key: string]: unknown;
};

const byFormat: Record<string, string> = {
  'date-time': '2026-03-02T09:00:00.000Z',
  date: '2026-03-02',
  time: '09:00',
  email: 'jan@voorbeeld.nl',
  uri: 'https://ikv.example/voorbeeld',
  url: 'https://ikv.example/voorbeeld',
  uuid: '3f1c2b9e-8d4a-4c1e-9b7f-2a6d5e4c3b1a',
  cuid: 'cmd5x1k0c0000ikv5voorbeeld',
  binary: '',
};

/** An id in the style the database hands out (cuid), for fields named id / …Id. */
const ID_EXAMPLE = 'cmd5x1k0c0000ikv5voorbeeld';

/** Plain strings read better with a value that fits their name (the API's names are Dutch). */
const byName: [RegExp, string][] = [
  [/(^id$|Id$)/, ID_EXAMPLE],
  [/(Op|At)$/, '2026-03-02T09:00:00.000Z'],
  [/^(van|tot|start|eind|begin)$/, '2026-03-02T09:00:00.000Z'],
  [/(^e?mail|Email)$/i, 'jan@voorbeeld.nl'],
  [/kvkNummer$/i, '69599084'],
  [/bedrijfsnaam$/i, 'Test EMZ Dagobert'],
  [/^voornaam$/, 'Jan'],
  [/^achternaam$/, 'de Vries'],
  [/[nN]aam$/, 'Jan de Vries'],
  [/[tT]elefoonnummer$/, '+31 6 12345678'],
  [/(url|Url|link)$/, 'https://ikv.example/voorbeeld'],
  [/(tekst|bericht|opmerking|reden|toelichting|Reden|Toelichting)$/, 'Kunt u de jaarcijfers van 2025 nog aanvullen?'],
];

function stringFor(schema: JsonSchema, name: string | undefined): string {
  if (schema.format && byFormat[schema.format] !== undefined) return byFormat[schema.format]!;
  const named = name ? byName.find(([pattern]) => pattern.test(name))?.[1] : undefined;
  const fits = (v: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(v)) && v.length <= (schema.maxLength ?? Infinity);
  let value = named !== undefined && fits(named) ? named : 'voorbeeld';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  while (value.length < min) value += 'x';
  return value.slice(0, Math.max(min, Math.min(max, value.length)));
}

function numberFor(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : undefined);
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : undefined);
  let value = integer ? 1 : 1234.56;
  if (low !== undefined && low > -1e15 && value < low) value = low;
  if (high !== undefined && high < 1e15 && value > high) value = high;
  return value;
}

/** An example value for `schema`; `resolve` follows `$ref`s into the document's components. */
export function exampleFor(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema | undefined,
  name?: string,
  depth = 0,
): Json {
  if (!schema || depth > 12) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0]!;
  if (schema.$ref) return exampleFor(resolve(schema.$ref), resolve, name, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    // the first branch that is not null, so an optional value shows its shape
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return exampleFor(branch, resolve, name, depth + 1);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((s) => exampleFor(s, resolve, name, depth + 1));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0]!;
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? schema.type[0]) : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const item = exampleFor(schema.items, resolve, name, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    default: {
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // an optional field that belongs to another case than the example shows (`x-example: "omit"`)
        if (property['x-example'] === 'omit' && !schema.required?.includes(key)) continue;
        out[key] = exampleFor(property, resolve, key, depth + 1);
      }
      return out;
    }
  }
}
