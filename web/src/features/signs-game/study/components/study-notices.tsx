import { BookOpenText, Info, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/cx';

export function Notice({ icon, children, tone = 'sand', testId }: { icon: ReactNode; children: ReactNode; tone?: 'sand' | 'gold'; testId?: string }) {
  return (
    <p
      className={cx('flex items-start gap-3 rounded-2xl px-4 py-3 text-sm', tone === 'gold' ? 'bg-gold-soft text-gold-ink' : 'bg-sand text-ink')}
      data-testid={testId}
    >
      <span className="mt-0.5 shrink-0 [&_svg]:h-4 [&_svg]:w-4" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}

/**
 * Said once, near the top (DESIGN.md 6): this is study material and not a reading; and, on an
 * English or French screen, that the study texts themselves are in Spanish.
 */
export function StudyNotices() {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-2">
      <Notice icon={<BookOpenText />} testId="notice-study">
        {t('encyclopedia.notices.studyMaterial')}
      </Notice>
      {i18n.language !== 'es' ? (
        <Notice icon={<Languages />} testId="notice-spanish">
          {t('encyclopedia.notices.spanishTexts')}
        </Notice>
      ) : null}
    </div>
  );
}

/** A sign whose text was made from templates says so to everyone (DESIGN.md 6). */
export function GeneratedNotice() {
  const { t } = useTranslation();
  return (
    <Notice icon={<Info />} tone="gold" testId="notice-generated">
      {t('encyclopedia.notices.generated')}
    </Notice>
  );
}
