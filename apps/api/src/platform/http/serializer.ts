import { serializerCompiler } from 'fastify-type-provider-zod';

type CompilerInput = Parameters<typeof serializerCompiler>[0];

/**
 * The zod response serialiser (it validates the answer against the contract and drops fields the
 * contract does not name), remembering the JSON of each answer object per route. An answer served
 * from a micro-cache (the session's user, a shared total) is the same object for every request of
 * its lifetime, so it is checked and stringified once instead of once per request (decision 0027).
 * Answers are never mutated after they are sent; a fresh object is serialised as before.
 */
export function memoSerializerCompiler(input: CompilerInput): (data: unknown) => string {
  const serialize = serializerCompiler(input);
  const seen = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const known = seen.get(data);
    if (known !== undefined) return known;
    const json = serialize(data);
    seen.set(data, json);
    return json;
  };
}
