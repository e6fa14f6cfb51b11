/**
 * How a zone and a time in it are written: "2025-01-15 09:00 PST (UTC−08:00)". Shared by the
 * time-zone and date families.
 */
import {
  type WallClock,
  formatClock,
  formatClock12,
  formatDate,
  formatHoursMinutes,
  formatOffset,
  standardOffset,
} from './zoneMath';
import { zoneInfo } from './zones';

/** What a zone is called: its city, or "UTC". */
export function placeName(zone: string): string {
  return zoneInfo(zone)?.city ?? zone.split('/').pop()!.replace(/_/g, ' ');
}

export interface Naming {
  /** EST, BST … or undefined when no abbreviation names that offset. */
  abbr?: string;
  daylight: boolean;
}

/** Whether the zone is on daylight saving time then, and the abbreviation for its offset. */
export function naming(zone: string, clock: WallClock): Naming {
  const info = zoneInfo(zone);
  const daylight = clock.offset > standardOffset(zone, clock.year);
  const entry = daylight ? info?.dst : info?.std;
  return { abbr: entry && entry.offset * 60 === clock.offset ? entry.abbr : undefined, daylight };
}

/** "2025-01-15 09:00 PST (UTC−08:00)". */
export function describe(zone: string, clock: WallClock, twelveHour = false): string {
  const { abbr } = naming(zone, clock);
  const seconds = (clock.hour * 60 + clock.minute) * 60 + clock.second;
  const time = twelveHour ? formatClock12(seconds) : formatClock(seconds);
  return `${formatDate(clock)} ${time} ${abbr ?? zoneInfo(zone)?.timeName ?? `${placeName(zone)} time`} (${formatOffset(clock.offset)})`;
}

/** "Los Angeles is 3 hours behind New York." */
export function differenceSentence(zoneA: string, offsetA: number, zoneB: string, offsetB: number): string {
  const a = placeName(zoneA);
  const b = placeName(zoneB);
  if (offsetA === offsetB) return `${a} and ${b} are on the same time.`;
  return `${b} is ${formatHoursMinutes(offsetB - offsetA)} ${offsetB > offsetA ? 'ahead of' : 'behind'} ${a}.`;
}
