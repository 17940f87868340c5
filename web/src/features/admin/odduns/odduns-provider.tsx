import type { AdminOddun, DeletedOddun, OddunRevision } from '@ifa/shared';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type * as z from 'zod';

type Deleted = z.infer<typeof DeletedOddun>;

/**
 * The one dialog of the signs section that is open (STYLE.md: shadcn-admin's provider). A
 * revision's restore confirmation replaces the view and goes back to it.
 */
export type OddunsDialog =
  | { type: 'view'; id: string }
  | { type: 'create' }
  | { type: 'edit'; id: string }
  | { type: 'delete'; oddun: AdminOddun }
  | { type: 'restore-revision'; id: string; revision: OddunRevision; version: number | undefined }
  | { type: 'restore-deleted'; deleted: Deleted }
  | { type: 'import' }
  | { type: 'sources' };

interface OddunsDialogState {
  dialog: OddunsDialog | null;
  open: (dialog: OddunsDialog) => void;
  close: () => void;
}

const OddunsContext = createContext<OddunsDialogState | null>(null);

export function OddunsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OddunsDialog | null>(null);
  const value = useMemo(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);
  return <OddunsContext value={value}>{children}</OddunsContext>;
}

export function useOddunsDialog(): OddunsDialogState {
  const state = use(OddunsContext);
  if (!state) throw new Error('useOddunsDialog outside OddunsProvider');
  return state;
}
