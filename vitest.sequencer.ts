import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SLOW_TEST_FILES } from './tests/slow-test-files.js';

/**
 * Vitest's order (projects one after the other, and within a project its results cache or, in a
 * clean clone, file size), except that the files of `SLOW_TEST_FILES` start first in their project,
 * longest first: with two workers, a long file started last would leave one worker running it alone.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const projectRank = new Map<string, number>();
    for (const spec of base) if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const seconds = (spec: TestSpecification) => SLOW_TEST_FILES[relative(this.ctx.config.root, spec.moduleId)] ?? 0;
    return base
      .map((spec, index) => ({ spec, index, rank: projectRank.get(spec.project.name)!, seconds: seconds(spec) }))
      .sort((a, b) => a.rank - b.rank || b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
