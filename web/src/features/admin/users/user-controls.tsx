import { LANGUAGES } from '@ifa/shared/languages';
import { ROLES, type Language, type Role, type User } from '@ifa/shared';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/notify';
import { adminErrorMessage } from '../lib/admin-messages';
import { refresh } from '../api/keys';
import { setReviewerLanguages } from '../api/set-reviewer';
import { useUsersDialog } from './users-provider';

/** The role of a user; choosing another opens the confirmation (your own role cannot change). */
export function RoleSelect({ user, self, reasonId }: { user: User; self: boolean; reasonId: string }) {
  const { t } = useTranslation();
  const { open } = useUsersDialog();
  return (
    <select
      value={user.role}
      disabled={self}
      aria-label={t('admin.users.roleFor', { name: user.full_name })}
      aria-describedby={self ? reasonId : undefined}
      onChange={(event) => open({ type: 'role', user, role: event.target.value as Role })}
      className="min-h-11 rounded-xl border border-line bg-white px-3 text-sm text-ink disabled:opacity-60"
      data-testid="role-select"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * The languages a user reviews content in (issue 36), one checkbox each, saved when ticked: an
 * administrator's grant, typically to approved santeros and babalawos.
 */
export function ReviewerLanguages({ user }: { user: User }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const stored = user.reviewer_languages ?? [];
  // Shown at once as ticked. The list reloads from an index that can lag the write (DynamoDB's
  // gsi is eventually consistent), so a saved choice stays shown until the list reads something
  // other than what it read before the save; a refusal puts the list's value back.
  const [shown, setShown] = useState<{ languages: readonly Language[]; before: readonly Language[] } | null>(null);
  const held = new Set(shown && sameLanguages(shown.before, stored) ? shown.languages : stored);
  const toggle = async (language: Language, on: boolean) => {
    const next = LANGUAGES.filter((l) => (l === language ? on : held.has(l)));
    setShown({ languages: next, before: stored });
    setBusy(true);
    try {
      await setReviewerLanguages(user.id, next);
      notify.success(t('validation.reviewerSaved'));
    } catch (error) {
      setShown(null);
      notify.error(adminErrorMessage(t, error, t('admin.users.reviewerError')));
    } finally {
      await refresh('admin/users');
      setBusy(false);
    }
  };
  return (
    <fieldset className="mt-2" data-testid="reviewer-languages">
      <legend className="text-xs font-semibold text-muted">{t('admin.users.reviewer')}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {LANGUAGES.map((language) => (
          <label key={language} className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-forest has-[:checked]:bg-forest-soft">
            <input
              type="checkbox"
              checked={held.has(language)}
              disabled={busy}
              onChange={(event) => void toggle(language, event.target.checked)}
              aria-label={t('admin.users.reviewerFor', { name: user.full_name, language: t(`languages.${language}`) })}
              className="h-4 w-4 accent-forest"
            />
            {language.toUpperCase()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Set password and delete; delete is disabled on your own account, with the reason written. */
export function UserActions({ user, self, reasonId }: { user: User; self: boolean; reasonId: string }) {
  const { t } = useTranslation();
  const { open } = useUsersDialog();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={<KeyRound className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'password', user })} aria-label={t('admin.users.passwordFor', { name: user.full_name })}>
          {t('admin.users.password')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={self}
          icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
          onClick={() => open({ type: 'delete', user })}
          aria-label={t('admin.users.deleteFor', { name: user.full_name })}
          aria-describedby={self ? reasonId : undefined}
        >
          {t('admin.users.delete')}
        </Button>
      </div>
      {self ? (
        <p id={reasonId} className="mt-2 max-w-64 text-xs text-muted">
          {t('admin.users.selfReason')}
        </p>
      ) : null}
    </>
  );
}

/** Name, 'you' badge, username and email. */
export function UserIdentity({ user, self }: { user: User; self: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold text-ink">
        {user.full_name}
        {self ? <span className="ml-2 rounded-full bg-gold-soft px-2 py-0.5 text-xs text-gold-ink">{t('admin.users.you')}</span> : null}
      </p>
      <p className="text-muted">@{user.username}</p>
      <p className="break-all text-muted md:whitespace-nowrap md:break-normal">{user.email}</p>
    </>
  );
}

const sameLanguages = (a: readonly Language[], b: readonly Language[]) => a.length === b.length && a.every((l) => b.includes(l));
