/** The space the sign of the day takes once it is there, held from the first paint so nothing below moves. */
export function SignOfDayPlaceholder() {
  // Grows to fill the box the section reserves (flex column): the sign then takes the same space.
  return <div className="flex-1 animate-pulse rounded-2xl bg-sand/60 motion-reduce:animate-none" aria-hidden="true" />;
}
