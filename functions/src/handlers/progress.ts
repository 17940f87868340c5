import { getProgress } from '../data/progress.js';
import { groupHandler } from '../http/group-handler.js';
import { progressSchemas } from '@ifa/shared/routes/progress';

export const handler = groupHandler('progress', progressSchemas, {
  progress: async ({ user, params }) => getProgress(user.id, params.game),
});
