import type { Role, User } from '@ifa/shared';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/** The one dialog of the users section that is open (STYLE.md: shadcn-admin's `users-provider.tsx`). */
export type UsersDialog = { type: 'role'; user: User; role: Role } | { type: 'password'; user: User } | { type: 'delete'; user: User };

interface UsersDialogState {
  dialog: UsersDialog | null;
  open: (dialog: UsersDialog) => void;
  close: () => void;
}

const UsersContext = createContext<UsersDialogState | null>(null);

export function UsersProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<UsersDialog | null>(null);
  const value = useMemo(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);
  return <UsersContext value={value}>{children}</UsersContext>;
}

export function useUsersDialog(): UsersDialogState {
  const state = use(UsersContext);
  if (!state) throw new Error('useUsersDialog outside UsersProvider');
  return state;
}
