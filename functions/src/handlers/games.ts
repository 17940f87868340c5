import { groupHandler } from '../lib/http.js';

// The games endpoints answer 501 until their issue lands (see the issue tracker).
export const handler = groupHandler('games', {} as never);
