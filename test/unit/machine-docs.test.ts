// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, docFileName, loadMachines, renderDoc } from '../../scripts/machine-docs-lib';

describe('docs/machines: a diagram of every machine, up to date', () => {
  it('every machine has its Mermaid diagram and each matches the machine (run npm run machines:docs)', async () => {
    const machines = await loadMachines();
    expect(machines.length).toBeGreaterThanOrEqual(2);
    const expected = new Set(machines.map(docFileName));
    for (const entry of machines) {
      const file = join(DOCS_DIR, docFileName(entry));
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} is out of date`).toBe(renderDoc(entry));
    }
    expect(new Set(readdirSync(DOCS_DIR))).toEqual(expected);
  });
});
