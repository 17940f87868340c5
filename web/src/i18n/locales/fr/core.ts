import type { CoreCatalog } from '../es/core';

export const core: CoreCatalog = {
  common: {
    appName: 'Academia Ifá',
    loading: 'Chargement…',
    loadingSession: 'Chargement de votre session…',
    sessionError: 'Impossible de joindre le serveur.',
    retry: 'Réessayer',
    cancel: 'Annuler',
    close: 'Fermer',
    backHome: 'Retour à l’accueil',
    backToDashboard: 'Retour au tableau de bord',
    skipToContent: 'Aller au contenu',
    interfaceLanguage: 'Langue de l’interface',
    comingSoon: 'Bientôt disponible',
    inDevelopment: 'En développement',
    unavailable: 'Pas encore disponible',
    level: 'Niveau {{level}}',
    xp: '{{xp}} XP',
    notifications: 'Notifications',
    mainNav: 'Navigation principale',
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
    admin: 'Administrateur',
  },
  difficulties: {
    beginner: 'Débutant',
    intermediate: 'Intermédiaire',
    advanced: 'Avancé',
    expert: 'Expert',
  },
  games: {
    orisha: {
      name: 'Jeu des Orishas',
      description: 'Couleurs, plantes, animaux, jours et offrandes de chaque Orisha, question après question.',
    },
    signs: {
      name: 'Signes d’Ifá',
      description: 'Reconnaissez les 256 odduns, leurs motifs, proverbes et patakines, et étudiez dans l’encyclopédie.',
    },
    rituals: {
      name: 'Rituels guidés',
      description: 'Pratiquez moyubas, luminaires et cérémonies pas à pas, avec le temps nécessaire à chaque geste.',
    },
    yoruba: {
      name: 'Langue yoruba',
      description: 'Vocabulaire, salutations et prières en langue yoruba pour accompagner votre étude.',
    },
    sureye: {
      name: 'Suyeres',
      description: 'Les chants sacrés de chaque signe : apprenez à les reconnaître et à les réciter.',
    },
  },
};
