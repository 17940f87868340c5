import type { SignOfDayResponse } from '@ifa/shared';
import { displayName, namePairOf, type Naming } from '@ifa/shared/naming';
import { BookOpen, Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonClass } from './button';
import { SignGlyph, signMarksInWords } from './sign-glyph';
import { NameText } from './yoruba-text';

/** The words a screen gives the sign of the day, from its own catalog part (the landing has no `app` part). */
export interface SignOfDayWords {
  /** The glyph's accessible name, with `{{name}}`, `{{right}}` and `{{left}}` filled in by `glyphLabel`. */
  glyphLabel: (values: { name: string; right: string; left: string }) => string;
  single: string;
  double: string;
  study: string;
  /** The 'study material, not a personal reading' notice in the UI language. */
  notice: string;
  /** Said under a study line the project generated from templates (DESIGN.md 6: labelled as generated). */
  generated: string;
  /** Said when the study line is in Spanish (the encyclopedia's language) and the screen is not. */
  inSpanish: string;
  /** Said under a line the project translated from the Spanish ('Translated by the project · pending review', DESIGN.md 6). */
  translated?: string;
}

/** Where the encyclopedia opens on one sign. */
export const encyclopediaHref = (signId: string) => `${paths.games.signs}?sign=${encodeURIComponent(signId)}`;

interface SignOfDayProps {
  sign: SignOfDayResponse;
  naming: Naming;
  /** The UI language: the study line is marked with its own `lang` where it differs (WCAG 3.1.2). */
  language: string;
  words: SignOfDayWords;
}

/**
 * The sign of the day (issue 12, point 5): its drawing, its names as the learner's naming
 * setting shows them, one short study line and a link to the encyclopedia, with the plain notice
 * that it is study material, not a personal reading. Presentational: the dashboard and the
 * landing fetch it and bring their words.
 */
export function SignOfDay({ sign, naming, language, words }: SignOfDayProps) {
  const pair = namePairOf(sign);
  const marks = signMarksInWords(sign.pattern, { single: words.single, double: words.double });
  return (
    // Side by side only where its own box is wide enough (the landing); stacked in a narrow dashboard column.
    <div className="@container" data-testid="sign-of-day">
      <div className="flex flex-col gap-5 @md:flex-row @md:items-start">
        <div className="flex shrink-0 items-center justify-center self-center rounded-3xl bg-forest-soft p-5 @md:self-start">
          <SignGlyph pattern={sign.pattern} className="h-24 w-24 text-forest" label={words.glyphLabel({ name: displayName(pair, naming), ...marks })} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-display text-2xl font-semibold text-ink" data-testid="sign-of-day-name">
            <NameText pair={pair} naming={naming} />
          </p>
          <p className="mt-2 leading-relaxed text-ink/90" lang={sign.line_lang !== language ? sign.line_lang : undefined}>
            {sign.line}
          </p>
          {sign.generated || sign.line_lang !== language || (sign.translation && words.translated) ? (
            <p className="mt-1 text-xs text-muted" data-testid="sign-of-day-generated">
              {[
                sign.line_lang !== language ? words.inSpanish : '',
                sign.translation && sign.line_lang === language ? (words.translated ?? '') : '',
                sign.generated ? words.generated : '',
              ]
                .filter(Boolean)
                .join(' ')}
            </p>
          ) : null}
          <p className="mt-3 flex items-start gap-2 text-sm text-muted" data-testid="sign-of-day-notice">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{words.notice}</span>
          </p>
          <Link to={encyclopediaHref(sign.id)} className={buttonClass('secondary', 'sm', 'mt-4')}>
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {words.study}
          </Link>
        </div>
      </div>
    </div>
  );
}
