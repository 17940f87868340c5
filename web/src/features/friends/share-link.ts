import { paths } from '../../config/paths';

/** The query parameter of a share link: `/amigos?code=<share code>`. */
export const SHARE_CODE_PARAM = 'code';

/** The learner's friend link: opened by someone signed in, it offers to send them a request. */
export const friendShareLink = (code: string, origin: string) => `${origin}${paths.community.amigos}?${SHARE_CODE_PARAM}=${encodeURIComponent(code)}`;
