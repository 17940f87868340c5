import { lazy, Suspense } from 'react';
import { cx } from '../../../components/cx';
import type { Visual } from '../visuals/option-visuals';

// A chunk of its own (about 27 KB gzipped), fetched by the first question that shows a picture.
const NotoPicture = lazy(() => import('./noto-picture'));

interface OptionVisualProps {
  visual: Visual;
  /** Beside the option's name (a long name, one option a row) instead of above it. */
  beside?: boolean;
}

/**
 * The picture of an image-match option. It is decorative: the option's name is always written
 * beside or under it and names the option for screen readers (naming the picture too would read
 * every option twice), so nothing depends on seeing the colour or the picture (WCAG 1.1.1, 1.4.1).
 */
export function OptionVisual({ visual, beside = false }: OptionVisualProps) {
  switch (visual.kind) {
    case 'swatch':
      return (
        <span
          aria-hidden="true"
          data-testid="swatch"
          className={cx('block rounded-xl border border-ink/25 shadow-inner', beside ? 'h-10 w-10 shrink-0' : 'h-12 w-full short:h-9')}
          style={{ background: visual.css }}
        />
      );
    case 'week':
      return (
        <span aria-hidden="true" className={cx('grid grid-cols-7 gap-1', beside ? 'h-4 w-24 shrink-0' : 'h-10 w-full short:h-7')} data-testid="week-strip">
          {Array.from({ length: 7 }, (_, day) => (
            <span key={day} className={cx('rounded-full border', day === visual.day ? 'border-forest bg-forest' : 'border-line bg-sand')} />
          ))}
        </span>
      );
    case 'picture':
      return (
        <span
          aria-hidden="true"
          className={cx('flex items-center justify-center rounded-xl bg-sand', beside ? 'h-10 w-10 shrink-0' : 'h-14 w-full short:h-11')}
          data-testid="option-picture"
          data-picture={visual.picture}
        >
          {/* The frame keeps its size while the picture loads: nothing moves under the learner's finger. */}
          <Suspense fallback={null}>
            <NotoPicture name={visual.picture} className={beside ? 'h-8 w-8' : 'h-12 w-12 short:h-10 short:w-10'} />
          </Suspense>
        </span>
      );
    default:
      return null;
  }
}
