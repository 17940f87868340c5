import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PWA_ICONS, PWA_THEME_COLOR } from '@ifa/shared/pwa';

/**
 * Renders the manifest's icons (shared/src/pwa.ts) from the app's own mark (LogoMark in
 * web/src/components/logo.tsx) into web/public/icons/, where they are committed: the build
 * copies them as they are. Kept so the icons can be made again when the mark changes:
 *
 *   npx tsx --tsconfig web/tsconfig.json scripts/src/pwa-icons.ts
 *
 * (web's tsconfig, for its JSX settings.) Chromium draws the SVG exactly as the app does.
 * - `any`: the round mark on a transparent background, edge to edge.
 * - `maskable`: a launcher crops it to its own shape (circle, squircle...) and keeps only the
 *   centre circle of 80% of the width, so the square is filled with the mark's green and the
 *   mark drawn at 76%: its gold rings (84% of the mark) stay inside that circle.
 */
const root = resolve(import.meta.dirname, '../..');
// A path the type checker does not follow: the mark is JSX, which the root project does not compile.
const logoModule = pathToFileURL(resolve(root, 'web/src/components/logo.tsx')).href;
const { LogoMark } = (await import(logoModule)) as { LogoMark: ComponentType<{ className?: string }> };
const mark = renderToStaticMarkup(createElement(LogoMark)).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');

const document = (size: number, maskable: boolean) => {
  const drawn = maskable ? Math.round(size * 0.76) : size;
  const background = maskable ? PWA_THEME_COLOR : 'transparent';
  return (
    `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
    mark.replace('<svg ', `<svg width="${drawn}" height="${drawn}" `) +
    '</body></html>'
  );
};

const outDir = resolve(root, 'web/public');
mkdirSync(resolve(outDir, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of PWA_ICONS) {
    const size = Number(icon.sizes.split('x')[0]);
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(document(size, icon.purpose === 'maskable'));
    const file = resolve(outDir, `.${icon.src}`);
    await page.screenshot({ path: file, omitBackground: icon.purpose !== 'maskable' });
    await page.close();
    console.log(`${icon.src} (${icon.sizes}, ${icon.purpose})`);
  }
} finally {
  await browser.close();
}
