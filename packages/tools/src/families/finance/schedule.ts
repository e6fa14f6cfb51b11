/**
 * Schedules of the finance tools that unfold over time: a loan's payments and savings growing.
 * Pure numbers (the page formats them in the person's currency, the CSV writes them plainly), so
 * the table, the charts and the download all read one set of rows.
 */
import type { Schedule, ScheduleColumn, ScheduleView } from '../../types';

const money = (key: string, label: string): ScheduleColumn => ({ key, label, money: true });
const period = (key: 'year' | 'month'): ScheduleColumn => ({
  key,
  label: key === 'year' ? 'Year' : 'Month',
  money: false,
});

/** What is left of a balance after the last payment: floating-point crumbs (−3e-10) are 0. */
const left = (balance: number) => (Math.abs(balance) < 1e-6 ? 0 : balance);

/** Monthly schedules longer than this are offered by year only: 100 years of months is 1,200 rows. */
export const MONTHLY_VIEW_LIMIT = 1200;

const LOAN_CHARTS: Schedule['charts'] = [
  { title: 'Balance left', series: [{ column: 'balance', label: 'Balance' }] },
  {
    title: 'Interest and principal paid',
    series: [
      { column: 'interest', label: 'Interest' },
      { column: 'principal', label: 'Principal' },
    ],
  },
];

/**
 * An amortising loan paid monthly: each month's interest on the balance, the rest of the payment
 * off the principal. Views by year (interest, principal, balance at the year's end) and by month
 * (payment, interest, principal, balance); `byMonthFirst` when the months are the tool's point.
 */
export function loanSchedule(
  principal: number,
  monthlyRate: number,
  months: number,
  payment: number,
  { name, byMonthFirst = false }: { name: string; byMonthFirst?: boolean },
): Schedule {
  const monthly: number[][] = [];
  const yearly: number[][] = [];
  let balance = principal;
  let yearInterest = 0;
  let yearPrincipal = 0;
  for (let m = 1; m <= months; m++) {
    const interest = balance * monthlyRate;
    const toPrincipal = payment - interest;
    balance = left(balance - toPrincipal);
    monthly.push([m, payment, interest, toPrincipal, balance]);
    yearInterest += interest;
    yearPrincipal += toPrincipal;
    if (m % 12 === 0 || m === months) {
      yearly.push([Math.ceil(m / 12), yearInterest, yearPrincipal, balance]);
      yearInterest = 0;
      yearPrincipal = 0;
    }
  }
  const byYear: ScheduleView = {
    id: 'year',
    label: 'By year',
    caption: 'Interest and principal paid each year, and the balance left at its end',
    columns: [
      period('year'),
      money('interest', 'Interest'),
      money('principal', 'Principal'),
      money('balance', 'Balance'),
    ],
    rows: yearly,
  };
  const byMonth: ScheduleView = {
    id: 'month',
    label: 'By month',
    caption: 'Each monthly payment split into interest and principal, and the balance left after it',
    columns: [
      period('month'),
      money('payment', 'Payment'),
      money('interest', 'Interest'),
      money('principal', 'Principal'),
      money('balance', 'Balance'),
    ],
    rows: monthly,
  };
  return { name, views: byMonthFirst ? [byMonth, byYear] : [byYear, byMonth], charts: LOAN_CHARTS };
}

/**
 * Savings compounded monthly with a deposit at each month's end: by year (deposits, interest,
 * balance at the year's end) and, up to MONTHLY_VIEW_LIMIT months, by month.
 */
export function savingsSchedule(initial: number, deposit: number, monthlyRate: number, months: number): Schedule {
  const monthly: number[][] = [];
  const yearly: number[][] = [];
  let balance = initial;
  let yearDeposits = 0;
  let yearInterest = 0;
  for (let m = 1; m <= months; m++) {
    const interest = balance * monthlyRate;
    balance += interest + deposit;
    monthly.push([m, deposit, interest, balance]);
    yearDeposits += deposit;
    yearInterest += interest;
    if (m % 12 === 0 || m === months) {
      yearly.push([Math.ceil(m / 12), yearDeposits, yearInterest, balance]);
      yearDeposits = 0;
      yearInterest = 0;
    }
  }
  const columns = (grain: 'year' | 'month') => [
    period(grain),
    money('deposits', grain === 'year' ? 'Deposits' : 'Deposit'),
    money('interest', 'Interest'),
    money('balance', 'Balance'),
  ];
  const views: ScheduleView[] = [
    {
      id: 'year',
      label: 'By year',
      caption: 'Deposits and interest each year, and the balance at its end',
      columns: columns('year'),
      rows: yearly,
    },
  ];
  if (months <= MONTHLY_VIEW_LIMIT)
    views.push({
      id: 'month',
      label: 'By month',
      caption: 'Each month’s deposit and interest, and the balance after it',
      columns: columns('month'),
      rows: monthly,
    });
  return {
    name: 'savings-schedule',
    views,
    charts: [
      { title: 'Balance', series: [{ column: 'balance', label: 'Balance' }] },
      {
        title: 'Deposits and interest so far',
        series: [
          { column: 'deposits', label: 'Deposited', cumulative: true, start: initial },
          { column: 'interest', label: 'Interest', cumulative: true },
        ],
      },
    ],
  };
}

/**
 * A sum growing by `growth(t)` (its factor after t years): the interest earned in each year and
 * the amount at its end; a last part-year ends at `years` (2.5 years: rows 1, 2 and 2.5).
 */
export function growthSchedule(principal: number, years: number, growth: (t: number) => number): Schedule {
  const rows: number[][] = [];
  let before = principal;
  for (let k = 1; k < years + 1 && rows.length < Math.ceil(years); k++) {
    const t = Math.min(k, years);
    const amount = principal * growth(t);
    rows.push([t, amount - before, amount]);
    before = amount;
  }
  return {
    name: 'compound-interest-schedule',
    views: [
      {
        id: 'year',
        label: 'By year',
        caption: 'Interest earned each year, and the amount at its end',
        columns: [period('year'), money('interest', 'Interest'), money('balance', 'Amount')],
        rows,
      },
    ],
    charts: [
      { title: 'Amount', series: [{ column: 'balance', label: 'Amount' }] },
      { title: 'Interest earned so far', series: [{ column: 'interest', label: 'Interest', cumulative: true }] },
    ],
  };
}
