import { ProgressParams, ProgressResponse } from '../schemas/games.js';
import type { GroupSchemas } from './types.js';

export const progressSchemas = {
  progress: { params: ProgressParams, response: ProgressResponse },
} as const satisfies GroupSchemas<'progress'>;
