import { PICTURES } from '../visuals/noto-pictures';
import type { PictureName } from '../visuals/option-visuals';

/**
 * One Noto Emoji picture (visuals/README.md). Loaded lazily by option-visual.tsx: the pictures
 * weigh more than the rest of the game's screen, and only image match on animals shows them.
 * The markup is the project's own generated module (noto-pictures.ts), never a server's answer.
 */
export default function NotoPicture({ name, className }: { name: PictureName; className?: string }) {
  const { viewBox, body } = PICTURES[name];
  return <svg viewBox={viewBox} className={className} focusable="false" data-testid="picture-svg" dangerouslySetInnerHTML={{ __html: body }} />;
}
