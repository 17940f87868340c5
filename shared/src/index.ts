/*
 * The package's modules are side-effect free (package.json `sideEffects`), so a bundle keeps
 * only the modules whose exports it uses: a Lambda that imports its own group's schemas
 * (routes/<group>.ts) and the endpoint list builds no other schema at init (DESIGN.md 8).
 * This barrel is the one exception listed there: esbuild must not skip it, or a module that a
 * lazily loaded part also uses (the ifa-signs Lambda's OpenAPI document) is read before it is
 * initialised.
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
export * from './observability.js';
export * from './naming.js';
