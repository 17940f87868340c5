import type { PlayCatalog } from '../es/play';

export const play: PlayCatalog = {
  play: {
    back: 'Retour',
    backToMenu: 'Retour au menu',
    expired: {
      title: 'La partie a expiré',
      text: 'Cette partie n’est plus disponible : les parties durent au maximum 2 heures. Ce que vous avez gagné dans les parties terminées est conservé ; commencez-en une nouvelle quand vous voulez.',
      back: 'Retour au menu du jeu',
    },
    unavailable: 'Le service n’est pas disponible pour le moment. Votre partie est toujours là : réessayez dans quelques secondes.',
    alreadyAnswered: 'Votre réponse était déjà enregistrée. Passons à la question suivante.',
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
      mark: {
        right: 'Bonne réponse',
        wrong: 'Votre réponse',
        missedMulti: 'Correcte, non cochée',
        removed: 'Écartée',
      },
    },
  },
};
