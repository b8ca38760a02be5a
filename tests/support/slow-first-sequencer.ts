import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, longest first, whatever their project: started first, they run
 * beside the many short files instead of after them, so no worker idles at the end waiting on one.
 * Vitest's own order runs its projects one after another and, without the timings of an earlier
 * run (a clean CI checkout has none), puts large files first, which these three-line fuzz shards
 * are not. Seconds measured on the 2-core CI machine (27 November 2026).
 */
const SLOW_FILES: Record<string, number> = {
  'tests/process/crash-durability.test.ts': 150,
  'tests/api/fuzz/fuzz-accounts.test.ts': 120,
  'tests/api/fuzz/fuzz-events.test.ts': 110,
  'tests/api/fuzz/fuzz-communities.test.ts': 100,
  'tests/api/fuzz/fuzz-payments.test.ts': 90,
  'tests/api/permissions/permission-table.test.ts': 60,
  'tests/process/fault-run.test.ts': 65,
  'tests/process/three-instances.test.ts': 50,
};

const weightOf = (spec: TestSpecification): number => {
  const path = spec.moduleId.slice(spec.project.config.root.length + 1);
  // PostgreSQL runs the same file slower than SQLite (its own process shares the cores).
  return (SLOW_FILES[path] ?? 0) * (spec.project.name === 'api-postgres' ? 1.2 : 1);
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files);
    const position = new Map(byVitest.map((spec, index) => [spec, index]));
    return [...byVitest].sort((a, b) => weightOf(b) - weightOf(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }
}
