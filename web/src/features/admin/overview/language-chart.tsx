import { LANGUAGES } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatNumber } from '../../../lib/format';

const BAR_COLOURS = { es: 'bg-forest', en: 'bg-gold', fr: 'bg-clay' } as const;

/**
 * Spec 2: language demographics, as bars with the numbers written beside them (the bars are
 * decoration for sighted users; the list reads the same without them).
 */
export function LanguageChart({ languages }: { languages: Partial<Record<(typeof LANGUAGES)[number], number>> }) {
  const { t, i18n } = useTranslation();
  const total = LANGUAGES.reduce((sum, language) => sum + (languages[language] ?? 0), 0);
  return (
    <ul className="space-y-4" data-testid="language-chart">
      {LANGUAGES.map((language) => {
        const count = languages[language] ?? 0;
        const share = total ? (count / total) * 100 : 0;
        return (
          <li key={language} data-testid={`language-${language}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink">{t(`languages.${language}`)}</span>
              <span className="text-muted">
                {t('admin.overview.languageValue', { count, value: formatNumber(count, i18n.language), share: formatDecimal(share, i18n.language) })}
              </span>
            </div>
            <div className="mt-1.5 h-3 overflow-hidden rounded-full bg-sand" aria-hidden="true">
              <div className={`h-full rounded-full ${BAR_COLOURS[language]}`} style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
