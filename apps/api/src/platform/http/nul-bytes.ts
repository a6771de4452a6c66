/**
 * A NUL byte anywhere in a request's strings, keys included (decision 0022): PostgreSQL text
 * cannot hold it. Walks with an explicit stack, so no shape of input can overflow the call stack
 * (decision 0066); binary parts (buffers of an upload) are not text and are skipped.
 */
export function hasNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const key in value) {
        if (key.includes('\u0000')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
