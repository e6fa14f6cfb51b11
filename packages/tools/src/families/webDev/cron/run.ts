/** webDev, cron expressions: the code of the rows in rows.ts beside it. */
import cronstrue from 'cronstrue';
import type { Figure, ToolResult } from '../../../types';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

const CRON_FIELDS_5 = ['Minute', 'Hour', 'Day of month', 'Month', 'Day of week'];

/** cronstrue's text, or the sentence to show when the expression does not parse. */
function cronText(expression: string, values: Values): { text: string } | { error: string } {
  try {
    return {
      text: cronstrue.toString(expression, {
        throwExceptionOnParseError: true,
        use24HourTimeFormat: values.clock === '24',
        verbose: false,
      }),
    };
  } catch (error) {
    const detail = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
    const short = detail
      .replace(/^Error:\s*/, '')
      .replace(/\.$/, '')
      .slice(0, 160);
    return { error: `This is not a valid cron expression${short ? ` (${short})` : ''}. Check each field.` };
  }
}

function explainCron(input: string, values: Values): ToolResult {
  const s = input.trim().replace(/\s+/g, ' ');
  if (s === '') return fail('Enter a cron expression, such as */15 9-17 * * 1-5.');
  const parts = s.split(' ');
  const macro = s.startsWith('@');
  if (!macro && (parts.length < 5 || parts.length > 7))
    return fail('A cron expression has 5 fields (minute hour day month weekday), or 6–7 with seconds and year.');
  if (s.length > 200) return fail('That is too long for a cron expression.');
  const described = cronText(s, values);
  if ('error' in described) return fail(described.error);
  let text = described.text;
  if (macro) return ok(text, []);
  // Six fields are read as cronstrue reads them (so the text and the figures agree): a trailing
  // year when the last field ends in four digits or a day field is ?, otherwise seconds first.
  const yearLast = parts.length === 6 && (/\d{4}$/.test(parts[5]!) || parts[4] === '?' || parts[2] === '?');
  const labels =
    parts.length === 5
      ? CRON_FIELDS_5
      : parts.length === 6
        ? yearLast
          ? [...CRON_FIELDS_5, 'Year']
          : ['Second', ...CRON_FIELDS_5]
        : ['Second', ...CRON_FIELDS_5, 'Year'];
  const figures: Figure[] = parts.map((part, i) => ({ label: labels[i]!, value: part }));
  if (parts.length === 6)
    figures.push({
      label: 'Read as',
      value: yearLast
        ? 'minute, hour, day of month, month, day of week, then a year'
        : 'seconds first (Quartz style), then minute, hour, day of month, month, day of week',
    });
  // Standard cron (Vixie cron, POSIX crontab) runs when EITHER day field matches if both are
  // restricted (neither starts with * and neither is ?): 0 0 13 * 5 runs on every 13th and every
  // Friday. cronstrue joins them with "and", so its day-of-week phrase is rewritten with "or".
  const dayOfMonth = parts[labels.indexOf('Day of month')]!;
  const dayOfWeek = parts[labels.indexOf('Day of week')]!;
  const restricted = (field: string) => !field.startsWith('*') && field !== '?';
  if (restricted(dayOfMonth) && restricted(dayOfWeek)) {
    const withoutWeekday = cronText(
      parts.map((part, i) => (labels[i] === 'Day of week' ? '*' : part)).join(' '),
      values,
    );
    let rewritten = false;
    if ('text' in withoutWeekday) {
      const short = withoutWeekday.text;
      const extra = text.length - short.length;
      let at = 0;
      while (at < short.length && text[at] === short[at]) at++;
      at = text.lastIndexOf(', ', at);
      if (extra > 0 && at >= 0 && text.slice(0, at) + text.slice(at + extra) === short) {
        const phrase = text
          .slice(at + 2, at + extra)
          .replace(/^and /, '')
          .replace(/^only /, '');
        text = `${text.slice(0, at)}, or ${phrase.startsWith('on ') ? phrase : `on ${phrase}`}${text.slice(at + extra)}`;
        rewritten = true;
      }
    }
    figures.push({
      label: 'Days',
      value: `Runs when the day of the month (${dayOfMonth}) OR the day of the week (${dayOfWeek}) matches, as standard cron does`,
    });
    if (!rewritten) text = `${text} (either day rule is enough)`;
  }
  return ok(text, figures);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'cron-expression-explainer': (input, values) => explainCron(input, values),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
