import type { User } from '@ifa/shared';
import { DEFAULT_NAMING, nameParts, splitYoTerms, type NamePair, type NamePart, type Naming } from '@ifa/shared/naming';
import { useSession } from '../lib/auth/session';

/**
 * Yorùbá text marked for assistive technology and hyphenation (issue 11, WCAG 3.1.2): every
 * Yorùbá piece is rendered in `<span lang="yo">`, the rest as plain text.
 */
function Parts({ parts }: { parts: readonly NamePart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.lang ? (
          <span key={i} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A text in which each of a question's `yo_terms` is marked `lang="yo"`. */
export function YoText({ text, terms }: { text: string; terms?: readonly string[] | undefined }) {
  return <Parts parts={splitYoTerms(text, terms)} />;
}

/** A sign's or an orisha's name as the learner's naming setting wants it (Lucumí, Yorùbá or both). */
export function NameText({ pair, naming }: { pair: NamePair; naming: Naming }) {
  return <Parts parts={nameParts(pair, naming)} />;
}

/** The learner's naming setting; accounts (and cached users) from before it read as Lucumí. */
export const namingOf = (user: Pick<User, 'naming'> | null | undefined): Naming => user?.naming ?? DEFAULT_NAMING;

/** The signed-in learner's naming setting (Lucumí when nobody is signed in). */
export function useNaming(): Naming {
  return namingOf(useSession().user);
}
