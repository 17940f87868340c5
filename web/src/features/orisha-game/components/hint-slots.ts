/**
 * The slots of the type-answer hint (DESIGN.md 5: it reveals the first letter and the length):
 * one per character of the answer, spaces included, so 'Eleggua Ade' draws 11 slots and the gap
 * is a slot of its own. The server's mask is the characters joined by single spaces ('E _ _   _'),
 * so the answer's characters are its even places; HTML would collapse a space slot otherwise.
 */
export interface HintSlot {
  /** The revealed character, or '' for a letter still hidden. */
  char: string;
  space: boolean;
}

export function hintSlots(mask: string, length: number): HintSlot[] {
  const chars = [...mask].filter((_, i) => i % 2 === 0);
  return Array.from({ length: Math.max(length, chars.length) }, (_, i) => {
    const c = chars[i] ?? '_';
    return { char: c === '_' || c === ' ' ? '' : c, space: c === ' ' };
  });
}
