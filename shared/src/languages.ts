/**
 * The interface languages. A module of its own: the web app's entry chunk needs only this from
 * the contract, and a module the entry imports travels whole with the landing (DESIGN.md 8).
 */
export const LANGUAGES = ['es', 'en', 'fr'] as const;
