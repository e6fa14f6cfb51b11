import type { ToolCategoryId } from './categories';
import type { ExampleFile, FileAccept } from './fileTypes';

/**
 * The catalogue's data model. A tool is one row of plain, serialisable data; its behaviour is its
 * family's engine, loaded lazily (families/index.ts). Every value a person types or picks is a
 * string keyed by field name, so a tool's whole state fits in its URL (`?value=5&from=km`).
 */

/** How a tool page lays the tool out: one renderer per kind, never one per tool. */
export const RENDERER_KINDS = ['text', 'convert', 'form', 'generate', 'colour', 'file', 'stream', 'check'] as const;
export type RendererKind = (typeof RENDERER_KINDS)[number];

export interface FieldOption {
  value: string;
  label: string;
}

/** One input of a tool. */
export interface Field {
  /** Key in the values object and in the URL. */
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'date' | 'datetime' | 'colour';
  /** Initial value (checkbox: 'true' or 'false'). */
  default?: string;
  placeholder?: string;
  /** For select. */
  options?: readonly FieldOption[];
  /** For number: the browser's own limits and step (the engine still validates). */
  min?: number;
  max?: number;
  step?: number | 'any';
  /** A short hint under the field. */
  help?: string;
  /**
   * Shown only while another field has one of these values (split's "Every N pages" shows the
   * page count, not the ranges). A hidden field keeps its value; the engine reads it only in its mode.
   */
  showWhen?: { field: string; values: readonly string[] };
}

/** A worked example: these values give exactly this text. The catalogue test runs every one. */
export interface ToolExample {
  /** Values by field name; fields left out take their default. */
  input: Record<string, string>;
  /** The result's `text`, exactly. */
  output: string;
  /** A file tool's example: the files it runs on (the tests make them). */
  files?: readonly ExampleFile[];
}

/**
 * The kinds of request Parooty's own parsers recognise (parooty/: the language, no tool in it). A
 * row names the kinds it answers in `ask.for`; Parooty offers the rows that name a kind it found.
 */
export const ASK_KINDS = [
  // Pasted data, by its shape (parooty/shapes.ts).
  'jwt',
  'json',
  'brokenJson',
  'html',
  'xml',
  'tsv',
  'csv',
  'yaml',
  'cron',
  'binary',
  'htmlEntities',
  'uuid',
  'url',
  'cidr',
  'ipv4',
  'ipv6',
  'hexColour',
  'digest',
  'timestamp',
  'urlEncoded',
  'base64',
  'rgb',
  'hsl',
  'base64url',
  // A writing request that carries its text (parooty/writingIntents.ts).
  'spelling',
  'grammar',
  'tone',
  'resume',
  'paraphrase',
  'summary',
  'style',
  'translate',
  // Pay and loans, read the right way round (parooty/money.ts).
  'salaryToHourly',
  'hourlyToSalary',
  'carLoan',
  'mortgage',
  'loan',
] as const;
export type AskKind = (typeof ASK_KINDS)[number];

/**
 * Parsers Parooty applies to a whole phrase match when a capture group is not enough: they read
 * language (an equation, a span of clock times), never a tool.
 */
export const ASK_READERS = ['quadratic', 'bmi', 'clockSpan', 'romanNumeral'] as const;
export type AskReader = (typeof ASK_READERS)[number];

/**
 * A phrasing that opens a tool with its fields filled ("square root of 144" → input 144), as data.
 * `pattern` is a regular expression's source, read case-insensitively over the question in lower
 * case; it may use Parooty's pieces `{num}`, `{money}`, `{percent}`, `{list}` (numbers) and
 * `{date}` (a written date). In `fill`, `why` and `asked`:
 *  - `$2` is capture group 2, `$1|$4` the first of them that matched (a group left out of the match
 *    leaves its field unfilled);
 *  - a reader before it reads the group: `num:` (digits, thousands commas dropped), `text:` (quotes
 *    stripped; empty means no match), `unquote:` (quotes stripped), `date:` (an ISO date; no such day means no match), `list:`
 *    (the numbers, comma-separated), `upper:`, `lower:`, `nodots:`, `squash:` (spaces dropped),
 *    `measure:` (radius or diameter), `stampUnit:` (seconds or milliseconds);
 *  - anything else is a value as written (`mode: 'add'`);
 *  - `why` and `asked` put values in with `{field}` (filled), `{$2}` (as typed), `{quote:field}`.
 */
export interface AskPhrase {
  pattern: string;
  fill?: Readonly<Record<string, string>>;
  /** A parser for the whole match, when groups are not enough; its values join `fill`'s. */
  read?: AskReader;
  /** Why this tool, after "it …" ("works out 15% of 80, with both numbers filled in"). */
  why: string;
  /** The inputs as a noun phrase ("the square root of 144"), for "{asked} is {result}". */
  asked?: string;
  /** It names the tool but not all it needs: offered, not run. */
  partly?: true;
  /** Read over the question as typed (its case kept) rather than in lower case. */
  cased?: true;
  /** Read before the unit, cooking and time-zone tables, which would misread this phrasing. */
  early?: true;
}

/** What Parooty needs to recognise a tool: the request kinds it answers and its phrasings. */
export interface Ask {
  /** Request kinds (see {@link ASK_KINDS}) this tool answers, with its place among their tools (1 first). */
  for?: Readonly<Partial<Record<AskKind, number>>>;
  /** Phrasings that open it with its inputs filled, in the order they are tried. */
  says?: readonly AskPhrase[];
}

/** One catalogue tool: data only. */
export interface ToolRow {
  /** Stable slug, unique across the catalogue: the tool opens at /app/{id}. */
  id: string;
  name: string;
  /** An actionable sentence ("Convert kilometres to miles."): what search and Parooty match on. */
  description: string;
  category: ToolCategoryId;
  /** Other names people search for it by (aliases, abbreviations, misspellings). */
  keywords: readonly string[];
  /** The family whose engine runs it (its folder: families/{family}/). */
  family: string;
  /**
   * The topic within the family whose code runs it (families/{family}/{topic}/run.ts), for a family
   * split into topic folders; absent when one engine runs the whole family (families/{family}/run.ts).
   * Set by the family from the folder, never by hand.
   */
  topic?: string;
  kind: RendererKind;
  /** Preset values the engine reads (e.g. the units of a conversion); not shown as inputs. */
  params: Readonly<Record<string, string>>;
  /** What the person fills in. */
  fields: readonly Field[];
  /** Needs an active subscription (hasPermission). Most tools are free. */
  pro: boolean;
  /** At least one. */
  examples: readonly ToolExample[];
  /** A file tool (kind 'file'): what it takes. */
  accept?: FileAccept;
  /** How Parooty recognises a request for it (its phrasings, the kinds of data and request it answers). */
  ask?: Ask;
}

/**
 * A piece of a result's words: as written, or a sum of money. `text` writes a sum plainly
 * ("2022.62", so examples and pasted answers read the same everywhere); the page writes it in the
 * person's currency and locale ("$2,022.62", "2.022,62 €").
 */
export type TextPart = string | { readonly money: number };

/** A labelled figure in a result (a statistic, a payment, a converted value). */
export interface Figure {
  label: string;
  value: string;
  /** `value` with its sums of money marked, when it has any. */
  parts?: readonly TextPart[];
}

/** One column of a schedule: its key (what charts and the CSV header use), its heading, and whether it is money. */
export interface ScheduleColumn {
  key: string;
  label: string;
  money: boolean;
}

/** A schedule at one grain (by year, by month): a table of numbers, unformatted. */
export interface ScheduleView {
  /** 'year' | 'month': also the CSV file's suffix. */
  id: string;
  /** The toggle's words ("By year"). */
  label: string;
  /** The table's caption: what the rows are. */
  caption: string;
  /** The first column is the period (year or month number). */
  columns: readonly ScheduleColumn[];
  rows: readonly (readonly number[])[];
}

/** A chart of a schedule's columns over its periods. */
export interface ScheduleChart {
  title: string;
  series: readonly {
    column: string;
    label: string;
    /** Plot the running total (from `start`, default 0) rather than each period's value. */
    cumulative?: boolean;
    start?: number;
  }[];
}

/**
 * A result that unfolds over time (a loan's payments, savings growing): its views as tables of
 * numbers, the charts drawn from them, and a base name for the CSV download.
 */
export interface Schedule {
  name: string;
  views: readonly ScheduleView[];
  charts: readonly ScheduleChart[];
}

/**
 * One thing a checker found in the person's text (a misspelling, a passive verb): where it is
 * (UTF-16 offsets into the text that was checked), what to say, and the replacements on offer.
 */
export interface TextFinding {
  start: number;
  end: number;
  /** Which check found it: 'spelling', 'passive', 'repeated', 'readability', 'simpler'. */
  rule: string;
  /** A sentence about it ("Passive voice: say who did it, if you can."). */
  message: string;
  /** Replacements, best first; one click puts one in the text. May be empty. */
  suggestions: readonly string[];
}

/**
 * What a run gives back. `text` is the answer: what Copy copies and what an example is checked
 * against. `figures`, `schedule`, `svg` (a generated image, e.g. a QR code, produced by the engine from a
 * library, never from input markup) and `swatches` (CSS colours) are shown beside it.
 */
export type ToolResult =
  | {
      ok: true;
      text: string;
      /** `text` with its sums of money marked, when it has any. */
      parts?: readonly TextPart[];
      figures?: readonly Figure[];
      svg?: string;
      swatches?: readonly string[];
      /** A table over time, with charts and a CSV download. */
      schedule?: Schedule;
      /** A checker's findings, shown in place in `source` (the text as it was checked). */
      findings?: { readonly source: string; readonly items: readonly TextFinding[] };
    }
  | { ok: false; error: string };

/** What an engine may use besides its inputs, so generators and date tools are testable. */
export interface ToolContext {
  /** A uniform random number in [0, 1), from a cryptographic source in the browser. */
  random(): number;
  /** Random bytes (for UUIDs and passwords). */
  randomBytes(length: number): Uint8Array;
  /** Now, as ms since the epoch. */
  now(): number;
  /** The person's time zone (IANA name). */
  timeZone: string;
}

/**
 * A topic's operation: one tool's code, keyed in its topic's `operations` by the tool's id. It is
 * given the `input` field, all values (presets included) and the row itself (its presets).
 */
export type Operation = (
  input: string,
  values: Readonly<Record<string, string>>,
  context: ToolContext,
  tool: Pick<ToolRow, 'id' | 'params'>,
) => ToolResult | Promise<ToolResult>;

/**
 * A family's engine: runs any of its tools. Never throws for bad input: it answers
 * `{ ok: false, error }` with a sentence a person can act on ("Enter a number, such as 12.5.").
 */
export type Engine = (
  tool: Pick<ToolRow, 'id' | 'params'>,
  values: Readonly<Record<string, string>>,
  context: ToolContext,
) => ToolResult | Promise<ToolResult>;

/**
 * A family's module of data (families/{id}/definitions.ts): its rows, generated from its table.
 * The folder is the whole registration: families/index.ts globs every definitions.ts and
 * families/engines.ts every run.ts.
 */
export interface FamilyDefinition {
  /** Its folder's name. */
  id: string;
  /**
   * Where its tools stand in the catalogue's order (/tools before a search): families by `order`,
   * those without one after them by id. Spaced by tens so a new family slots in between.
   */
  order?: number;
  /** One line for the README: what it covers and which kept library it uses, and why. */
  summary: string;
  tools: readonly ToolRow[];
}
