import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/form-field';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { sendFriendRequest } from '../api/friend-actions';
import { friendsKey } from '../api/friends';

/** Finding a friend by username (DESIGN.md 5c): the server's answer beside the field and as a toast. */
export function AddFriendCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // '@ana' is how the lists show a username: accept it as typed.
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setError(t('validation.friendTargetRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await sendFriendRequest({ username: name });
      setUsername('');
      setError(undefined);
      notify.success(translateMessage(t, result.message) ?? t('validation.friendRequestSent'));
    } catch (failure) {
      const message = errorMessage(t, failure, t('friends.add.error'));
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
      void mutate(friendsKey(userId));
    }
  };

  return (
    <Card title={t('friends.add.title')} icon={<UserPlus className="h-5 w-5" aria-hidden="true" />} testId="add-friend" className="h-full">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <TextField
          label={t('friends.add.label')}
          hint={t('friends.add.hint')}
          error={error}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            if (error) setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          data-testid="add-friend-username"
        />
        <Button type="submit" loading={busy} icon={<UserPlus className="h-4 w-4" aria-hidden="true" />} data-testid="add-friend-submit">
          {t('friends.add.submit')}
        </Button>
      </form>
    </Card>
  );
}
