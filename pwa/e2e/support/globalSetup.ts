import type { TestProject } from 'vitest/node';
import apiSetup from '../../../api/src/test/globalSetup.ts';
import { ensurePwaBuild } from '../../../scripts/ensurePwaBuild.ts';

/** Browser journeys run against the production build, served by the real API. */
export default async function setup(project: TestProject) {
  await ensurePwaBuild((line) => process.stdout.write(`${line}\n`));
  return apiSetup(project);
}
