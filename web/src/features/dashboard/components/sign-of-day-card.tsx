import { Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SignOfDay, type SignOfDayWords } from '../../../components/sign-of-day';
import { useNaming } from '../../../components/yoruba-text';
import { translateMessage } from '../../../lib/messages';
import { useSignOfDay } from '../api/get-sign-of-day';

/** The dashboard's 'Signo del día' (issue 12, point 5); a failed load hides nothing else (spec 8). */
export function SignOfDayCard() {
  const { t, i18n } = useTranslation();
  const naming = useNaming();
  const { data, error } = useSignOfDay(i18n.language);

  const words: SignOfDayWords = {
    glyphLabel: (values) => t('dashboard.signOfDay.glyph', values),
    single: t('dashboard.signOfDay.single'),
    double: t('dashboard.signOfDay.double'),
    study: t('dashboard.signOfDay.study'),
    // The server says it in the contract's Spanish (MSG.signOfDayNotice): shown in the UI language.
    notice: translateMessage(t, data?.notice) ?? t('validation.signOfDayNotice'),
    generated: t('dashboard.signOfDay.generated'),
    inSpanish: t('dashboard.signOfDay.inSpanish'),
    translated: t('dashboard.signOfDay.translated'),
  };

  return (
    <Card title={t('dashboard.signOfDay.title')} icon={<Sun className="h-5 w-5" aria-hidden="true" />} testId="sign-of-day-card">
      {data ? (
        <SignOfDay sign={data} naming={naming} language={i18n.language} words={words} />
      ) : error ? (
        <p className="text-sm text-muted">{t('dashboard.signOfDay.error')}</p>
      ) : (
        // Keeps about the card's height while it loads (no layout shift when the sign arrives).
        <div className="h-[22rem] animate-pulse rounded-2xl bg-sand/60 motion-reduce:animate-none" aria-hidden="true" />
      )}
    </Card>
  );
}
