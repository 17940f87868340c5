/**
 * Catalog part `practice` (issue 12): daily review, the build-the-sign drill, the mastery map.
 * Two modules with distinct top-level keys (the part's bundles are merged shallowly):
 * `practice-widgets` (the opón builder, the mastery grid, the goal ring) and `practice-screens`.
 */
export { practiceWidgets } from './practice-widgets';
export { practiceScreens } from './practice-screens';
// What every game screen shares, here for the completion screen's level bar and sounds switch (issue 27).
export { play, streak } from './play';
