import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: bundling and the SPA upload resolve paths from here, not from the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One handler module per endpoint group (DESIGN.md 1). */
export const handlerEntry = (group: string) => join(REPO_ROOT, 'functions', 'src', 'handlers', `${group}.ts`);

/** The Vite build output that `npm run build` writes and `npm run deploy` uploads. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
