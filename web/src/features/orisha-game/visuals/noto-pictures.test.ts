import pkg from '@iconify-json/noto/package.json';
import { describe, expect, it } from 'vitest';
import generated from './noto-pictures.ts?raw';
import { PICTURE_NAMES } from './option-visuals';
import { GENERATOR, renderPicturesModule, type IconSet } from './pictures-module';
import readme from './README.md?raw';

// The whole set (25 MB of JSON), read at run time only: a static import would have the compiler
// type every one of its icons. The package's index needs an info.json it does not ship.
const ICON_SET = '@iconify-json/noto/icons.json';
const set = ((await import(/* @vite-ignore */ ICON_SET, { with: { type: 'json' } })) as { default: IconSet }).default;

describe('the image-match pictures (Noto Emoji)', () => {
  it('names only icons the installed set has', () => {
    expect(PICTURE_NAMES.filter((name) => !set.icons[name] && !set.aliases?.[name])).toEqual([]);
  });

  it('holds exactly what the generator makes from the installed set', () => {
    expect(generated, `noto-pictures.ts is stale: run \`${GENERATOR}\``).toBe(renderPicturesModule(set, pkg, PICTURE_NAMES));
  });

  it('is a set under a licence the project credits', () => {
    expect(pkg.license).toBe('Apache-2.0');
    expect(readme).toContain('Noto Emoji');
    expect(readme).toContain('Apache License 2.0');
  });

  it('refuses a name the set does not have', () => {
    expect(() => renderPicturesModule(set, pkg, ['no-such-emoji'])).toThrow(/not in the icon set/);
  });
});
