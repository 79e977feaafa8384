// Prints one closing line of test totals from Vitest's JSON report, for CI logs.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log(`vitest: no report at ${file}`);
  process.exit(1);
}
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
);
process.exit(report.numTotalTests > 0 ? 0 : 1);
