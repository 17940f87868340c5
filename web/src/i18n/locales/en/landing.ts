import type { LandingCatalog } from '../es/landing';

export const landing: LandingCatalog = {
  landing: {
    title: 'Academia Ifá · Learn the Ifá tradition',
    nav: {
      login: 'Sign in',
      register: 'Create account',
      dashboard: 'Go to my dashboard',
    },
    hero: {
      eyebrow: 'Yoruba wisdom, learned with respect',
      title: 'Learn Ifá step by step, with the depth it deserves',
      subtitle:
        'Study the Orishas, the 256 signs of Ifá and traditional rituals through games, a living encyclopedia and a community that cares for the tradition.',
      primary: 'Begin my path',
      primarySignedIn: 'Continue learning',
      secondary: 'I already have an account',
      figuresLabel: 'Our community in numbers',
    },
    figures: {
      graduates: { value: '12,000+', label: 'Graduates' },
      countries: { value: '85+', label: 'Countries' },
      rating: { value: '4.8/5', label: 'Average rating' },
      success: { value: '95%', label: 'Success rate' },
    },
    showcase: {
      title: 'Learn by playing, study in depth',
      subtitle: 'Three paths of practice, designed to take you from Aleyo to knowledgeable student.',
      play: 'Start playing',
      more: 'And very soon',
    },
    reasons: {
      title: 'Why study with us?',
      subtitle: 'A serious space for a sacred tradition.',
      tradition: {
        title: 'True to the tradition',
        text: 'Carefully reviewed content, with its sources in view and no shortcuts or sensationalism.',
      },
      play: {
        title: 'Learn by playing',
        text: 'Short questions, progressive levels and rewards that bring you back every day.',
      },
      pace: {
        title: 'At your own pace',
        text: 'From your first steps as an Aleyo to the advanced study of the 256 odduns.',
      },
      community: {
        title: 'A community that adds up',
        text: 'Contribute to the encyclopedia, invite your religious house and grow with other students.',
      },
    },
    signOfDay: {
      title: 'Sign of the day',
      subtitle: 'Each day, one of the 256 signs to study: the same for everyone.',
      glyph: '{{name}}: right column {{right}}; left column {{left}}',
      single: 'single',
      double: 'double',
      study: 'Study it in the encyclopedia',
      notice: 'Study material, not a personal reading: the sign of the day is the same for everyone and does not replace a consultation.',
      error: 'The sign of the day is not available right now. Please try again later.',
    },
    cta: {
      title: 'Your path in Ifá begins today',
      text: 'Create your free account and start with your first 50 cowrie shells.',
      button: 'Create my free account',
      buttonSignedIn: 'Go to my dashboard',
    },
    footer: {
      about: 'An online school to study the Yoruba tradition of Ifá with rigour, respect and joy.',
      disclaimer: 'Educational content: it does not replace the guidance of your godparent or babalawo.',
      explore: 'Explore',
      account: 'Your account',
      rights: '© {{year}} Academia Ifá. Made with respect for the tradition.',
    },
  },
};
