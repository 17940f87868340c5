import { Bird, Dog, Fish, Flower2, Leaf, PawPrint, Rat, Snail, TreeDeciduous, TreePalm, Turtle, Wheat, type LucideIcon } from 'lucide-react';
import { cx } from '../../../components/cx';
import type { IconName, Visual } from '../visuals/option-visuals';

const ICONS: Record<IconName, LucideIcon> = {
  bird: Bird,
  dog: Dog,
  rat: Rat,
  fish: Fish,
  turtle: Turtle,
  snail: Snail,
  paw: PawPrint,
  palm: TreePalm,
  tree: TreeDeciduous,
  flower: Flower2,
  wheat: Wheat,
  leaf: Leaf,
};

/**
 * The picture of an image-match option. It is decorative: the option's name is always
 * written beside it, so nothing depends on seeing the colour (WCAG 1.4.1).
 */
export function OptionVisual({ visual }: { visual: Visual }) {
  switch (visual.kind) {
    case 'swatch':
      return (
        <span
          aria-hidden="true"
          data-testid="swatch"
          className="block h-12 w-full rounded-xl border border-ink/25 shadow-inner short:h-9"
          style={{ background: visual.css }}
        />
      );
    case 'week':
      return (
        <span aria-hidden="true" className="grid h-10 w-full grid-cols-7 gap-1 short:h-7" data-testid="week-strip">
          {Array.from({ length: 7 }, (_, day) => (
            <span key={day} className={cx('rounded-full border', day === visual.day ? 'border-forest bg-forest' : 'border-line bg-sand')} />
          ))}
        </span>
      );
    case 'icon': {
      const Icon = ICONS[visual.icon];
      return (
        <span aria-hidden="true" className="flex h-12 w-full items-center justify-center rounded-xl bg-forest-soft text-forest short:h-9" data-testid="option-icon">
          <Icon className="h-7 w-7" />
        </span>
      );
    }
    default:
      return null;
  }
}
