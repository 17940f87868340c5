import type { Provenance, TranslationCredit } from '@ifa/shared';
import { MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useCurrentUser } from '../../../../lib/auth/session';
import { isPendingReview, type SectionKey, type StudySection } from '../sections';
import { sectionAnchor } from '../study-address';
import { ReviewBadge, SourceList, TranslationNote } from '../../../../components/provenance';

interface SectionFrameProps {
  sectionKey: SectionKey;
  children: ReactNode;
  /** Admins see where the text comes from (spec 6). */
  badge?: ReactNode;
  footer?: ReactNode;
  /** 'pendiente de revisión' beside the heading (issue 11). */
  pendingReview?: boolean;
  /** Admins: the section's sources and review, under its content (issue 11). */
  sources?: Provenance | undefined;
  /** On an English or French screen: translated by the project, or not yet translated (DESIGN.md 6). */
  translationNote?: 'translated' | 'untranslated' | undefined;
  /** A translation a learner suggested and a reviewer applied (issue 36): credited in the note. */
  translationCredit?: TranslationCredit | undefined;
  onContribute: (key: SectionKey) => void;
}

/** Every section: a heading, its content, and 'Contribute to this section' (spec 2). */
export function SectionFrame({ sectionKey, children, badge, footer, pendingReview, sources, translationNote, translationCredit, onContribute }: SectionFrameProps) {
  const { t } = useTranslation();
  const title = t(`encyclopedia.sections.${sectionKey}`);
  const headingId = `section-${sectionKey}-title`;
  return (
    // Its id is the anchor 'Dónde estudiarlo' links to (study-address.ts); focusable there.
    <section
      id={sectionAnchor(sectionKey)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-3xl border border-line bg-white p-5 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-gold sm:p-6"
      data-testid={`section-${sectionKey}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h3>
        {pendingReview || badge ? (
          <div className="flex flex-wrap items-center gap-2">
            {pendingReview ? <ReviewBadge reviewed={null} /> : null}
            {badge}
          </div>
        ) : null}
      </div>
      {translationNote ? (
        <p className="mt-1">
          <TranslationNote kind={translationNote} credit={translationCredit} testId={`section-${sectionKey}-translation`} />
        </p>
      ) : null}
      <div className="mt-3">{children}</div>
      {sources ? (
        <div className="mt-4 flex flex-wrap items-start gap-x-3 gap-y-1" data-testid="section-sources">
          {sources.reviewed ? <ReviewBadge reviewed={sources.reviewed} /> : null}
          <SourceList sources={sources.sources} testId={`section-${sectionKey}-sources`} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div className="text-sm font-semibold text-muted">{footer}</div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onContribute(sectionKey)}
          aria-label={t('encyclopedia.contribute.buttonLabel', { section: title })}
          icon={<MessageSquarePlus className="h-4 w-4" aria-hidden="true" />}
        >
          {t('encyclopedia.contribute.button')}
        </Button>
      </div>
    </section>
  );
}

/** The mark on one item still in Spanish (DESIGN.md 6), in the reader's language like the rest of the section. */
function ItemNote({ sectionKey, index }: { sectionKey: SectionKey; index: number }) {
  return (
    <span className="mt-1 block">
      <TranslationNote kind="untranslated" testId={`section-${sectionKey}-item-${index}-translation`} />
    </span>
  );
}

/** A text or list section; its content is study material in `section.lang` (Spanish, or the project's translation). */
export function StudySectionCard({
  section,
  loading,
  badge,
  onContribute,
}: {
  section: Exclude<StudySection, { kind: 'secret' }>;
  loading: boolean;
  badge?: ReactNode;
  onContribute: (key: SectionKey) => void;
}) {
  const { t } = useTranslation();
  const isAdmin = useCurrentUser().role === 'admin';
  const empty = section.kind === 'text' ? section.paragraphs.length === 0 : section.items.length === 0;
  // Items added or corrected since the translation: in Spanish, each marked, in a section otherwise translated.
  const spanish = new Set(loading ? [] : (section.spanishItems ?? []));
  let body: ReactNode;
  if (empty) {
    body = <p className="text-muted italic">{t(loading ? 'encyclopedia.placeholder.loading' : `encyclopedia.placeholder.${section.placeholder}`)}</p>;
  } else if (section.kind === 'text') {
    body = (
      <div lang={section.lang} className="space-y-3 break-words leading-relaxed text-ink">
        {section.paragraphs.map((p, i) =>
          spanish.has(i) ? (
            <div key={i}>
              <p lang="es">{p}</p>
              <ItemNote sectionKey={section.key} index={i} />
            </div>
          ) : (
            <p key={i}>{p}</p>
          ),
        )}
      </div>
    );
  } else {
    const List = section.key === 'patakines' ? 'ol' : 'ul';
    body = (
      <List lang={section.lang} className="space-y-2.5 break-words leading-relaxed text-ink">
        {section.items.map((item, i) => (
          <li key={i} className="relative pl-5 before:absolute before:left-0 before:top-[0.6em] before:h-1.5 before:w-1.5 before:rounded-full before:bg-gold">
            {spanish.has(i) ? (
              <>
                <span lang="es">{item}</span>
                <ItemNote sectionKey={section.key} index={i} />
              </>
            ) : (
              item
            )}
          </li>
        ))}
      </List>
    );
  }
  const footer = section.kind === 'list' && section.showTotal ? <span data-testid="section-total">{t('encyclopedia.total', { count: section.items.length })}</span> : null;
  return (
    <SectionFrame
      sectionKey={section.key}
      badge={badge}
      footer={footer}
      pendingReview={!loading && isPendingReview(section)}
      sources={isAdmin && !empty ? section.provenance : undefined}
      translationNote={!loading && !empty ? section.note : undefined}
      translationCredit={section.credit}
      onContribute={onContribute}
    >
      {body}
    </SectionFrame>
  );
}
