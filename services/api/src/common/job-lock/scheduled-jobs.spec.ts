import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const API = join(__dirname, '..', '..', '..');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const sources = filesUnder(join(API, 'src'), '.ts').filter((path) => !path.endsWith('.spec.ts'));
const jobFiles = sources.filter((path) => path.endsWith('.job.ts'));
const tests = [...filesUnder(join(API, 'src'), '.spec.ts'), ...filesUnder(join(API, 'test'), '.e2e-spec.ts')].map((path) =>
  readFileSync(path, 'utf8'),
);
const SCHEDULING = /@(Cron|Interval|Timeout)\(|\.add(CronJob|Interval|Timeout)\(/;

// The convention for scheduled work, checked on the code itself so a new job cannot miss it.
describe('scheduled jobs', () => {
  it('are each scheduled in a *.job.ts file and nowhere else', () => {
    const elsewhere = sources.filter((path) => !path.endsWith('.job.ts') && SCHEDULING.test(readFileSync(path, 'utf8')));
    expect(elsewhere.map((path) => relative(API, path))).toEqual([]);
    // The scan does find the jobs.
    expect(jobFiles.map((path) => relative(API, path))).toContain('src/media/orphan-images.job.ts');
  });

  it.each(jobFiles.map((path) => [relative(API, path)]))('%s ticks under the job lock, and a test fires its tick', (path) => {
    const source = readFileSync(join(API, path), 'utf8');
    expect(source).toMatch(SCHEDULING);
    expect(source).toMatch(/\n {2}tick\(.*\): Promise<void> \{\n {4}return this\.locks\.runScheduled\(/);
    const jobClass = /export class (\w+Job)\b/.exec(source)?.[1];
    expect(jobClass).toBeDefined();
    const tested = tests.some((test) => test.includes(jobClass!) && /\.tick\(/.test(test));
    expect({ jobClass, tested }).toEqual({ jobClass, tested: true });
  });
});
