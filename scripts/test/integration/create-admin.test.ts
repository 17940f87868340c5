import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ifa/shared';
import { useApi } from '../../../functions/test/support/api.js';

const root = resolve(import.meta.dirname, '../../..');
const api = useApi();

// The test setup gives this file a fresh table on DynamoDB Local.
const TABLE = process.env.TABLE_NAME!;
const ENDPOINT = process.env.DDB_ENDPOINT!;

interface Run {
  code: number | null;
  out: string;
}

/** `npm run create-admin -- ...args` as a separate process, with only the environment given. */
function createAdmin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/src/create-admin.ts', ...args], {
      cwd: root,
      // Nothing inherited that names a table or an endpoint: the flags under test must do it.
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', AWS_REGION: 'us-east-1', SCRYPT_LOG_N: '14', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', failed);
    child.on('exit', (code) => done({ code, out }));
  });
}

const local = ['--table', TABLE, '--endpoint', ENDPOINT];
let n = 0;
const person = () => {
  const id = `${Date.now().toString(36)}${(n++).toString(36)}`;
  return { email: `Admin.${id}@Example.org`, username: `admin_${id}`.slice(0, 30), fullName: `Admin ${id}` };
};
const flags = (p: ReturnType<typeof person>) => ['--email', p.email, '--username', p.username, '--full-name', p.fullName];

async function stored(email: string) {
  const { getUserByEmail } = await import('../../../functions/src/data/users.js');
  return getUserByEmail(email.toLowerCase());
}

describe('npm run create-admin', () => {
  it('creates an admin who can sign in and use the admin API; the password is never printed', async () => {
    const p = person();
    const password = 'clave-de-admin-9f3';
    const run = await createAdmin([...local, ...flags(p)], { ADMIN_PASSWORD: password });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('Admin created');
    expect(run.out).toContain(p.email.toLowerCase());
    expect(run.out).not.toContain(password);

    const user = await stored(p.email);
    expect(user).toMatchObject({ email: p.email.toLowerCase(), username: p.username, full_name: p.fullName, role: 'admin', is_active: true });
    const login = await api.call('POST', '/auth/login', { body: { email: p.email, password } });
    expect(login.status).toBe(200);
    const stats = await api.call('GET', '/admin/stats', { token: login.body.access_token });
    expect(stats.status).toBe(200);
  });

  it('refuses invalid input with the Spanish messages of the shared schema, and writes nothing', async () => {
    const p = { ...person(), username: 'a' };
    const run = await createAdmin([...local, ...flags(p), '--password', '12345']);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`username: ${MSG.usernameMin}`);
    expect(run.out).toContain(`password: ${MSG.passwordMin}`);
    expect(run.out).not.toContain('12345');
    expect(await stored(p.email)).toBeNull();
  });

  it('promotes the existing account of that email and leaves its password alone', async () => {
    const learner = await api.registerUser();
    const run = await createAdmin([...local, '--email', learner.user.email]);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('promoted to admin');
    expect((await stored(learner.user.email))!.role).toBe('admin');
    const login = await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: learner.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');

    const again = await createAdmin([...local, '--email', learner.user.email]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('already an admin');
  });

  it('ends with one admin account when two runs for the same new email race', async () => {
    const p = person();
    const password = 'carrera-de-admins-7';
    const runs = await Promise.all([
      createAdmin([...local, ...flags(p)], { ADMIN_PASSWORD: password }),
      createAdmin([...local, ...flags(p)], { ADMIN_PASSWORD: password }),
    ]);
    for (const run of runs) {
      expect(run.code, run.out).toBe(0);
      expect(run.out).not.toContain(password);
    }
    expect(runs.filter((r) => r.out.includes('Admin created'))).toHaveLength(1);
    expect((await stored(p.email))!.role).toBe('admin');
    const { userIdByEmail } = await import('../../../functions/src/data/users.js');
    expect(await userIdByEmail(p.email.toLowerCase())).toBe((await stored(p.email))!.id);
  });

  it('says what is missing or unreachable instead of a stack trace', async () => {
    const p = person();
    const [noTable, unreachable, missingTable] = await Promise.all([
      createAdmin(flags(p), { ADMIN_PASSWORD: 'secreto123' }),
      createAdmin(['--table', TABLE, '--endpoint', 'http://127.0.0.1:9', ...flags(p)], { ADMIN_PASSWORD: 'secreto123' }),
      createAdmin(['--table', 'no-such-table', '--endpoint', ENDPOINT, ...flags(p)], { ADMIN_PASSWORD: 'secreto123' }),
    ]);
    expect(noTable.code).toBe(1);
    expect(noTable.out).toContain('Pass --table');
    expect(unreachable.code).toBe(1);
    expect(unreachable.out).toContain('Cannot reach DynamoDB');
    expect(missingTable.code).toBe(1);
    expect(missingTable.out).toContain('Table no-such-table');
    for (const run of [noTable, unreachable, missingTable]) {
      expect(run.out).not.toMatch(/\n\s+at /);
      expect(run.out).not.toContain('secreto123');
    }
  });
});
