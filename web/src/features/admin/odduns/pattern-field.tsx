import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SignGlyph } from '../../../components/sign-glyph';
import { sanitizePattern } from '../lib/oddun-form';
import { usePatternLabel } from './use-pattern-label';

/**
 * Spec 5: the binary pattern, at most 8 characters of 0 and 1, with the sign DRAWN as it is
 * typed (first four marks = right column). The drawing is also described in words.
 */
export function PatternField({ value, name, onChange }: { value: string; name: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const patternLabel = usePatternLabel();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t('admin.fields.binary_pattern')} *
      </label>
      <div className="flex items-center gap-4">
        <input
          id={id}
          value={value}
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(event) => onChange(sanitizePattern(event.target.value))}
          className="block w-full min-w-0 rounded-xl border border-line bg-white px-4 py-3 font-mono text-lg tracking-[0.3em] text-ink shadow-sm hover:border-[#cdbd9f]"
          data-testid="pattern-input"
        />
        <div className="flex h-20 w-24 shrink-0 items-center justify-center rounded-2xl border border-line bg-sand/60 p-2" data-testid="pattern-preview">
          {value ? (
            <SignGlyph pattern={value} className="h-full w-full text-forest" label={patternLabel(name || t('admin.pattern.newSign'), value)} />
          ) : (
            <span className="text-xs text-muted">{t('admin.pattern.empty')}</span>
          )}
        </div>
      </div>
      <p id={`${id}-count`} className="text-sm font-medium text-ink" aria-live="polite">
        {t('admin.pattern.count', { count: value.length })}
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('admin.pattern.hint')}
      </p>
    </div>
  );
}
