/**
 * The one judge and its rules, for the device (DESIGN.md 5d: an offline review is judged on the
 * device by the module the server uses): imported as '@ifa/shared/judge', so the web loads these
 * and not the contract's schemas.
 */
export * from './judge.js';
export * from './typo.js';
export * from './rating.js';
export * from './build.js';
