import { ECONOMY } from '@ifa/shared';
import { Shell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { TranslationNote } from '../../../../components/provenance';
import { SECRET_PARTS, type SecretRitual } from '../secret-content';

const PART_TITLES = {
  secret_works: 'encyclopedia.secret.works',
  advanced_patakines: 'encyclopedia.secret.patakines',
  advanced_prayers: 'encyclopedia.secret.prayers',
  secret_offerings: 'encyclopedia.secret.offerings',
  hidden_taboos: 'encyclopedia.secret.taboos',
  ritual_instructions: 'encyclopedia.secret.instructions',
} as const satisfies Record<(typeof SECRET_PARTS)[number], string>;

interface SecretRitualModalProps {
  open: boolean;
  onClose: () => void;
  signName: string;
  secret: SecretRitual | null;
  /** True when the learner paid for it; an admin reading without buying spent nothing. */
  purchased: boolean;
  /** The language of its texts (sections.ts `sectionLanguage(detail, 'secret')`); Spanish when absent. */
  language?: { lang: string; note?: 'translated' | 'untranslated' };
}

/**
 * 'Secret Ritual Revealed' (spec 2): the six parts of the secret and what it cost. The price is
 * the real one, 100 (DESIGN.md 5), not the spec's '10'.
 */
export function SecretRitualModal({ open, onClose, signName, secret, purchased, language }: SecretRitualModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('encyclopedia.secret.modalTitle')} description={signName}>
      <div className="space-y-6" data-testid="secret-modal">
        {language?.note ? <TranslationNote kind={language.note} testId="secret-translation" /> : null}
        {SECRET_PARTS.map((part) => {
          const items = secret?.[part] ?? [];
          return (
            <section key={part} aria-labelledby={`secret-${part}`}>
              <h3 id={`secret-${part}`} className="text-lg font-semibold text-ink">
                {t(PART_TITLES[part])}
              </h3>
              {items.length ? (
                <ul lang={language?.lang ?? 'es'} className="mt-2 space-y-2 break-words text-sm leading-relaxed text-ink">
                  {items.map((item, i) => (
                    <li key={i} className="relative pl-4 before:absolute before:left-0 before:top-[0.55em] before:h-1.5 before:w-1.5 before:rounded-full before:bg-gold">
                      {item}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm italic text-muted">{t('encyclopedia.secret.emptyPart')}</p>
              )}
            </section>
          );
        })}
        <p className="flex items-start gap-2 rounded-2xl bg-clay-soft px-4 py-3 text-sm font-semibold text-clay" data-testid="secret-spent">
          <Shell className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {purchased ? t('encyclopedia.secret.spent', { count: ECONOMY.secretPrice }) : t('encyclopedia.secret.adminAccess')}
        </p>
      </div>
    </Modal>
  );
}
