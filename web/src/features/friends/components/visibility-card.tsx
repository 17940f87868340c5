import { FRIEND_VISIBILITIES } from '@ifa/shared';
import { Eye } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { saveFriendVisibility } from '../api/friend-actions';
import { friendsKey, type Friends, type FriendVisibility } from '../api/friends';

/**
 * 'Qué ven tus amigos' (DESIGN.md 5c): nothing, level and streak (the default), or also mastery.
 * Saved on change. The radios stay usable while a save runs (disabling them would take the
 * keyboard's focus away); choices made meanwhile are saved one after the other, the last wins.
 */
export function VisibilityCard({ userId, current }: { userId: string; current: FriendVisibility }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const hintId = useId();
  const [shown, setShown] = useState(current);
  const [saving, setSaving] = useState(false);
  const wanted = useRef(current);
  const running = useRef(false);

  const saveLatest = async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      for (;;) {
        const target = wanted.current;
        const result = await saveFriendVisibility(target);
        if (wanted.current !== target) continue;
        await mutate<Friends>(friendsKey(userId), (data) => (data ? { ...data, friend_visibility: result.friend_visibility } : data), { revalidate: false });
        notify.success(translateMessage(t, result.message) ?? t('validation.friendVisibilityUpdated'));
        break;
      }
    } catch (error) {
      notify.error(errorMessage(t, error, t('friends.visibility.error')));
      wanted.current = current;
      setShown(current);
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const choose = (visibility: FriendVisibility) => {
    setShown(visibility);
    wanted.current = visibility;
    void saveLatest();
  };

  return (
    <Card title={t('friends.visibility.title')} icon={<Eye className="h-5 w-5" aria-hidden="true" />} testId="visibility">
      <fieldset aria-describedby={hintId} aria-busy={saving}>
        <legend className="sr-only">{t('friends.visibility.title')}</legend>
        <p id={hintId} className="mb-3 text-sm text-muted">
          {t('friends.visibility.hint')}
        </p>
        <div className="space-y-2">
          {FRIEND_VISIBILITIES.map((visibility) => (
            <label
              key={visibility}
              className={cx(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest',
                shown === visibility ? 'border-forest bg-forest-soft' : 'border-line hover:border-forest/40 hover:bg-sand',
              )}
            >
              <input
                type="radio"
                name={`${hintId}-visibility`}
                value={visibility}
                checked={shown === visibility}
                onChange={() => choose(visibility)}
                className="mt-1 h-4 w-4 shrink-0 accent-forest"
                data-testid={`visibility-${visibility}`}
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink">{t(`friends.visibility.options.${visibility}.label`)}</span>
                <span className="text-sm text-muted">{t(`friends.visibility.options.${visibility}.text`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
