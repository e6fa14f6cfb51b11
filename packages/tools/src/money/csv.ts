import Papa from 'papaparse';
import { formatFixed, formatNumber } from '../format';
import type { ScheduleView } from '../types';
import { currencyDecimals } from './format';

/**
 * A schedule's view as CSV for a spreadsheet: a header row (money columns name their currency,
 * "Interest (USD)"), then one row per period, numbers unformatted (no separators, no symbol; a
 * dot for decimals, the currency's own number of them). Quoting by papaparse (RFC 4180), lines
 * ending CRLF.
 */
export function scheduleCsv(view: ScheduleView, currency: string): string {
  const decimals = currencyDecimals(currency);
  const fields = view.columns.map((c) => (c.money ? `${c.label} (${currency})` : c.label));
  const data = view.rows.map((row) =>
    row.map((x, k) => (view.columns[k]?.money ? formatFixed(x, decimals) : formatNumber(x, 15))),
  );
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
}
