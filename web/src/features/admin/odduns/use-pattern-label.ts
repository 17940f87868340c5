import { useTranslation } from 'react-i18next';
import { signMarksInWords } from '../../../components/sign-glyph';

/** The drawn sign's accessible name: its name and its marks in words, column by column. */
export function usePatternLabel() {
  const { t } = useTranslation();
  return (name: string, pattern: string) => {
    const words = signMarksInWords(pattern, { single: t('admin.pattern.single'), double: t('admin.pattern.double') });
    return t('admin.pattern.label', { name, right: words.right || '—', left: words.left || '—' });
  };
}
