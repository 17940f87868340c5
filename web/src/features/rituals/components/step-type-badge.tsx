import { Bell, ClipboardList, Compass, Flower2, Hand, HandHeart, Heart, MessageCircle, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import type { StepType } from '../data/rituals';

const ICONS: Record<StepType, LucideIcon> = {
  gesture: Hand,
  speech: MessageCircle,
  sound: Bell,
  preparation: ClipboardList,
  meditation: Flower2,
  prayer: HandHeart,
  action: Zap,
  orientation: Compass,
  gratitude: Heart,
};

/** A step's type as icon and word (spec 3 'Ritual' step types). */
export function StepTypeBadge({ type, className }: { type: StepType; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink', className)} data-testid="step-type">
      <Icon className="h-3.5 w-3.5 text-forest" aria-hidden="true" />
      <span className="sr-only">{t('rituals.stepTypes.label')}: </span>
      {t(`rituals.stepTypes.${type}`)}
    </span>
  );
}
