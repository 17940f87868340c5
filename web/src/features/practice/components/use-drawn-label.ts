import { useTranslation } from 'react-i18next';
import { signMarksInWords } from '../../../components/sign-glyph';

/** The accessible name of a drawn sign: its two legs' marks in words (never its name: that is the question). */
export function useDrawnLabel() {
  const { t } = useTranslation();
  return (pattern: string, name?: string) => {
    const marks = signMarksInWords(pattern, { single: t('review.read.single'), double: t('review.read.double') });
    const drawn = t('review.read.drawn', marks);
    return name ? `${name}. ${drawn}` : drawn;
  };
}
