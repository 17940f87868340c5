/**
 * The time zones the practice settings offer (issue 12: a learner's days count in their own
 * zone). The runtime's list (`Intl.supportedValuesOf`) leaves out some names a browser still
 * reports or the server may have saved (e.g. 'UTC' or an alias such as 'Asia/Calcutta'): those
 * are added, so the select can always show the saved zone and the device's.
 */
export function timeZoneOptions(supported: readonly string[], ...always: (string | undefined)[]): string[] {
  const zones = new Set(supported);
  for (const zone of always) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The runtime's IANA zones; an empty list where the browser cannot tell. */
export function supportedTimeZones(): string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/** This device's zone, e.g. 'America/Havana'; undefined where the browser does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** 'America/Port_of_Spain' -> 'America/Port of Spain' (the IANA names are the labels). */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');
