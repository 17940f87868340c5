import { getProgress } from '../data/progress.js';
import { groupHandler } from '../http/group-handler.js';

export const handler = groupHandler('progress', {
  progress: async ({ user, params }) => getProgress(user.id, params.game),
});
