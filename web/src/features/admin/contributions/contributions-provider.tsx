import type { Contribution } from '@ifa/shared';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

export type Decision = 'approve' | 'apply' | 'reject';

/**
 * The one dialog of the contributions section: the details, or the confirmation of a decision
 * taken there (cancelling it goes back to the details with the notes kept).
 */
export type ContributionsDialog = { type: 'details'; contribution: Contribution; notes: string } | { type: 'confirm'; contribution: Contribution; notes: string; decision: Decision; version?: number };

interface State {
  dialog: ContributionsDialog | null;
  open: (dialog: ContributionsDialog) => void;
  close: () => void;
}

const ContributionsContext = createContext<State | null>(null);

export function ContributionsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<ContributionsDialog | null>(null);
  const value = useMemo(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);
  return <ContributionsContext value={value}>{children}</ContributionsContext>;
}

export function useContributionsDialog(): State {
  const state = use(ContributionsContext);
  if (!state) throw new Error('useContributionsDialog outside ContributionsProvider');
  return state;
}
