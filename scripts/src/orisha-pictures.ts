import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { PICTURE_NAMES } from '../../web/src/features/orisha-game/visuals/option-visuals.js';
import { GENERATED_PATH, renderPicturesModule, type IconPackage, type IconSet } from '../../web/src/features/orisha-game/visuals/pictures-module.js';

/**
 * `npx tsx scripts/src/orisha-pictures.ts`: writes the Orisha game's image-match pictures
 * (web/src/features/orisha-game/visuals/noto-pictures.ts) from the installed Noto Emoji set,
 * keeping only the icons option-visuals.ts maps an animal to. Run it after changing that table
 * or updating @iconify-json/noto; the web unit tests fail until the file is regenerated.
 */
const root = resolve(import.meta.dirname, '../..');
// The web workspace owns the package (a devDependency: only these few icons reach the browser).
const read = (file: string) => JSON.parse(readFileSync(createRequire(resolve(root, 'web/package.json')).resolve(`@iconify-json/noto/${file}`), 'utf8')) as unknown;
writeFileSync(resolve(root, GENERATED_PATH), renderPicturesModule(read('icons.json') as IconSet, read('package.json') as IconPackage, PICTURE_NAMES));
console.log(`Wrote ${GENERATED_PATH}: ${PICTURE_NAMES.length} pictures.`);
