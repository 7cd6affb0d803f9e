/**
 * The order Vitest hands files to its workers: the durability files first, then Vitest's own order. They start real
 * servers and take minutes where most files take seconds; a clean clone has no timings cached, so Vitest would order
 * them by size, and these small files came last and ran alone at the end of the run on one core.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const slow = (spec: TestSpecification) => /\/durability[/-]/.test(spec.moduleId);

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(slow), ...sorted.filter((spec) => !slow(spec))];
  }
}
