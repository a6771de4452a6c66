/**
 * A strict reader of the Prometheus text exposition format 0.0.4 (what prom-client writes and
 * Prometheus scrapes): `# HELP`/`# TYPE` lines, then samples `name{label="value",…} value`, with
 * `\\`, `\"` and `\n` escaped in label values. A line it cannot read throws, so a malformed
 * scrape fails the test. (The parser on npm merges a labelled histogram's series into one.)
 */
export interface Sample { name: string; labels: Record<string, string>; value: number }
export interface Exposition { types: Map<string, string>; samples: Sample[] }

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

const unescape = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

function readLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const m = LABEL.exec(rest);
    if (!m) throw new Error(`bad labels in: ${line}`);
    labels[m[1]!] = unescape(m[2]!);
    rest = rest.slice(m[0].length);
  }
  return labels;
}

/** A float as Go's ParseFloat reads it (Prometheus's parser): NaN and Inf in any case. */
const readValue = (text: string, line: string): number => {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
};

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        if (!TYPES.has(meta[3] ?? '')) throw new Error(`bad type in: ${line}`);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    samples.push({ name: m[1]!, labels: readLabels(m[2] ?? '', line), value: readValue(m[3]!, line) });
  }
  return { types, samples };
}

/** The value of the one sample with that name whose labels include `labels`; undefined if none. */
export function valueOf(exp: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = exp.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}
