import { useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';
import { notify } from './notify';

/** Spec 9: a copy confirmation lasts 2 s. */
const COPIED_MS = 2000;

/**
 * Copies text with a toast, then says 'copied' for 2 s (spec 9): the referral code, the friend
 * link and the house's invite link. `messages` are the toasts' texts, already translated.
 */
export function useCopy(messages: { success: string; error: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await copyText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      notify.success(messages.success);
    } catch {
      notify.error(messages.error);
    }
  };
  return { copied, copy };
}
