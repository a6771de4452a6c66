import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures/import-cycle');
const tsconfig = path.join(import.meta.dirname, '../packages/domain/tsconfig.json');

describe('the import cycle check of npm run lint', () => {
  it('reports a cycle closed by a type-only import, as one path through its files', () => {
    expect(importCycles(path.join(fixtures, 'with-cycle'), tsconfig)).toEqual([['invoice.ts', 'label.ts', 'order.ts', 'invoice.ts']]);
  });

  it('reports nothing where the imports only go one way', () => {
    expect(importCycles(path.join(fixtures, 'without-cycle'), tsconfig)).toEqual([]);
  });
});
