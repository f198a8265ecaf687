import { z } from "zod";

/** A small seeded generator (mulberry32), so a failing input can be found again from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof seededRandom>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

/** The contract shape as JSON Schema; a preprocessed field is only describable as its output. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  }
}

const WORDS = ["Grace", "Amani", "Neema", "Yohana", "love", "Mungu", "pendo", "Psalm", "hope"];
const PATTERNED = [
  "Amani",
  "Neema Wanjiru",
  "+254 712 345678",
  "0712 345 678",
  "QX12AB3",
  "MPESA-9",
];

function sampleString(schema: JsonSchema, random: Random, ids: readonly string[]): string {
  if (schema.format === "email") return `reader${random.int(1, 9999)}@example.com`;
  if (schema.format === "uuid") return random.pick(ids);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 200);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const fitting = PATTERNED.filter((text) => pattern.test(text) && text.length <= max);
    if (fitting.length) return random.pick(fitting);
  }
  let text = random.pick(WORDS);
  while (text.length < min) text += ` ${random.pick(WORDS)}`;
  return text.slice(0, Math.max(min, random.int(Math.min(min || 1, max), max)));
}

/** A value of the schema's shape, usually valid (refinements aside), for the hostile values to spoil. */
export function sampleOf(schema: JsonSchema, random: Random, ids: readonly string[]): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  if (schema.anyOf) return sampleOf(random.pick(schema.anyOf), random, ids);
  switch (schema.type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5)) {
          value[key] = sampleOf(property, random, ids);
        }
      }
      return value;
    }
    case "array": {
      const count = random.int(0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, random, ids));
    }
    case "string":
      return sampleString(schema, random, ids);
    case "integer":
    case "number":
      return random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, 1000));
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    default:
      return random.pick(WORDS);
  }
}

const MEGABYTE = 1 << 20;
const DEEP = 10_000;

/** Values no field expects: wrong types, huge, nested, with characters PostgreSQL text refuses. */
export function hostileValue(random: Random): unknown {
  const makers: (() => unknown)[] = [
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1e308,
    () => 3.5,
    () => "",
    () => " ",
    () => [],
    () => ({}),
    () => "x".repeat(MEGABYTE),
    () => "\u0000",
    () => `${random.pick(WORDS)}\u0000${random.pick(WORDS)}`,
    () => "\ud800 lone surrogate",
    () => "'; drop table users; --",
    () => "<script>alert(1)</script>",
    () => Array.from({ length: 100_000 }, () => "x"),
    () => Array.from({ length: 10_000 }, () => ({ text: "x", is_user: true })),
    () => JSON.parse('{"__proto__": {"polluted": true}}'),
    () => "9".repeat(400),
    () => "🙏🏽".repeat(random.int(1, 3000)),
  ];
  return random.pick(makers)();
}

/** Bodies that are not the JSON object a handler expects, as raw text. */
export const RAW_BODIES: readonly string[] = [
  "{",
  "}",
  "{'single': 'quotes'}",
  '{"a": 1,}',
  "[1, 2",
  '"unterminated',
  "undefined",
  "NaN",
  "\ufeff{}",
  "null",
  "[]",
  "1",
  "true",
  '"a string"',
  '{"a": 1}}',
  "\u0000",
  '{"text": "a\\u0000b", "session_name": "a\\u0000b", "content": "a\\u0000b"}',
  "[".repeat(DEEP) + "]".repeat(DEEP),
  '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP),
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  `{"big": "${"x".repeat(MEGABYTE)}"}`,
  "x".repeat(MEGABYTE),
];

/** Raw JSON with a prototype-pollution key beside a sample's own keys (JSON.stringify would drop it). */
export function withPollutionKeys(sample: unknown): string {
  const body = JSON.stringify(sample);
  if (!body.startsWith("{")) return body;
  const keys = '"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}';
  return body === "{}" ? `{${keys}}` : `{${keys}, ${body.slice(1)}`;
}

/** One body for a write endpoint: a sample, a sample with one field spoiled, or raw hostile text. */
export function fuzzBody(
  schema: JsonSchema | null,
  random: Random,
  ids: readonly string[],
): string {
  const roll = random.next();
  if (!schema || roll < 0.15) return random.pick(RAW_BODIES);
  const sample = sampleOf(schema, random, ids);
  if (roll < 0.4) return JSON.stringify(sample);
  if (roll < 0.45) return withPollutionKeys(sample);
  const spoiled = { ...(sample as Record<string, unknown>) };
  const keys = Object.keys(schema.properties ?? {});
  const key = keys.length && random.chance(0.9) ? random.pick(keys) : "unexpected";
  spoiled[key] = random.chance(0.5)
    ? hostileValue(random)
    : `${String(sampleOf(schema.properties?.[key] ?? {}, random, ids))}\u0000`;
  return JSON.stringify(spoiled);
}
