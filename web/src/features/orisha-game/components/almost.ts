/**
 * The right spelling when a typed answer was one letter off (DESIGN.md 5b: right, shown as
 * 'casi'), from the server's `almost`. Read defensively: the machine's feedback carries it once
 * its answer step copies the response's `almost` (orisha-machine.ts recordAnswer).
 */
export function almostOf(feedback: object | null): string | undefined {
  const value = feedback && 'almost' in feedback ? feedback.almost : undefined;
  return typeof value === 'string' && value ? value : undefined;
}
