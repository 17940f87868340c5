import type { PlayCatalog } from '../es/play';

export const play: PlayCatalog = {
  play: {
    back: 'Retour',
    backToMenu: 'Retour au menu',
    difficulty: {
      beginner: 'Débutant',
      intermediate: 'Intermédiaire',
      advanced: 'Avancé',
      expert: 'Expert',
    },
    timer: {
      label: 'Temps restant',
      seconds: '{{count}} s',
      announce: 'Il reste {{count}} secondes',
      timeUp: 'Temps écoulé !',
      untimed: 'Sans limite de temps',
    },
    progress: {
      question: 'Question {{n}} sur {{total}}',
      percent: '{{percent}} %',
      correct: 'Correctes',
      errors: 'Erreurs',
      correctOf: '{{n}}/{{total}}',
      errorsOf: '{{n}}/{{limit}}',
    },
    timing: {
      legend: 'Rythme',
      timed: 'Chronométré',
      timedHint: '{{seconds}} secondes par question, XP selon le niveau.',
      untimed: 'Sans chrono',
      untimedHint: 'Sans horloge : répondez à votre rythme. Vous gagnez l’XP du niveau débutant.',
      untimedBadge: 'Partie sans chrono',
    },
    speech: {
      listen: 'Écouter',
      replay: 'Réécouter',
      stop: 'Arrêter la lecture',
      noVoice: 'Votre navigateur n’a pas de voix pour lire à haute voix dans cette langue ; les questions s’affichent en texte.',
    },
    answer: {
      correct: 'Correct !',
      wrong: 'Mauvaise réponse',
      timeout: 'Le temps est écoulé',
    },
  },
};
