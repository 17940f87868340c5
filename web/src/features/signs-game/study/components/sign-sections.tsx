import type { ReactNode } from 'react';
import type { SectionKey, StudySection } from '../sections';
import { SecretPanel, type SecretState } from './secret-panel';
import { StudySectionCard } from './study-section-card';

interface SignSectionsProps {
  sections: StudySection[];
  loading: boolean;
  secret: { state: SecretState; busy: boolean; onUnlock: () => void; onOpen: () => void };
  badge: ReactNode;
  onContribute: (key: SectionKey) => void;
}

/** The sixteen sections in the spec's order, the secret among them. */
export function SignSections({ sections, loading, secret, badge, onContribute }: SignSectionsProps) {
  return (
    <div className="grid gap-4">
      {sections.map((section) =>
        section.kind === 'secret' ? (
          <SecretPanel key="secret" {...secret} badge={badge} provenance={section.provenance} onContribute={onContribute} />
        ) : (
          // Title and traditional name come with the list; the rest waits for the detail.
          <StudySectionCard
            key={section.key}
            section={section}
            loading={loading && section.key !== 'title'}
            badge={badge}
            onContribute={onContribute}
          />
        ),
      )}
    </div>
  );
}
