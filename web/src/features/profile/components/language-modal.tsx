import { LANGUAGES } from '@ifa/shared';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { Modal } from '../../../components/modal';
import i18n, { setLanguage, type Language } from '../../../i18n';
import { useSession } from '../../../lib/auth/session';
import { updateLanguage } from '../api/update-language';

/** Spec 2: lists es, en, fr, disables the current one, and has Cancel. */
export function LanguageModal({ open, onClose, current }: { open: boolean; onClose: () => void; current: Language }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const [pending, setPending] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    setPending(language);
    try {
      const { user } = await updateLanguage({ language });
      // The interface changes at once; the toast already speaks the new language.
      await setLanguage(language);
      updateUser(user);
      onClose();
      notify.success(i18n.t('toasts.languageSuccess'));
    } catch {
      notify.error(t('toasts.languageError'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('profile.languageModal.title')} description={t('profile.languageModal.description')}>
      <ul className="space-y-3" data-testid="language-options">
        {LANGUAGES.map((language) => {
          const isCurrent = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                disabled={isCurrent || pending !== null}
                onClick={() => void choose(language)}
                className={cx(
                  'flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border-2 px-4 text-left font-semibold transition-colors',
                  isCurrent ? 'cursor-default border-forest bg-forest-soft text-forest' : 'border-line text-ink hover:border-forest/40 hover:bg-sand disabled:opacity-60',
                )}
              >
                <span>{t(`languages.${language}`)}</span>
                {isCurrent ? (
                  <span className="inline-flex items-center gap-1 text-sm" lang={i18n.language}>
                    <Check className="h-4 w-4" aria-hidden="true" />
                    {t('profile.languageModal.current')}
                  </span>
                ) : pending === language ? (
                  <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden="true" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
