import { InputError, type Values } from '../calcKit';

export const MINUTES_A_DAY = 24 * 60;
/** Most lines a list tool reads (tasks, ideas, options, days). */
export const MAX_LINES = 500;

/** "09:00" or "9:05" (24-hour) as minutes after midnight, or an InputError naming the field. */
export function readClock(text: string, label: string): number {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) throw new InputError(`Enter the ${label} as a 24-hour time, such as 09:00.`);
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59)
    throw new InputError(`${text.trim()} is not a time of day. Enter the ${label} as a 24-hour time, such as 17:30.`);
  return h * 60 + m;
}

/** Minutes after midnight as "HH:MM" (wrapping past midnight). */
export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes as "7 h 30 min". */
export function hoursAndMinutes(minutes: number): string {
  const total = Math.round(minutes);
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

/** The non-empty lines of a list field, at most MAX_LINES. */
export function lines(values: Values, name: string, what: string, example: string): string[] {
  const found = (values[name] ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (found.length === 0) throw new InputError(`Enter ${what}, one a line, such as ${example}.`);
  if (found.length > MAX_LINES) throw new InputError(`That is too many lines: up to ${MAX_LINES} at a time.`);
  return found;
}

/** A number written in a list ("line 2"), or an InputError saying where. */
export function listNumber(
  text: string | undefined,
  what: string,
  where: string,
  { min = -Infinity, above }: { min?: number; above?: number } = {},
): number {
  const s = (text ?? '').trim().replace(/%$/, '');
  const n = s === '' ? NaN : Number(s.replace(/,/g, ''));
  if (!Number.isFinite(n))
    throw new InputError(`${where}: the ${what} “${(text ?? '').trim().slice(0, 20)}” is not a number.`);
  if (above !== undefined && !(n > above)) throw new InputError(`${where}: the ${what} must be more than ${above}.`);
  if (n < min) throw new InputError(`${where}: the ${what} must be at least ${min}.`);
  return n;
}

export const QUADRANTS = [
  ['Do now (urgent and important)', true, true],
  ['Schedule (important, not urgent)', false, true],
  ['Delegate (urgent, not important)', true, false],
  ['Drop (neither)', false, false],
] as const;
