import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's build of the app, made by the first test file that needs it (test/api/ssrBuild.ts). */
    appBuildDir: string;
  }
}

/** One folder per run, shared by the test files (each in a worker of its own) and removed at the end. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gantavya-build-'));
  project.provide('appBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
