import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_STEPS, inputsHash, LAST_DECLARATIONS_STEP } from './build';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

describe('inputsHash', () => {
  const contracts = BUILD_STEPS.find((step) => step.workspace === 'services/contracts')!;
  const api = BUILD_STEPS.find((step) => step.workspace === 'services/api')!;
  const probe = join(REPO_ROOT, 'services/contracts/src/build-probe.tmp');
  const outputProbe = join(REPO_ROOT, 'services/contracts/dist/build-probe.tmp');

  afterEach(async () => {
    await rm(probe, { force: true });
    await rm(outputProbe, { force: true });
  });

  it('changes when a file of the workspace, or of a workspace it uses, changes, and only then', async () => {
    const [contractsBefore, apiBefore] = [await inputsHash(contracts), await inputsHash(api)];
    expect(await inputsHash(contracts)).toBe(contractsBefore);

    await writeFile(probe, 'one');
    const [contractsOne, apiOne] = [await inputsHash(contracts), await inputsHash(api)];
    expect(contractsOne).not.toBe(contractsBefore);
    expect(apiOne).not.toBe(apiBefore);

    await writeFile(probe, 'two');
    expect(await inputsHash(contracts)).not.toBe(contractsOne);
  });

  it('ignores build outputs', async () => {
    const before = await inputsHash(contracts);
    await mkdir(join(REPO_ROOT, 'services/contracts/dist'), { recursive: true });
    await writeFile(outputProbe, 'built');
    expect(await inputsHash(contracts)).toBe(before);
  });
});

test('no build step after the one lint waits for writes declarations another workspace reads', async () => {
  const last = BUILD_STEPS.findIndex((step) => step.workspace === LAST_DECLARATIONS_STEP);
  const withDeclarations: string[] = [];
  for (const { workspace } of BUILD_STEPS) {
    const manifest = await readFile(join(REPO_ROOT, workspace, 'package.json'), 'utf8');
    if (/dist\/[^"]*\.d\.ts/.test(manifest)) withDeclarations.push(workspace);
  }
  expect(withDeclarations).toContain(LAST_DECLARATIONS_STEP);
  expect(withDeclarations.filter((workspace) => BUILD_STEPS.findIndex((step) => step.workspace === workspace) > last)).toEqual([]);
});
