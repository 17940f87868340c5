/** Every client route of spec section 2, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  admin: '/admin',
  /** A reviewer's queue of study content to review (issue 36). */
  review: '/revision',
  /** The inbox (issue 28, DESIGN.md 5c): friend requests and answers, newest first. */
  inbox: '/bandeja',
  /** Daily practice (issue 12): the review session (also `?mode=build`, `?focus=id1,id2`) and the mastery map. */
  practice: { review: '/practice', mastery: '/practice/mastery' },
  games: {
    orisha: '/games/orisha',
    /** The orisha encyclopedia: what the Orisha game asks about, with its sources. */
    orishaGuide: '/games/orisha/guide',
    signs: '/games/signs',
    rituals: '/games/rituals',
    yoruba: '/games/yoruba',
    sureye: '/games/sureye',
  },
  community: {
    casaReligiosa: '/casa-religiosa',
    misDeidades: '/mis-deidades',
    duelos: '/duelos',
    amigos: '/amigos',
  },
} as const;

/** The link a referral shares (spec 2, profile: 'Compartir Enlace'). */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}${paths.register}?ref=${encodeURIComponent(code)}`;

export const resetPasswordLink = (token: string) => `${paths.resetPassword}?token=${encodeURIComponent(token)}`;

/** A practice session on these orishas' facts (My deities' review, issue 28; features/practice reads `orishas`). */
export const orishaFocusLink = (orishaIds: readonly string[]) => `${paths.practice.review}?orishas=${orishaIds.map(encodeURIComponent).join(',')}`;
