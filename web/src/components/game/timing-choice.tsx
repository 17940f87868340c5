import { Timer, TimerOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';

interface TimingChoiceProps {
  timed: boolean;
  onChange: (timed: boolean) => void;
  /** The level's seconds per question, shown in the timed option. */
  seconds: number;
}

/**
 * The untimed option every timed game offers before it starts (WCAG 2.2.1, DESIGN.md 5): a
 * radio group, operable by keyboard, that says what each choice means for the XP.
 */
export function TimingChoice({ timed, onChange, seconds }: TimingChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    { value: true, icon: Timer, label: t('play.timing.timed'), hint: t('play.timing.timedHint', { seconds }) },
    { value: false, icon: TimerOff, label: t('play.timing.untimed'), hint: t('play.timing.untimedHint') },
  ];
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-4" data-testid="timing-choice">
      <legend className="px-1 text-sm font-semibold text-ink">{t('play.timing.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, icon: Icon, label, hint }) => (
          <label
            key={String(value)}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
              timed === value ? 'border-forest bg-forest-soft' : 'border-line hover:bg-sand',
            )}
          >
            <input type="radio" name={name} className="mt-1 h-4 w-4 accent-forest" checked={timed === value} onChange={() => onChange(value)} />
            <span>
              <span className="flex items-center gap-1.5 font-semibold text-ink">
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </span>
              <span className="mt-0.5 block text-sm text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
