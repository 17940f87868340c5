import { NAMINGS, type Naming } from '@ifa/shared/naming';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { NameText } from '../../../components/yoruba-text';
import { useSession } from '../../../lib/auth/session';
import { notify } from '../../../lib/notify';
import { updatePreferences } from '../api/update-preferences';

/** The example every choice shows: the first sign in both traditions. */
const EXAMPLE = { lucumi: 'Baba Ejiogbe', yoruba: 'Èjì Ogbè' };

/**
 * The naming setting (issue 11): Lucumí, Yorùbá or both names in the games and the encyclopedia,
 * each choice with its example. A radio group saved on change; the server confirms the new user.
 */
export function NamingCard({ current }: { current: Naming }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const [pending, setPending] = useState<Naming | null>(null);
  const shown = pending ?? current;

  const choose = async (naming: Naming) => {
    if (naming === current || pending) return;
    setPending(naming);
    try {
      const { user } = await updatePreferences({ naming });
      updateUser(user);
      notify.success(t('profile.naming.saved'));
    } catch {
      notify.error(t('profile.naming.error'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card title={t('profile.naming.title')} icon={<Languages className="h-5 w-5" aria-hidden="true" />} testId="naming-card" className="mt-6">
      <fieldset aria-describedby="naming-hint" aria-busy={pending !== null}>
        <legend className="sr-only">{t('profile.naming.title')}</legend>
        <p id="naming-hint" className="mb-4 text-sm text-muted">
          {t('profile.naming.description')}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {NAMINGS.map((naming) => (
            <label
              key={naming}
              className={cx(
                'flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest',
                shown === naming ? 'border-forest bg-forest-soft' : 'border-line hover:border-forest/40 hover:bg-sand',
              )}
            >
              <input
                type="radio"
                name="naming"
                value={naming}
                checked={shown === naming}
                disabled={pending !== null}
                onChange={() => void choose(naming)}
                className="mt-1 h-4 w-4 accent-forest"
                data-testid={`naming-${naming}`}
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink">{t(`profile.naming.options.${naming}`)}</span>
                <span className="text-sm text-muted">
                  {t('profile.naming.example')} <NameText pair={EXAMPLE} naming={naming} />
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
