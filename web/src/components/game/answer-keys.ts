import { useEffect, useRef } from 'react';
import { useDialogCovering } from '../dialog-cover';

/**
 * Keyboard answers on a desktop (issue 34, part 7): 1-4 pick the option with that number, Enter
 * confirms or goes on ('Siguiente'). They never act while the learner types (a typed answer, a
 * search box) or while a dialog covers the game, and never take a key the focused control needs
 * itself: Enter on a live button or link keeps doing what it says.
 */

const TYPING = /^(text|search|email|password|number|tel|url)$/;

/** What the keys look at in the focused element (duck-typed, so the rule is tested without a DOM). */
interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => { getAttribute: (name: string) => string | null; disabled?: boolean } | null;
}

/** Focus is somewhere keys mean letters: an input that takes text, a text area, a select, an editor. */
export function isTypingTarget(target: unknown): boolean {
  const el = target as KeyTarget | null;
  const tag = el?.tagName?.toUpperCase();
  if (!tag) return false;
  if (el?.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TYPING.test(el?.type || 'text');
}

/** Enter on this element already does its own thing (a live button, link or control). */
function ownsEnter(target: unknown): boolean {
  const control = (target as KeyTarget | null)?.closest?.('button, a[href], summary, [role="button"], [role="link"], input, select, textarea') ?? null;
  return control !== null && control.getAttribute('aria-disabled') !== 'true' && !control.disabled;
}

/** The key a game may take from this event: a digit 1-9, Enter, or nothing. */
export function gameKeyOf(event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing' | 'defaultPrevented'>): number | 'enter' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.key === 'Enter') return ownsEnter(event.target) ? null : 'enter';
  return /^[1-9]$/.test(event.key) ? Number(event.key) : null;
}

function useGameKey(handle: ((key: number | 'enter') => boolean) | null) {
  const covered = useDialogCovering();
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  const active = handle !== null && !covered;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // A native <dialog> opened by anything else counts too.
      if (document.querySelector('dialog[open]')) return;
      const key = gameKeyOf(event);
      if (key !== null && latest.current?.(key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

/** Keys 1..count pick an option (index from 0); null while the options cannot be chosen. */
export function useOptionKeys(count: number, pick: ((index: number) => void) | null) {
  useGameKey(pick ? (key) => (typeof key === 'number' && key <= count ? (pick(key - 1), true) : false) : null);
}

/** Enter runs `action` (confirm, continue); null while there is nothing to confirm. */
export function useEnterKey(action: (() => void) | null) {
  useGameKey(action ? (key) => (key === 'enter' ? (action(), true) : false) : null);
}
