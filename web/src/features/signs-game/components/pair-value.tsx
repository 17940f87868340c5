import { useTranslation } from 'react-i18next';
import { SignGlyph } from '../../../components/sign-glyph';
import { YoText } from '../../../components/yoruba-text';
import { isPattern } from '../lib/options';
import type { PlayQuestion } from '../machine/signs-machine';

/** What the values of a matching question are, for the column's heading. */
export function valuesKind(question: PlayQuestion): 'pattern' | 'yoruba' | 'element' | 'other' {
  const values = question.match_values ?? [];
  if (values.length && values.every(isPattern)) return 'pattern';
  if (question.topic === 'elements') return 'element';
  if (question.topic === 'recognition') return 'yoruba';
  return 'other';
}

/** A value in words, for announcements ('patrón 11111111', or the text itself). */
export function useValueWords() {
  const { t } = useTranslation();
  return (value: string) => (isPattern(value) ? t('signsGame.custom.pattern', { pattern: value }) : value);
}

interface PairValueProps {
  value: string;
  question: PlayQuestion;
  size?: 'md' | 'sm';
}

/** One value of a matching column: a pattern drawn (its digits for screen readers), else text. */
export function PairValue({ value, question, size = 'md' }: PairValueProps) {
  const { t } = useTranslation();
  if (isPattern(value)) {
    return (
      <SignGlyph
        pattern={value}
        label={t('signsGame.custom.pattern', { pattern: value })}
        className={size === 'md' ? 'h-9 w-10 shrink-0 text-forest short:h-8 short:w-9' : 'h-7 w-8 shrink-0 text-forest'}
      />
    );
  }
  return (
    <span lang={question.content_lang}>
      <YoText text={value} terms={question.yo_terms} />
    </span>
  );
}
