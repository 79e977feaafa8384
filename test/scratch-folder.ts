// Every temporary folder the test run makes (test apps' data folders, PGlite folders, built-page
// fixtures, the browser's profiles) goes inside one folder of this run, removed when the run ends: the
// suites would otherwise leave a few hundred folders, some hundreds of megabytes, in the system's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function scratchFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'kaushal-tests-'));
  // Read by os.tmpdir() in the test workers, which start after this, and in what they start.
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
