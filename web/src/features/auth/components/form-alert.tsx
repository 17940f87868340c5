import { AlertCircle } from 'lucide-react';

/** The server's answer next to the form, so it stays after the toast has gone. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-2xl border border-clay/30 bg-clay-soft px-4 py-3 text-sm font-medium text-clay" data-testid="form-alert">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
