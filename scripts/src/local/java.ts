import { spawnSync } from 'node:child_process';

/** DynamoDB Local needs Java 17+ (DESIGN.md 9). Returns an error line, or null when fine. */
export function javaProblem(): string | null {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    return 'Java 17+ is required for DynamoDB Local and was not found. Install it: sudo apt-get install -y openjdk-17-jre-headless';
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) {
    return `Java 17+ is required for DynamoDB Local (found ${major || 'an unknown version'}). Install it: sudo apt-get install -y openjdk-17-jre-headless`;
  }
  return null;
}

export function requireJavaOrExit(): void {
  const problem = javaProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
