import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, docFileName, loadMachines, renderDoc } from './machine-docs-lib';

const machines = await loadMachines();
mkdirSync(DOCS_DIR, { recursive: true });
const written = new Set<string>();
for (const entry of machines) {
  const name = docFileName(entry);
  writeFileSync(join(DOCS_DIR, name), renderDoc(entry));
  written.add(name);
  console.log(`docs/machines/${name}`);
}
for (const old of readdirSync(DOCS_DIR)) if (!written.has(old)) rmSync(join(DOCS_DIR, old));
