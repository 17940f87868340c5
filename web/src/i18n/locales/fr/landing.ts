import type { LandingCatalog } from '../es/landing';

export const landing: LandingCatalog = {
  landing: {
    title: 'Academia Ifá · Apprenez la tradition d’Ifá',
    nav: {
      login: 'Se connecter',
      register: 'Créer un compte',
      dashboard: 'Aller à mon tableau de bord',
    },
    hero: {
      eyebrow: 'La sagesse yoruba, apprise avec respect',
      title: 'Apprenez Ifá pas à pas, avec la profondeur qu’il mérite',
      subtitle:
        'Étudiez les Orishas, les 256 signes d’Ifá et les rituels traditionnels grâce à des jeux, une encyclopédie vivante et une communauté qui prend soin de la tradition.',
      primary: 'Commencer mon chemin',
      primarySignedIn: 'Continuer mon apprentissage',
      secondary: 'J’ai déjà un compte',
      figuresLabel: 'La plateforme en chiffres',
    },
    figures: {
      learners_one: 'Apprenant inscrit',
      learners_other: 'Apprenants inscrits',
      games_one: 'Partie jouée',
      games_other: 'Parties jouées',
      signs_one: 'Signe d’Ifá à étudier',
      signs_other: 'Signes d’Ifá à étudier',
      orishas_one: 'Orisha dans le guide',
      orishas_other: 'Orishas dans le guide',
    },
    showcase: {
      title: 'Apprendre en jouant, étudier en profondeur',
      subtitle: 'Trois chemins de pratique, conçus pour vous mener d’Aleyo à connaisseur.',
      play: 'Commencer à jouer',
      more: 'Et très bientôt',
    },
    reasons: {
      title: 'Pourquoi étudier avec nous ?',
      subtitle: 'Un espace sérieux pour une tradition sacrée.',
      tradition: {
        title: 'Fidèle à la tradition',
        text: 'Un contenu relu avec soin, avec ses sources visibles, sans raccourcis ni sensationnalisme.',
      },
      play: {
        title: 'Apprendre en jouant',
        text: 'Des questions courtes, des niveaux progressifs et des récompenses qui donnent envie de revenir chaque jour.',
      },
      pace: {
        title: 'À votre rythme',
        text: 'De vos premiers pas d’Aleyo jusqu’à l’étude avancée des 256 odduns.',
      },
      community: {
        title: 'Une communauté qui grandit',
        text: 'Contribuez à l’encyclopédie, invitez votre maison religieuse et progressez avec d’autres élèves.',
      },
    },
    signOfDay: {
      title: 'Signe du jour',
      subtitle: 'Chaque jour, l’un des 256 signes à étudier : le même pour tous.',
      glyph: '{{name}} : colonne droite {{right}} ; colonne gauche {{left}}',
      single: 'simple',
      double: 'double',
      study: 'L’étudier dans l’encyclopédie',
      notice: 'Matériel d’étude, pas une lecture personnelle : le signe du jour est le même pour tous et ne remplace pas une consultation.',
      generated: 'Texte généré par le projet à partir de modèles, en attente de relecture.',
      inSpanish: 'Texte d’étude en espagnol.',
      translated: 'Traduit par le projet · en attente de relecture',
      error: 'Le signe du jour n’est pas disponible pour l’instant. Réessayez plus tard.',
    },
    cta: {
      title: 'Votre chemin dans Ifá commence aujourd’hui',
      text: 'Créez votre compte gratuit et commencez avec vos 50 premiers cauris.',
      button: 'Créer mon compte gratuit',
      buttonSignedIn: 'Aller à mon tableau de bord',
    },
    footer: {
      about: 'Une école en ligne pour étudier la tradition yoruba d’Ifá avec rigueur, respect et joie.',
      disclaimer: 'Contenu éducatif : il ne remplace pas les conseils de votre parrain, marraine ou babalawo.',
      explore: 'Explorer',
      account: 'Votre compte',
      rights: '© {{year}} Academia Ifá. Fait avec respect pour la tradition.',
    },
  },
};
