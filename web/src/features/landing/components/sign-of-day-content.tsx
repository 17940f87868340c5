import type { SignOfDayResponse } from '@ifa/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOfDay, type SignOfDayWords } from '../../../components/sign-of-day';
import { useNaming } from '../../../components/yoruba-text';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { SignOfDayPlaceholder } from './sign-of-day-placeholder';

/** GET /practice/sign-of-the-day?language= (public). Not SWR: the landing keeps its JS small (DESIGN.md 8). */
const getSignOfDay = (language: string, signal: AbortSignal) => callApi(route('signOfDay'), { query: { language }, signal });

type State = { language: string; sign?: SignOfDayResponse; failed?: boolean };

/** The lazily loaded body of the landing's sign of the day: the request and the sign. */
export default function SignOfDayContent() {
  const { t, i18n } = useTranslation();
  const naming = useNaming();
  const language = i18n.language;
  const [state, setState] = useState<State>({ language });

  useEffect(() => {
    const controller = new AbortController();
    getSignOfDay(language, controller.signal).then(
      (sign) => setState({ language, sign }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('sign of the day could not be loaded', error);
        setState({ language, failed: true });
      },
    );
    return () => controller.abort();
  }, [language]);

  // The landing loads only its own catalog part: the notice is said in its words (the same text
  // as the server's MSG.signOfDayNotice in Spanish).
  const words: SignOfDayWords = {
    glyphLabel: (values) => t('landing.signOfDay.glyph', values),
    single: t('landing.signOfDay.single'),
    double: t('landing.signOfDay.double'),
    study: t('landing.signOfDay.study'),
    notice: t('landing.signOfDay.notice'),
    generated: t('landing.signOfDay.generated'),
    inSpanish: t('landing.signOfDay.inSpanish'),
    translated: t('landing.signOfDay.translated'),
  };

  // A sign already shown stays while another language's line loads.
  if (state.sign) return <SignOfDay sign={state.sign} naming={naming} language={language} words={words} />;
  if (state.failed && state.language === language) return <p className="text-center text-muted">{t('landing.signOfDay.error')}</p>;
  return <SignOfDayPlaceholder />;
}
