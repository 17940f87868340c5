import type { CoreCatalog } from '../es/core';

export const core: CoreCatalog = {
  common: {
    appName: 'Academia Ifá',
    loading: 'Loading…',
    loadingSession: 'Loading your session…',
    sessionError: 'We could not reach the server.',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    backHome: 'Back to home',
    backToDashboard: 'Back to dashboard',
    skipToContent: 'Skip to content',
    interfaceLanguage: 'Interface language',
    comingSoon: 'Coming soon',
    inDevelopment: 'In development',
    unavailable: 'Not available yet',
    level: 'Level {{level}}',
    xp: '{{xp}} XP',
    notifications: 'Notifications',
    mainNav: 'Main navigation',
  },
  languages: {
    es: 'Español',
    en: 'English',
    fr: 'Français',
  },
  roles: {
    student: 'Aleyo',
    santero: 'Santero',
    babalawo: 'Babalawo',
    admin: 'Administrator',
  },
  difficulties: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    expert: 'Expert',
  },
  games: {
    orisha: {
      name: 'Orisha Game',
      description: 'Colors, plants, animals, days and offerings of each Orisha, one question at a time.',
    },
    signs: {
      name: 'Signs of Ifá',
      description: 'Recognise the 256 odduns, their patterns, proverbs and patakines, and study in the encyclopedia.',
    },
    rituals: {
      name: 'Guided rituals',
      description: 'Practise moyubas, candle offerings and ceremonies step by step, with time for every gesture.',
    },
    yoruba: {
      name: 'Yoruba language',
      description: 'Vocabulary, greetings and prayers in the Yoruba language to support your study.',
    },
    sureye: {
      name: 'Suyeres',
      description: 'The sacred chants of each sign: learn to recognise and recite them.',
    },
  },
};
