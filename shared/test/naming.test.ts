import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMING, MSG, NAMINGS, NamingSetting, UpdatePreferencesRequest, User, displayName, foldName, nameParts, namePairOf, splitYoTerms } from '../src/index.js';

const EJIOGBE = { lucumi: 'Baba Ejiogbe', yoruba: 'Èjì Ogbè' };

describe('naming setting', () => {
  it('has three choices and defaults to Lucumí', () => {
    expect(NAMINGS).toEqual(['lucumi', 'yoruba', 'both']);
    expect(DEFAULT_NAMING).toBe('lucumi');
  });

  it('rejects any other value with a Spanish message', () => {
    for (const naming of NAMINGS) expect(UpdatePreferencesRequest.safeParse({ naming }).success).toBe(true);
    for (const bad of [{ naming: 'nigerian' }, { naming: 'Yoruba' }, { naming: 1 }]) {
      const out = UpdatePreferencesRequest.safeParse(bad);
      expect(out.success).toBe(false);
      expect(out.error!.issues[0]!.message).toMatch(/^Forma de nombrar los signos no válida/);
    }
    // Nothing to save (issue 12 made every preference optional): said so.
    expect(UpdatePreferencesRequest.safeParse({}).error!.issues[0]!.message).toBe(MSG.preferencesEmpty);
    expect(NamingSetting.safeParse('both').success).toBe(true);
  });

  it('is part of the public user', () => {
    const user = {
      id: 'u', email: 'a@b.c', username: 'abc', full_name: 'A B', language: 'es', role: 'student', level: 1, experience_points: 0,
      cowrie_shells: 0, current_difficulty: 'beginner', created_at: '2026-01-01', referral_code: 'ABCDEFGH', is_active: true, purchased_secrets: [],
      practice: { time_zone: 'UTC', daily_goal: 50, new_cards_per_day: 20 },
    };
    expect(User.safeParse({ ...user, naming: 'yoruba' }).success).toBe(true);
    expect(User.safeParse({ ...user, naming: 'x' }).success).toBe(false);
  });
});

describe('names as the setting wants them', () => {
  it('shows the Lucumí name, the Yorùbá one marked lang=yo, or both', () => {
    expect(nameParts(EJIOGBE, 'lucumi')).toEqual([{ text: 'Baba Ejiogbe' }]);
    expect(nameParts(EJIOGBE, 'yoruba')).toEqual([{ text: 'Èjì Ogbè', lang: 'yo' }]);
    expect(nameParts(EJIOGBE, 'both')).toEqual([{ text: 'Baba Ejiogbe' }, { text: ' (' }, { text: 'Èjì Ogbè', lang: 'yo' }, { text: ')' }]);
    expect(displayName(EJIOGBE, 'both')).toBe('Baba Ejiogbe (Èjì Ogbè)');
  });

  it('falls back to the Lucumí name where no Yorùbá form is recorded, and never repeats a name', () => {
    for (const naming of NAMINGS) expect(displayName({ lucumi: 'Ogbe Weñe', yoruba: null }, naming)).toBe('Ogbe Weñe');
    expect(displayName({ lucumi: 'Oyekun Meji', yoruba: 'Ọ̀yẹ̀kú Méjì' }, 'both')).toBe('Oyekun Meji (Ọ̀yẹ̀kú Méjì)');
    // The same name but for its tone marks is shown once, as Yorùbá.
    expect(displayName({ lucumi: 'Iwori Meji', yoruba: 'Ìwòrì Méjì' }, 'both')).toBe('Ìwòrì Méjì');
    expect(nameParts({ lucumi: 'Osa', yoruba: 'Ọ̀sá' }, 'both')).toEqual([{ text: 'Ọ̀sá', lang: 'yo' }]);
    expect(namePairOf({ name: 'Ogbe Yeku', yoruba_name: 'Ogbè Ọ̀yẹ̀kú' })).toEqual({ lucumi: 'Ogbe Yeku', yoruba: 'Ogbè Ọ̀yẹ̀kú' });
  });

  it('folds tone marks and subdots away for comparing', () => {
    expect(foldName('Ọ̀yẹ̀kú Méjì')).toBe('oyeku meji');
    expect(foldName('Èjì Ogbè')).toBe(foldName('Eji Ogbe'));
    expect(foldName('Ọ̀ṣẹ́')).toBe('ose');
    expect(foldName('Òtúrúpọ̀n-Méjì')).toBe('oturupon meji');
    expect(foldName('Ọ̀ṣẹ́')).not.toBe(foldName('Oshe'));
  });
});

describe('Yorùbá terms in a text', () => {
  it('marks each occurrence of a term, the longest first', () => {
    expect(splitYoTerms('¿Cuál es el nombre de Èjì Ogbè en la tradición lucumí?', ['Ogbè', 'Èjì Ogbè'])).toEqual([
      { text: '¿Cuál es el nombre de ' },
      { text: 'Èjì Ogbè', lang: 'yo' },
      { text: ' en la tradición lucumí?' },
    ]);
    expect(splitYoTerms('Ogbè Ọ̀yẹ̀kú', ['Ogbè Ọ̀yẹ̀kú'])).toEqual([{ text: 'Ogbè Ọ̀yẹ̀kú', lang: 'yo' }]);
    expect(splitYoTerms('Ọ̀ṣun y Ọ̀ṣun', ['Ọ̀ṣun']).filter((p) => p.lang === 'yo')).toHaveLength(2);
  });

  it('matches whatever Unicode composition the text uses, and whole words only', () => {
    const decomposed = 'Èjì Ogbè'.normalize('NFD');
    expect(splitYoTerms(`Es ${decomposed}.`, ['Èjì Ogbè'])).toEqual([{ text: 'Es ' }, { text: 'Èjì Ogbè', lang: 'yo' }, { text: '.' }]);
    expect(splitYoTerms('Ogbèkan', ['Ogbè'])).toEqual([{ text: 'Ogbèkan' }]);
  });

  it('leaves a text without terms whole, and an untoned spelling unmarked', () => {
    expect(splitYoTerms('Baba Ejiogbe', undefined)).toEqual([{ text: 'Baba Ejiogbe' }]);
    expect(splitYoTerms('Eji Ogbe', ['Èjì Ogbè'])).toEqual([{ text: 'Eji Ogbe' }]);
    expect(splitYoTerms('', ['Èjì Ogbè'])).toEqual([]);
  });
});
