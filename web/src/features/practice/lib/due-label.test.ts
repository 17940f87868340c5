import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceScreens as en } from '../../../i18n/locales/en/practice-screens';
import { practiceScreens as es } from '../../../i18n/locales/es/practice-screens';
import { practiceScreens as fr } from '../../../i18n/locales/fr/practice-screens';
import { dueLabel } from './due-label';

const plain = (n: number) => String(n);

describe("a session's 'N to review'", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en }, fr: { translation: fr } }, interpolation: { escapeValue: false } });
  });

  it('says the count the server gave, in each language', () => {
    expect(dueLabel(i18n.getFixedT('es'), 7, false, plain)).toBe('7 para repasar');
    expect(dueLabel(i18n.getFixedT('en'), 7, false, plain)).toBe('7 to review');
    expect(dueLabel(i18n.getFixedT('fr'), 7, false, plain)).toBe('7 à réviser');
  });

  it("adds '+' when the server stopped counting, as the dashboard does ('12+')", () => {
    expect(dueLabel(i18n.getFixedT('es'), 12, true, plain)).toBe('12+ para repasar');
    expect(dueLabel(i18n.getFixedT('en'), 12, true, plain)).toBe('12+ to review');
    expect(dueLabel(i18n.getFixedT('fr'), 12, true, plain)).toBe('12+ à réviser');
  });
});
