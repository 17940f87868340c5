/*
 * The package's modules are side-effect free (package.json `sideEffects`), so a bundle keeps
 * only the modules whose exports it uses: a Lambda that imports its own group's schemas
 * (routes/<group>.ts) and the endpoint list builds no other schema at init (DESIGN.md 8).
 * This barrel is the one exception listed there: when a Lambda loaded part of the package
 * lazily (the OpenAPI builder, now stored by `npm run content`), esbuild skipping it read a
 * module before initialising it. Listed, it costs nothing: the modules it re-exports are still
 * left out when unused.
 */
export * from './constants.js';
export * from './endpoints.js';
export * from './game-rules.js';
export * from './messages.js';
export * from './routes.js';
export * from './table-schema.js';
export * from './schemas/common.js';
export * from './schemas/user.js';
export * from './schemas/games.js';
export * from './schemas/oddun.js';
export * from './schemas/admin.js';
export * from './schemas/provenance.js';
export * from './schemas/orisha-guide.js';
export * from './schemas/practice.js';
export * from './schemas/responses/common.js';
export * from './schemas/responses/user.js';
export * from './schemas/responses/games.js';
export * from './schemas/responses/progress.js';
export * from './schemas/responses/oddun.js';
export * from './schemas/responses/admin.js';
export * from './schemas/responses/orisha-guide.js';
export * from './schemas/responses/practice.js';
export * from './observability.js';
export * from './naming.js';
export * from './judge/judge.js';
export * from './judge/typo.js';
export * from './schemas/review.js';
export * from './judge/rating.js';
export * from './judge/build.js';
export * from './study-items.js';
export * from './schemas/social.js';
export * from './schemas/responses/social.js';
export * from './reminders.js';
export * from './functions.js';
