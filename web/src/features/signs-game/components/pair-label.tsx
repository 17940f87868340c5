import { useTranslation } from 'react-i18next';
import { SignGlyph } from '../../../components/sign-glyph';
import { isPattern, splitPair } from '../lib/options';

interface PairLabelProps {
  option: string;
  lang?: string | undefined;
  /** Glyph size: in the answer list or in the smaller feedback lists. */
  size?: 'md' | 'sm';
}

/**
 * A matching pair 'Name — value'. A value that is a sign's pattern is drawn beside the name
 * instead of read as digits ('pair names with drawn patterns'); the digits stay in the text
 * for screen readers.
 */
export function PairLabel({ option, lang, size = 'md' }: PairLabelProps) {
  const { t } = useTranslation();
  const pair = splitPair(option);
  if (!pair) return <span lang={lang}>{option}</span>;
  if (isPattern(pair.value)) {
    return (
      <span className="inline-flex items-center gap-3">
        <span className="font-semibold">{pair.name}</span>
        <SignGlyph
          pattern={pair.value}
          label={t('signsGame.custom.pattern', { pattern: pair.value })}
          className={size === 'md' ? 'h-10 w-11 shrink-0 text-forest' : 'h-7 w-8 shrink-0 text-forest'}
        />
      </span>
    );
  }
  return (
    <span>
      <span className="font-semibold">{pair.name}</span>
      <span aria-hidden="true"> — </span>
      <span className="sr-only">: </span>
      <span lang={lang}>{pair.value}</span>
    </span>
  );
}
