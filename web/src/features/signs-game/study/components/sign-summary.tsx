import { studyItemsOf } from '@ifa/shared';
import { displayName, foldName, namePairOf, type Naming } from '@ifa/shared/naming';
import { useTranslation } from 'react-i18next';
import { ProvenanceNote, TranslationNote } from '../../../../components/provenance';
import { SignGlyph, signMarksInWords } from '../../../../components/sign-glyph';
import { NameText } from '../../../../components/yoruba-text';
import { useCurrentUser } from '../../../../lib/auth/session';
import type { OddunDetail } from '../api/get-oddun';
import type { OddunSummary } from '../../../../lib/sign-catalogue';
import { attributeLanguages, sectionLanguage } from '../sections';
import { SUMMARY_ANCHOR } from '../study-address';

type Entry = OddunSummary & Partial<OddunDetail>;

/** The glyph's accessible name: the sign's name and its marks in words, in the UI language. */
export function useGlyphLabel() {
  const { t } = useTranslation();
  return (name: string, pattern: string) => {
    const words = signMarksInWords(pattern, { single: t('encyclopedia.glyph.single'), double: t('encyclopedia.glyph.double') });
    return t('encyclopedia.glyph.label', { name, ...words });
  };
}

function Fact({ term, children, lang }: { term: string; children: React.ReactNode; lang?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-ink" lang={lang}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The sign drawn big with its names and place (spec 2, study screen). The heading follows the
 * learner's naming setting (issue 11); the other tradition's name is listed below it, and the
 * aliases leave out what only differs from a shown name by its tone marks.
 */
export function SignSummary({ entry, naming }: { entry: Entry; naming: Naming }) {
  const { t } = useTranslation();
  const glyphLabel = useGlyphLabel();
  const isAdmin = useCurrentUser().role === 'admin';
  const attributesProvenance = entry.provenance?.attributes;
  const name = entry.name ?? entry.id;
  const pair = namePairOf({ name, yoruba_name: entry.yoruba_name });
  const yoruba = entry.yoruba_name?.trim();
  const shown = new Set([name, yoruba ?? ''].map(foldName));
  const aliases = [...new Map((entry.alternative_names ?? []).filter((a) => !shown.has(foldName(a))).map((a) => [foldName(a), a])).values()];
  // The tradition the heading leaves out is the fact below it ('both' shows them in the heading).
  const otherName = !yoruba ? null : naming === 'yoruba' ? 'lucumi' : naming === 'lucumi' ? 'yoruba' : null;
  // Each text in its own language: the project's translation or the Spanish (DESIGN.md 6).
  const titleLang = sectionLanguage(entry, 'title', [['title', 0]]).lang;
  const subtitleLang = sectionLanguage(entry, 'traditional_name', [['traditional_subtitle', 0]]).lang;
  const attributes = attributeLanguages(entry);
  const colors = studyItemsOf(entry.colors);
  /** The mark on an attribute added or corrected since the translation (the rest is translated). */
  const pendingMark = (field: string, index = 0) =>
    attributes.spanish(field, index) ? <TranslationNote kind="untranslated" testId={`attributes-${field}-${index}-translation`} /> : null;
  return (
    // Its id is the anchor of 'Dónde estudiarlo' for drawings, names and elements (study-address.ts).
    <section
      id={SUMMARY_ANCHOR}
      tabIndex={-1}
      aria-labelledby="sign-name"
      className="scroll-mt-24 rounded-3xl border border-line bg-white p-5 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-gold sm:p-6"
      data-testid="sign-summary"
    >
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
        <div className="pattern-opon flex shrink-0 items-center justify-center rounded-2xl bg-night p-4 text-[#f6e7c1]">
          {entry.binary_pattern ? (
            <SignGlyph pattern={entry.binary_pattern} label={glyphLabel(displayName(pair, naming), entry.binary_pattern)} className="h-28 w-28 sm:h-32 sm:w-32" />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm font-semibold sm:justify-start">
            <span className="rounded-full bg-forest px-2.5 py-0.5 text-white" data-testid="sign-position">
              {t('encyclopedia.sign.position', { n: entry.position })}
            </span>
            <span className="rounded-full bg-forest-soft px-2.5 py-0.5 text-forest">{t(entry.is_meji ? 'encyclopedia.sign.meji' : 'encyclopedia.sign.combination')}</span>
          </p>
          {/* Focused when a search result opens the sign. */}
          <h2 id="sign-name" tabIndex={-1} className="mt-1 scroll-mt-24 break-words text-3xl font-semibold text-ink outline-none sm:text-4xl" data-testid="sign-name">
            <NameText pair={pair} naming={naming} />
          </h2>
          {entry.title ? (
            <p className="mt-1 text-lg text-muted" lang={titleLang}>
              {entry.title}
            </p>
          ) : null}
          {entry.traditional_subtitle ? (
            <p className="mt-2 text-sm text-ink" lang={subtitleLang}>
              {entry.traditional_subtitle}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-line pt-4 text-sm sm:grid-cols-2">
        {otherName === 'lucumi' ? (
          <Fact term={t('encyclopedia.sign.lucumiName')}>
            <span data-testid="sign-lucumi-name">{name}</span>
          </Fact>
        ) : otherName === 'yoruba' ? (
          <Fact term={t('encyclopedia.sign.yorubaName')} lang="yo">
            <span data-testid="sign-yoruba-name">{yoruba}</span>
          </Fact>
        ) : null}
        {aliases.length ? <Fact term={t('encyclopedia.sign.aliases')}>{aliases.join(' · ')}</Fact> : null}
        {entry.element ? (
          <Fact term={t('encyclopedia.sign.element')}>
            <span lang={attributes.langOf('element')}>{entry.element}</span> {pendingMark('element')}
          </Fact>
        ) : null}
        {entry.direction ? (
          <Fact term={t('encyclopedia.sign.direction')}>
            <span lang={attributes.langOf('direction')}>{entry.direction}</span> {pendingMark('direction')}
          </Fact>
        ) : null}
        {colors.length ? (
          <Fact term={t('encyclopedia.sign.colors')}>
            {colors.map((color, i) => (
              <span key={i}>
                {i ? ', ' : null}
                <span lang={attributes.langOf('colors', i)}>{color}</span> {pendingMark('colors', i)}
              </span>
            ))}
          </Fact>
        ) : null}
      </dl>
      {attributesProvenance && (entry.element || entry.direction || entry.colors?.length) ? (
        // Element, direction and colours: their review state for everyone, their sources for admins (issue 11).
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="attributes-provenance">
          <ProvenanceNote provenance={attributesProvenance} showSources={isAdmin} />
          {attributes.note ? <TranslationNote kind={attributes.note} testId="attributes-translation" /> : null}
        </div>
      ) : null}
    </section>
  );
}
