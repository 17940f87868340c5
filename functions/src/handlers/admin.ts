import { groupHandler } from '../lib/http.js';

// The admin endpoints answer 501 until their issue lands (see the issue tracker).
export const handler = groupHandler('admin', {} as never);
