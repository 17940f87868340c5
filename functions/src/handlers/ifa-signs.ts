import { groupHandler } from '../lib/http.js';

// The ifa-signs endpoints answer 501 until their issue lands (see the issue tracker).
export const handler = groupHandler('ifa-signs', {} as never);
