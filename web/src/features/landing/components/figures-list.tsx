import { useTranslation } from 'react-i18next';

/** The four figures of the hero's strip, in its order. */
export const FIGURE_KEYS = ['learners', 'games', 'signs', 'orishas'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/**
 * The hero's strip of the platform's figures (DESIGN.md 7). Without `values` it holds their
 * place (the same height, so nothing moves when they arrive) and says it is loading.
 */
export function FiguresList({ values }: { values?: Record<FigureKey, number> }) {
  const { t, i18n } = useTranslation();
  // Grouped the reader's way: 1.234 in Spanish, 1,234 in English, 1 234 in French.
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className="relative border-t border-white/10 bg-black/20">
      <dl
        aria-label={t('landing.hero.figuresLabel')}
        aria-busy={values ? undefined : true}
        data-testid="platform-figures"
        className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4"
      >
        {FIGURE_KEYS.map((key) => (
          <div key={key} className="flex flex-col-reverse items-center justify-end px-2 py-6 text-center">
            {/* Plural agreement with the number shown (1 estudiante registrado, 2 estudiantes...). */}
            <dt className="mt-1 text-sm text-white/75">{t(`landing.figures.${key}`, { count: values?.[key] ?? 2 })}</dt>
            <dd className="font-display text-3xl font-semibold text-[#f3d27a] sm:text-4xl" data-figure={key}>
              {values ? format.format(values[key]) : <span className="inline-block h-9 w-16 rounded bg-white/10 align-middle sm:h-10" />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
