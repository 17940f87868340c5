/**
 * Spec 4: a sign is 'Completo' when it has data, else 'Básico'; its completion badge is green
 * from 80, yellow from 50, orange from 20, else red. The number is always written beside the
 * colour (colour is never the only signal).
 */
export type CompletionTone = 'green' | 'yellow' | 'orange' | 'red';

export function completionTone(percent: number): CompletionTone {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  if (percent >= 20) return 'orange';
  return 'red';
}

/** Each pair reaches 4.5:1 (WCAG 1.4.3). */
export const COMPLETION_CLASSES: Record<CompletionTone, string> = {
  green: 'border-[#9cc7ae] bg-[#e4efe8] text-[#1d4a37]',
  yellow: 'border-[#e8cf6a] bg-[#fdf3c4] text-[#5f4700]',
  orange: 'border-[#f0b07a] bg-[#fde6d2] text-[#8a3a00]',
  red: 'border-[#eea39a] bg-[#fbe2de] text-[#9b1c1c]',
};
