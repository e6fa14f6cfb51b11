/**
 * Pay and loans, read the right way round. Which way a pay question goes is told by what the
 * amount is attached to, not by which words appear: in "what hourly rate gives me 80k" the
 * amount is a salary ("80k"), so it is Salary to Hourly with 80000 filled in, though the question
 * says "hourly"; in "$25 an hour is how much a year" the amount is hourly. A loan or mortgage
 * question with an amount, a rate and a term ("350k at 7% over 25 years") fills all three.
 */
import type { AskKind } from '../types';
import { rowsFor } from './phrases';
import type { Match } from './types';

/** The question named every input (the same level as the other direct intents). */
const SURE = 0.96;
/** It named the tool and some of its inputs. */
const FAIRLY_SURE = 0.9;

/** An amount as people write money: "$1,200", "80k", "1.2m", "350 000", "€90". */
const AMOUNT = String.raw`[$£€¥₹]?\s?(\d{1,3}(?:[, ]\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mn|thousand|million)?\b`;

/** "80k" → "80000", "1.2m" → "1200000", "1,200" → "1200". */
export function amountValue(digits: string, suffix: string | undefined): string {
  const n = Number(digits.replace(/[, ]/g, ''));
  const times = !suffix ? 1 : /^k|thousand/i.test(suffix) ? 1_000 : 1_000_000;
  return String(Math.round(n * times * 100) / 100);
}

const PER_HOUR = String.raw`(?:an?|per|each|\/)\s?(?:hour|hr|h)\b|hourly\b|ph\b`;
const PER_YEAR = String.raw`(?:an?|per|each|\/)\s?(?:year|yr|annum)\b|yearly\b|annually\b|annual\b|salary\b|p\.?a\.?\b`;
/** An amount with what it is per right after it: "25 an hour", "80k a year", "52k salary". */
const ATTACHED = new RegExp(
  String.raw`${AMOUNT}\s*(?:(?:dollars?|pounds?|euros?|usd|gbp|eur|bucks)\s*)?(${PER_HOUR}|${PER_YEAR})?`,
  'giu',
);
/** The question is about pay at all. */
const PAY = /\b(?:hourly|per hour|an hour|a year|per year|salary|annual|yearly|wage|earn|make|paid|pay|rate|income)\b/i;

function pay(text: string): Match | null {
  if (!PAY.test(text) || !/hour|hr\b|hourly/i.test(text)) return null;
  let hourly: string | undefined;
  let salary: string | undefined;
  for (const m of text.matchAll(ATTACHED)) {
    const per = m[3]?.toLowerCase() ?? '';
    const value = amountValue(m[1]!, m[2]);
    if (/hour|hr|^h$|^ph$/.test(per)) hourly ??= value;
    else if (per !== '' || m[2]) salary ??= value; // "80k" is a year's pay, never an hourly rate
  }
  if (salary && !hourly) {
    const tool = rowsFor('salaryToHourly')[0];
    return tool
      ? {
          id: tool.id,
          values: { salary },
          why: `turns a yearly salary of ${salary} into an hourly rate, with the salary filled in`,
          confidence: SURE,
          complete: true,
          asked: `a salary of ${salary} a year`,
        }
      : null;
  }
  if (hourly && !salary && /year|annual|salary|yearly|annually|month|week/i.test(text)) {
    const tool = rowsFor('hourlyToSalary')[0];
    return tool
      ? {
          id: tool.id,
          values: { hourly },
          why: `turns ${hourly} an hour into a yearly salary, with the rate filled in`,
          confidence: SURE,
          complete: true,
          asked: `${hourly} an hour`,
        }
      : null;
  }
  return null;
}

const RATE = /(\d+(?:\.\d+)?)\s*(?:%|percent|per cent|pct)/i;
const TERM = /(\d+(?:\.\d+)?)\s*[- ]?(years?|yrs?|y|months?|mos?)\b/i;
const LOAN_WORDS =
  /\b(?:loan|mortgage|borrow|borrowing|repayments?|emi|finance|financing|home|house|property|car|auto)\b/i;

/** Money that grows rather than money owed: "10000 at 5% for 10 years compound interest" is not a loan. */
const SAVING =
  /\b(?:compound|compounded|savings?|save|saving|invest\w*|deposit|grows?|growth|returns?|apy|simple interest|inflation|earn\w*|cagr|future value|present value)\b/i;

function loan(text: string): Match | null {
  const rate = RATE.exec(text);
  // A loan is read only with a rate (see below): without one, nothing else need be looked for.
  if (!rate) return null;
  const term = TERM.exec(text);
  // The amount: the first one that is not the rate or the term.
  const amounts = [...text.matchAll(new RegExp(AMOUNT, 'giu'))].filter(
    (m) =>
      !(m.index >= rate.index && m.index < rate.index + rate[0].length) &&
      !(term && m.index >= term.index && m.index < term.index + term[0].length),
  );
  const amount = amounts.find((m) => m[2] || Number(m[1]!.replace(/[, ]/g, '')) >= 500);
  const named = LOAN_WORDS.test(text);
  if (!named && SAVING.test(text)) return null;
  const given = [amount, rate, term].filter(Boolean).length;
  // Without a loan word, only all three together read as a loan: "350k at 7% over 25 years".
  if ((!named && given < 3) || given === 0) return null;
  const months = term ? Math.round(Number(term[1]) * (/^m/i.test(term[2]!) ? 1 : 12)) : undefined;
  const years = months === undefined ? undefined : String(Math.round((months / 12) * 100) / 100);
  const principal = amount ? amountValue(amount[1]!, amount[2]) : undefined;
  const pct = rate[1]!;
  const values: Record<string, string> = { rate: pct };
  let kind: AskKind;
  if (/\b(?:car|auto|vehicle)\b/i.test(text)) {
    kind = 'carLoan';
    if (principal) Object.assign(values, { price: principal, down: '0' });
    if (months !== undefined) values.months = String(months);
  } else if (/\b(?:mortgage|home|house|property)\b/i.test(text) || (!/\bloan\b/i.test(text) && (months ?? 0) >= 120)) {
    kind = 'mortgage';
    // The amount said is what is borrowed unless the question says it is the price of the home.
    if (principal)
      Object.assign(values, {
        price: principal,
        ...(/\b(?:price|worth|costs?|house|home|property)\b/i.test(text) ? {} : { down: '0' }),
      });
    if (years) values.years = years;
  } else {
    kind = 'loan';
    if (principal) values.amount = principal;
    if (years) values.years = years;
  }
  const tool = rowsFor(kind)[0];
  if (!tool) return null;
  const complete = given === 3;
  const term3 = term ? `${term[1]} ${term[2]}` : '';
  return {
    id: tool.id,
    values,
    why: complete
      ? `works out the monthly payment on ${principal} at ${pct}% over ${term3}, with all three filled in`
      : 'works out the monthly payment, with what you gave filled in',
    confidence: complete ? SURE : FAIRLY_SURE,
    ...(complete ? { complete: true, asked: `${principal} at ${pct}% over ${term3}` } : {}),
  };
}

/** The pay and loan tools a question names, with its amounts the right way round. */
export function moneyMatches(lower: string): Match[] {
  return [pay(lower), loan(lower)].filter((m): m is Match => m !== null);
}
