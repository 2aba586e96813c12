// Turns an example answer into Pact matchers, so a contract pins field names and types, never demo values:
// objects keep their keys, arrays become "one or more like the first", ISO timestamps and dates a regex,
// whole numbers `integer`, other numbers `number`, strings and booleans their type. A value that already is a
// matcher (for an enum or an id the provider state injects) is kept as written.
import { MatchersV3 } from '@pact-foundation/pact';

export const ISO_DATETIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})$';
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
export const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const isMatcher = (v: object) => 'pact:matcher:type' in v || 'pact:generator:type' in v;

export interface ShapeOptions {
  /** Keys whose numbers may be whole or not (a rate that can be exactly 1): matched as `number`. */
  fractional?: readonly string[];
  /** Keys whose arrays may be empty in the provider's answer (a report with no reasons): zero or more like the first. */
  mayBeEmpty?: readonly string[];
}

export function shapeOf(example: unknown, options: ShapeOptions = {}, key?: string): unknown {
  if (example === null || example === undefined) return null;
  if (Array.isArray(example)) {
    const [first] = example as unknown[];
    if (first === undefined) throw new Error('An example array must hold one element to take its shape from');
    if (key !== undefined && options.mayBeEmpty?.includes(key))
      return MatchersV3.atLeastLike(shapeOf(first, options), 0, 1);
    return MatchersV3.eachLike(shapeOf(first, options), 1);
  }
  switch (typeof example) {
    case 'string':
      if (new RegExp(ISO_DATETIME).test(example)) return MatchersV3.regex(ISO_DATETIME, example);
      if (new RegExp(ISO_DATE).test(example)) return MatchersV3.regex(ISO_DATE, example);
      if (new RegExp(UUID).test(example)) return MatchersV3.uuid(example);
      return MatchersV3.string(example);
    case 'number':
      return Number.isInteger(example) ? MatchersV3.integer(example) : MatchersV3.number(example);
    case 'boolean':
      return MatchersV3.boolean(example);
    case 'object': {
      if (isMatcher(example)) return example;
      return Object.fromEntries(
        Object.entries(example)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [
            k,
            typeof v === 'number' && options.fractional?.includes(k)
              ? MatchersV3.number(v)
              : shapeOf(v, options, k),
          ]),
      );
    }
    default:
      throw new Error(`No Pact shape for a ${typeof example}`);
  }
}

/** One of a fixed set of strings (an enum), pinned by a regex. */
export const oneOf = (values: readonly string[], example: string) =>
  MatchersV3.regex(`^(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, example);

/** The { error: { code, message } } envelope every /api failure answers with. */
export const apiErrorShape = (code: string, message = 'A message the screen may show') => ({
  error: { code: MatchersV3.string(code), message: MatchersV3.string(message) },
});

export const JSON_CONTENT = { 'Content-Type': MatchersV3.regex('^application/json', 'application/json') };
