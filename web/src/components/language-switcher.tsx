import { Globe } from 'lucide-react';
import { LANGUAGES } from '@ifa/shared/languages';
import { useTranslation } from 'react-i18next';
import { chooseVisitorLanguage, currentLanguage, isLanguage } from '../i18n';
import { cx } from './cx';

/**
 * For visitors: switches the interface on this device and keeps it as the visitor's own choice,
 * which comes back after a logout (signed-in users change theirs on the profile).
 */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <label className={cx('relative inline-flex items-center', tone === 'light' ? 'text-white' : 'text-ink')}>
      <span className="sr-only">{t('common.interfaceLanguage')}</span>
      <Globe className="pointer-events-none absolute left-3 h-4 w-4" aria-hidden="true" />
      <select
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseVisitorLanguage(event.target.value);
        }}
        className={cx(
          'h-11 cursor-pointer appearance-none rounded-full border pl-9 pr-4 text-sm font-semibold',
          tone === 'light' ? 'border-white/40 bg-white/10 [&>option]:text-ink' : 'border-line bg-white',
        )}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
