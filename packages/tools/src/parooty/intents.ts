/**
 * Layer 1: direct intents. A request that names its numbers or text ("convert 5 km to miles",
 * "sha256 of hello", "what is 15% of 80") opens the exact tool with those inputs filled in through
 * the URL, using the tool's own field names. Units, cooking measures, time zones, colour formats,
 * hash algorithms and number bases come from the catalogue's own tables and rows, and every other
 * phrasing ("square root of 144", "base64 encode hello") is on its tool's row (`ask.says`, read by
 * phrases.ts), so a tool added to the catalogue is understood here without a new line.
 */
import { anyOf } from '../anyOf';
import { CATALOGUE } from '../catalogue';
import { INGREDIENTS, MEASURES, type MeasureId } from '../families/cooking/table';
import { QUANTITIES, UNITS, type Unit } from '../families/units/table';
import type { ToolRow } from '../types';
import { moneyMatches } from './money';
import { clock24, escapeRegExp, FAIRLY_SURE, match, NUM, num, phraseMatches, quote, SURE, textValue } from './phrases';
import type { Match } from './types';

export { clock24, isoDate } from './phrases';

// ─── Units ──────────────────────────────────────────────────────────────────────────────────────

/** Aliases that are ordinary words or punctuation: never read as a unit. */
const NOT_UNITS = new Set(['at', 'ch', 'cv', 'ci', 'cf', 'rt', '"', "'", 'us', 'b', 'calories', 'syrup']);
/** What a bare, ambiguous abbreviation means in everyday use (megabytes, not megabits or millibars). */
const PREFERRED: Readonly<Record<string, string>> = {
  mb: 'megabyte',
  gb: 'gigabyte',
  kb: 'kilobyte',
  tb: 'terabyte',
  pb: 'petabyte',
  oz: 'oz',
  ounces: 'oz',
  ounce: 'oz',
  nm: 'nm',
  tons: 'us-ton',
  ton: 'us-ton',
  kn: 'kn',
  cups: 'us-cup',
  cup: 'us-cup',
  gallons: 'us-gal',
  gallon: 'us-gal',
  pints: 'us-pt',
  pint: 'us-pt',
  quarts: 'us-qt',
  quart: 'us-qt',
  calorie: 'kcal',
  cal: 'cal',
  'fl oz': 'us-floz',
  'fluid ounces': 'us-floz',
  'fluid ounce': 'us-floz',
  tbsp: 'us-tbsp',
  tsp: 'us-tsp',
  degrees: 'deg',
  degree: 'deg',
  celsius: 'c',
  fahrenheit: 'f',
  kelvin: 'k',
  rankine: 'r',
  'foot pounds': 'lbf-ft',
  'foot-pounds': 'lbf-ft',
  'ft lb': 'lbf-ft',
  'ft-lbs': 'lbf-ft',
};
/** Words people add that the table does not hold. */
const EXTRA_ALIASES: Readonly<Record<string, string>> = {
  meter: 'm',
  meters: 'm',
  kilometer: 'km',
  kilometers: 'km',
  centimeter: 'cm',
  centimeters: 'cm',
  millimeter: 'mm',
  millimeters: 'mm',
  liter: 'l',
  liters: 'l',
  milliliter: 'ml',
  milliliters: 'ml',
  litre: 'l',
  foot: 'ft',
  feet: 'ft',
  inch: 'in',
  inches: 'in',
  kilo: 'kg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  stones: 'st',
  mile: 'mi',
  miles: 'mi',
  yard: 'yd',
  yards: 'yd',
  'km/h': 'kph',
  'km/hr': 'kph',
  kmph: 'kph',
  'kilometers per hour': 'kph',
  'meters per second': 'mps',
  farenheight: 'f',
  fahrenheight: 'f',
  celsuis: 'c',
  centigrade: 'c',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  minute: 'min',
  minutes: 'min',
  second: 's',
  seconds: 's',
  secs: 's',
  day: 'd',
  days: 'd',
  week: 'wk',
  weeks: 'wk',
  month: 'mo',
  months: 'mo',
  year: 'yr',
  years: 'yr',
  hectare: 'ha',
  acre: 'ac',
  'sq feet': 'ft2',
  'square foot': 'ft2',
  'square feet': 'ft2',
  'sq metres': 'm2',
  'sq meters': 'm2',
  'square meters': 'm2',
  'square meter': 'm2',
  horsepower: 'hp',
  watt: 'w',
  watts: 'w',
  kilowatt: 'kw',
  kilowatts: 'kw',
  joule: 'j',
  joules: 'j',
  'mb/s': 'mbyteps',
  'mb per second': 'mbyteps',
  'gb/s': 'gbyteps',
  'megabytes per second': 'mbyteps',
  'l/100 km': 'l100km',
  'litres per 100km': 'l100km',
  'liters per 100km': 'l100km',
  'litres per 100 km': 'l100km',
  'liters per 100 km': 'l100km',
  'newton meters': 'nm-torque',
  'newton metres': 'nm-torque',
  'newton meter': 'nm-torque',
};

const unitsById = new Map(UNITS.map((u) => [u.id, u]));

/** alias (lower case) → the units it may mean, the preferred one first. */
const UNIT_ALIASES: ReadonlyMap<string, readonly Unit[]> = (() => {
  const map = new Map<string, Unit[]>();
  const add = (alias: string, unit: Unit | undefined) => {
    const key = alias.toLowerCase().trim();
    if (!unit || key === '' || NOT_UNITS.has(key)) return;
    const list = map.get(key) ?? [];
    if (!list.includes(unit)) list.push(unit);
    map.set(key, list);
  };
  for (const unit of UNITS) {
    for (const alias of [unit.id, unit.singular, unit.plural, unit.abbr, unit.symbol, ...(unit.aliases ?? [])])
      add(alias, unit);
    if (unit.us) {
      add(unit.us, unit);
      add(unit.us.replace(/s$/, ''), unit);
    }
    for (const alias of [unit.singular, unit.plural]) if (/-/.test(alias)) add(alias.replace(/-/g, ' '), unit);
  }
  for (const [alias, id] of Object.entries(EXTRA_ALIASES)) add(alias, unitsById.get(id));
  for (const [alias, id] of Object.entries(PREFERRED)) {
    const unit = unitsById.get(id);
    const list = map.get(alias);
    if (unit && list) map.set(alias, [unit, ...list.filter((u) => u !== unit)]);
    else if (unit) map.set(alias, [unit]);
  }
  return map;
})();

/** One regex alternative for every alias, longest first, so "fl oz" wins over "oz". */
const UNIT_PATTERN = [...UNIT_ALIASES.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const UNIT = `(${UNIT_PATTERN})(?![\\p{L}\\d])`;
const TO = String.raw`\s*(?:to|in|into|as|in to|=|->|→|equals?)\s*`;

const CONVERT_A = new RegExp(String.raw`${NUM}\s*${UNIT}${TO}${UNIT}`, 'iu');
const CONVERT_B = new RegExp(
  String.raw`how many\s+${UNIT}\s+(?:are\s+|is\s+)?(?:there\s+)?(?:in|is|are|make|makes|equals?)\s+(?:a |an |one )?(?:${NUM}\s*)?${UNIT}`,
  'iu',
);

/** The pair tool for two units of one quantity, or the quantity's converter with both picked. */
function unitIntent(value: string, fromAlias: string, toAlias: string): Match | null {
  const froms = UNIT_ALIASES.get(fromAlias.toLowerCase()) ?? [];
  const tos = UNIT_ALIASES.get(toAlias.toLowerCase()) ?? [];
  for (const from of froms) {
    for (const to of tos) {
      if (from.quantity !== to.quantity || from === to) continue;
      const pair = UNIT_PAIRS.get(`${from.id}>${to.id}`);
      const why = `converts ${value} ${value === '1' ? from.singular : from.plural} to ${to.plural}, with ${value} ${from.symbol} already filled in`;
      const asked = `${value}${from.tight ? '' : ' '}${from.symbol}`;
      if (pair) return match(pair.id, { value }, why, SURE, asked);
      const quantity = QUANTITIES.find((q) => q.id === from.quantity);
      if (quantity) return match(quantity.converterId, { value, from: from.id, to: to.id }, why, SURE, asked);
    }
  }
  return null;
}

const UNIT_PAIRS = new Map<string, ToolRow>(
  CATALOGUE.filter((t) => t.family === 'units' && t.params.from && t.params.to).map((t) => [
    `${t.params.from}>${t.params.to}`,
    t,
  ]),
);

// ─── Cooking ────────────────────────────────────────────────────────────────────────────────────

const MEASURE_ALIASES: Readonly<Record<string, MeasureId>> = {
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tbsps: 'tbsp',
  tblsp: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsp: 'tsp',
  tsps: 'tsp',
  'fl oz': 'floz',
  'fluid ounce': 'floz',
  'fluid ounces': 'floz',
  pint: 'pint',
  pints: 'pint',
  quart: 'quart',
  quarts: 'quart',
  gallon: 'gallon',
  gallons: 'gallon',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  stick: 'stick',
  sticks: 'stick',
  g: 'g',
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
};
/** Measures only a kitchen uses: a query with one of these is a cooking question. */
const KITCHEN_ONLY = new Set<MeasureId>(['cup', 'tbsp', 'tsp', 'stick']);

const INGREDIENT_ALIASES: ReadonlyArray<readonly [string, string]> = INGREDIENTS.flatMap((ing) =>
  [ing.id.replace(/-/g, ' '), ing.name, ing.title.toLowerCase(), ...ing.aliases].map(
    (alias) => [alias.toLowerCase(), ing.id] as const,
  ),
).sort((a, b) => b[0].length - a[0].length);

const MEASURE = `(${Object.keys(MEASURE_ALIASES)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})(?![\\p{L}])`;
const FRACTION = String.raw`(\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?|\.\d+|a|an|one|half a|a half)`;
const COOK_A = new RegExp(
  String.raw`${FRACTION}\s*${MEASURE}\s*(?:of\s+)?([\p{L}' -]*?)\s*(?:to|in|into|as|=)\s*${MEASURE}`,
  'iu',
);
const COOK_B = new RegExp(
  String.raw`how many\s+${MEASURE}\s+(?:are\s+|is\s+)?(?:there\s+)?(?:in|is|are|make)\s+${FRACTION}\s*${MEASURE}\s*(?:of\s+)?([\p{L}' -]*)`,
  'iu',
);

function amountOf(text: string): string {
  const t = text.toLowerCase().trim();
  if (t === 'a' || t === 'an' || t === 'one') return '1';
  if (t === 'half a' || t === 'a half') return '0.5';
  return t.replace(/\s+/, ' ');
}

function ingredientIn(text: string): string | undefined {
  const t = ` ${text.toLowerCase()} `;
  return INGREDIENT_ALIASES.find(([alias]) => t.includes(` ${alias} `) || t.includes(` ${alias}s `))?.[1];
}

const COOKING_TOOLS = CATALOGUE.filter((t) => t.family === 'cooking' && t.params.operation === 'measure');

function cookingIntent(value: string, fromAlias: string, toAlias: string, rest: string, whole: string): Match | null {
  const from = MEASURE_ALIASES[fromAlias.toLowerCase()];
  const to = MEASURE_ALIASES[toAlias.toLowerCase()];
  if (!from || !to || from === to) return null;
  const ingredient = ingredientIn(rest) ?? ingredientIn(whole);
  if (!KITCHEN_ONLY.has(from) && !KITCHEN_ONLY.has(to) && !ingredient) return null;
  const fromM = MEASURES[from];
  const toM = MEASURES[to];
  const needsIngredient = fromM.kind !== toM.kind || from === 'stick' || to === 'stick';
  const what = ingredient ? ` of ${INGREDIENTS.find((i) => i.id === ingredient)!.name}` : '';
  const why = `converts ${value} ${value === '1' ? fromM.one : fromM.many}${what} to ${toM.plural}, with the amount filled in`;
  const candidates = COOKING_TOOLS.filter((t) => t.params.from === from && t.params.to === to);
  const asked = `${value} ${value === '1' ? fromM.one : fromM.many}${what}`;
  if (ingredient) {
    const own = candidates.find((t) => t.params.ingredient === ingredient);
    if (own) return match(own.id, { value }, why, SURE, asked);
    const general = candidates.find(
      (t) =>
        !t.params.ingredient &&
        t.fields.some((f) => f.name === 'ingredient' && f.options?.some((o) => o.value === ingredient)),
    );
    if (general) return match(general.id, { value, ingredient }, why, SURE, asked);
  }
  const plain = candidates.find((t) => !t.params.ingredient);
  if (plain) return match(plain.id, { value }, why, needsIngredient && !ingredient ? FAIRLY_SURE : SURE, asked);
  const any = candidates[0];
  return any ? match(any.id, { value }, why, FAIRLY_SURE) : null;
}

// ─── Time zones ─────────────────────────────────────────────────────────────────────────────────

const ZONE_WORDS: Readonly<Record<string, string>> = {
  edt: 'est',
  eastern: 'est',
  'eastern time': 'est',
  et: 'est',
  'new york': 'est',
  nyc: 'est',
  pdt: 'pst',
  pacific: 'pst',
  'pacific time': 'pst',
  pt: 'pst',
  'los angeles': 'pst',
  california: 'pst',
  cdt: 'cst',
  central: 'cst',
  'central time': 'cst',
  chicago: 'cst',
  mdt: 'mst',
  mountain: 'mst',
  denver: 'mst',
  gmt: 'utc',
  zulu: 'utc',
  'uk time': 'bst',
  london: 'bst',
  uk: 'bst',
  india: 'ist',
  'indian time': 'ist',
  cest: 'cet',
  paris: 'cet',
  berlin: 'cet',
  europe: 'cet',
  japan: 'jst',
  tokyo: 'jst',
  sydney: 'aest',
  aedt: 'aest',
  singapore: 'sgt',
  china: 'china time',
  beijing: 'china time',
  shanghai: 'china time',
  dubai: 'dubai time',
  uae: 'dubai time',
  'hong kong': 'hkt',
  pakistan: 'pkt',
  korea: 'kst',
  seoul: 'kst',
  'new zealand': 'nzst',
  nzdt: 'nzst',
  brazil: 'brt',
  hawaii: 'hst',
  philippines: 'philippine time',
  manila: 'philippine time',
};

const ZONE_PAIRS = new Map<string, ToolRow>(
  CATALOGUE.filter((t) => t.family === 'timeZones' && t.params.operation === 'pair').map((t) => [
    `${t.params.fromLabel!.toLowerCase()}>${t.params.toLabel!.toLowerCase()}`,
    t,
  ]),
);
const ZONE_LABELS = new Set([...ZONE_PAIRS.keys()].flatMap((k) => k.split('>')));
const ZONE = `(${[...ZONE_LABELS, ...Object.keys(ZONE_WORDS)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})(?![\\p{L}])`;
const CLOCK = String.raw`(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midnight)`;
const ZONE_A = new RegExp(String.raw`(?:${CLOCK}\s*)?${ZONE}(?:\s+time)?\s*(?:to|in|into|->|→)\s*${ZONE}`, 'iu');

/** "3pm", "3:30 p.m.", "15:00", "noon" → "15:00". */

const zoneLabel = (word: string) => ZONE_WORDS[word.toLowerCase()] ?? word.toLowerCase();

const CITY_CLOCKS = new Map<string, ToolRow>(
  CATALOGUE.filter((t) => t.family === 'timeZones' && t.params.operation === 'now').map((t) => [
    t.id.replace('current-time-in-', '').replace(/-/g, ' '),
    t,
  ]),
);
const CITY_WORDS: Readonly<Record<string, string>> = {
  nyc: 'new york',
  'new york city': 'new york',
  la: 'los angeles',
  japan: 'tokyo',
  beijing: 'china',
  shanghai: 'china',
  australia: 'sydney',
  uk: 'london',
  england: 'london',
  france: 'paris',
  germany: 'berlin',
  russia: 'moscow',
  uae: 'dubai',
  canada: 'toronto',
  hongkong: 'hong kong',
  gmt: 'utc',
  delhi: 'india',
  mumbai: 'india',
};
const CITY = `(${[...CITY_CLOCKS.keys(), ...Object.keys(CITY_WORDS)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})(?![\\p{L}])`;
const CITY_NOW = new RegExp(
  String.raw`(?:what(?:'s| is)? (?:the )?time(?: is it)?|current time|time now|local time|time)\s+(?:right now\s+)?in\s+${CITY}|${CITY}\s+time\s+now`,
  'iu',
);

// ─── Colours ────────────────────────────────────────────────────────────────────────────────────

const COLOUR_FORMATS = ['hex', 'rgb', 'hsl', 'hsv', 'hwb', 'cmyk', 'oklch', 'oklab', 'lab', 'lch'] as const;
const COLOUR_VALUE = String.raw`(#[0-9a-f]{3,8}\b|(?:rgba?|hsla?|hsv|hwb|cmyk|oklch|oklab|lab|lch)\([^)]*\))`;
const COLOUR_A = new RegExp(
  String.raw`${COLOUR_VALUE}\s*(?:to|in|into|as|->|→)\s*(hex|rgba?|hsla?|hsv|hwb|cmyk|oklch|oklab|lab|lch|name|colou?r name)\b`,
  'iu',
);
const COLOUR_TOOLS = new Map<string, ToolRow>(
  CATALOGUE.filter((t) => t.family === 'colours' && t.params.operation === 'convert').map((t) => [
    `${t.params.from}>${t.params.to}`,
    t,
  ]),
);

function colourIntent(value: string, target: string): Match | null {
  const v = value.trim();
  const from = v.startsWith('#')
    ? 'hex'
    : v
        .toLowerCase()
        .replace(/a?\(.*$/, '')
        .replace(/^rgb$/, 'rgb');
  const to = target
    .toLowerCase()
    .replace(/^rgba$/, 'rgb')
    .replace(/^hsla$/, 'hsl');
  // "#ff0000 to name" is the colour-name row's own phrasing.
  if (/name/.test(to)) return null;
  if (!(COLOUR_FORMATS as readonly string[]).includes(from) || from === to) return null;
  const tool = COLOUR_TOOLS.get(`${from}>${to}`);
  if (tool)
    return match(
      tool.id,
      { input: v },
      `converts ${v} to ${to.toUpperCase()}, with the colour filled in`,
      SURE,
      `${v} in ${to.toUpperCase()}`,
    );
  return null;
}

// ─── Hashes and encodings ───────────────────────────────────────────────────────────────────────

const squash = (text: string) => text.toLowerCase().replace(/[\s_/-]+/g, '');
const HASH_TOOLS = new Map<string, ToolRow>(
  CATALOGUE.filter(
    (t) =>
      t.family === 'hashing' &&
      (t.params.operation === 'digest' || t.params.operation === 'checksum') &&
      t.params.algorithm &&
      !t.params.width,
  ).map((t) => [squash(t.params.algorithm!), t]),
);
for (const t of CATALOGUE) if (t.family === 'hashing' && t.params.width) HASH_TOOLS.set(`crc${t.params.width}`, t);
const HMAC_TOOLS = new Map<string, ToolRow>(
  CATALOGUE.filter((t) => t.family === 'hashing' && t.params.operation === 'hmac').map((t) => [
    squash(t.params.algorithm!),
    t,
  ]),
);
const ALGORITHM = String.raw`(md5|sha[\s-]?(?:3[\s-]?)?(?:1|224|256|384|512)(?:[\s/-](?:224|256))?|sha3[\s-]?\d{3}|keccak[\s-]?256|ripemd[\s-]?160|blake2[bs]|blake3|crc[\s-]?(?:8|16|32c?|64)|adler[\s-]?32|fnv[\s-]?1a|shake[\s-]?(?:128|256))`;
const HASH_A = new RegExp(
  String.raw`^(?:(?:what(?:'s| is)|give me|get|compute|calculate|generate|make)\s+)?(?:the\s+|an?\s+)?(hmac[\s-]?)?${ALGORITHM}\s*(?:hash|checksum|digest|sum|value)?\s*(?:of|for)\s+([\s\S]+)$`,
  'iu',
);
const HASH_B = new RegExp(
  String.raw`^(?:hash|checksum|digest)\s+([\s\S]+?)\s+(?:with|using|in|to|as)\s+(hmac[\s-]?)?${ALGORITHM}$`,
  'iu',
);

function hashIntent(hmac: string | undefined, algorithm: string, text: string): Match | null {
  const tool = (hmac ? HMAC_TOOLS : HASH_TOOLS).get(squash(algorithm));
  const input = textValue(text);
  if (!tool || input === '') return null;
  const name = tool.name.replace(/ (?:Hash )?(?:Generator|Calculator|Checksum|Hash)$/i, '');
  return match(
    tool.id,
    { input },
    `works out the ${name} of your text, which I have filled in`,
    SURE,
    `the ${name} of ${quote(input)}`,
  );
}

// ─── Numbers: bases ────────────────────────────────────────────────────────────────────────────

const BASE_WORDS: Readonly<Record<string, string>> = {
  binary: '2',
  bin: '2',
  octal: '8',
  oct: '8',
  decimal: '10',
  dec: '10',
  denary: '10',
  hex: '16',
  hexadecimal: '16',
};
const BASE_NAMES: Readonly<Record<string, string>> = {
  '2': 'binary',
  '8': 'octal',
  '10': 'decimal',
  '16': 'hexadecimal',
};
const BASE = '(binary|bin|octal|oct|decimal|dec|denary|hexadecimal|hex)';
const BASE_A = new RegExp(
  String.raw`^(?:convert\s+|what is\s+|what's\s+)?(?:${BASE}\s+(?:number\s+)?)?((?:0x|0b|0o)?[0-9a-f]+)\s+(?:(?:from\s+)?${BASE}\s+)?(?:in|to|into|as)\s+${BASE}(?:\s+number)?\??$`,
  'iu',
);

function baseIntent(
  fromWord: string | undefined,
  raw: string,
  fromWord2: string | undefined,
  toWord: string,
): Match | null {
  const to = BASE_WORDS[toWord.toLowerCase()]!;
  let value = raw.toLowerCase();
  let from = BASE_WORDS[(fromWord ?? fromWord2 ?? '').toLowerCase()];
  if (!from) {
    if (value.startsWith('0x')) from = '16';
    else if (value.startsWith('0b')) from = '2';
    else if (value.startsWith('0o')) from = '8';
    else if (/[a-f]/.test(value)) from = '16';
    else if (/^[01]{4,}$/.test(value) && to !== '2') from = '2';
    else from = '10';
  }
  value = value.replace(/^0[xbo]/, '');
  if (from === to) return null;
  const tool = CATALOGUE.find((t) => t.family === 'numberBases' && t.params.from === from && t.params.to === to);
  if (!tool) return null;
  return match(
    tool.id,
    { input: value },
    `converts ${value} from ${BASE_NAMES[from]} to ${BASE_NAMES[to]}, with the number filled in`,
    SURE,
    `${raw} in ${BASE_NAMES[to]}`,
  );
}

/** Matches where one of the tables' patterns (read on the question in lower case) does: see {@link anyOf}. */
const ANY_TABLE_INTENT = anyOf([COOK_A, COOK_B, CONVERT_A, CONVERT_B, ZONE_A, CITY_NOW, COLOUR_A, BASE_A])!;
/** The same for the hash patterns (read on the question as typed). */
const ANY_HASH_INTENT = anyOf([HASH_A, HASH_B])!;

// ─── The parser ─────────────────────────────────────────────────────────────────────────────────

/** The exact tools a request names, with its inputs; [] when the request is not a direct one. */
export function intentMatches(query: string): Match[] {
  const text = query.trim().replace(/\s+/g, ' ').slice(0, 500);
  if (text === '') return [];
  const lower = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/°\s*/g, ' ')
    .replace(/\bdeg(?:rees?)?\.?\s+(?=(?:c|f|k|celsius|fahrenheit|kelvin|celcius|farenheit|centigrade)\b)/g, '')
    .replace(/\s+/g, ' ');
  const found: Match[] = [];
  const push = (m: Match | null) => {
    if (m && !found.some((f) => f.id === m.id)) found.push(m);
  };

  // Phrasings the tables below would misread ("5 foot 10 in cm", "gas mark 4"), then cooking before general units.
  for (const m of phraseMatches(lower, text, true)) push(m);
  // The tables' patterns: most questions match none of them, and one joined pattern says so.
  const tables = ANY_TABLE_INTENT.test(lower);
  if (tables) {
    const cookA = COOK_A.exec(lower);
    if (cookA) push(cookingIntent(amountOf(cookA[1]!), cookA[2]!, cookA[4]!, cookA[3] ?? '', lower));
    const cookB = COOK_B.exec(lower);
    if (cookB) push(cookingIntent(amountOf(cookB[2]!), cookB[3]!, cookB[1]!, cookB[4] ?? '', lower));

    const unitA = CONVERT_A.exec(lower);
    if (unitA) push(unitIntent(num(unitA[1]!), unitA[2]!, unitA[3]!));
    const unitB = CONVERT_B.exec(lower);
    if (unitB) push(unitIntent(num(unitB[2] ?? '1'), unitB[3]!, unitB[1]!));

    const zone = ZONE_A.exec(lower);
    if (zone) {
      const pair = ZONE_PAIRS.get(`${zoneLabel(zone[2]!)}>${zoneLabel(zone[3]!)}`);
      const time = zone[1] ? clock24(zone[1]) : null;
      if (pair)
        push(
          match(
            pair.id,
            time ? { time } : {},
            `converts ${time ? `${time} ` : 'a time '}from ${pair.params.fromLabel} to ${pair.params.toLabel}${time ? ', with the time filled in' : ''}`,
            time ? SURE : FAIRLY_SURE,
            time ? `${time} ${pair.params.fromLabel}` : undefined,
          ),
        );
    }
    const city = CITY_NOW.exec(lower);
    if (city) {
      const name = (city[1] ?? city[2]!).toLowerCase();
      const clock = CITY_CLOCKS.get(CITY_WORDS[name] ?? name);
      if (clock)
        push(
          match(
            clock.id,
            {},
            `shows the time in ${clock.name.replace(/^Current (?:Time in )?/, '').replace(/ Time$/, '')} right now`,
          ),
        );
    }

    const colour = COLOUR_A.exec(lower);
    if (colour) push(colourIntent(colour[1]!, colour[2]!));
  }

  if (ANY_HASH_INTENT.test(text)) {
    const hashA = HASH_A.exec(text);
    if (hashA) push(hashIntent(hashA[1], hashA[2]!, hashA[3]!));
    const hashB = HASH_B.exec(text);
    if (hashB) push(hashIntent(hashB[2], hashB[3]!, hashB[1]!));
  }

  const base = tables ? BASE_A.exec(lower) : null;
  if (base) push(baseIntent(base[1], base[2]!, base[3], base[4]!));

  // Every other phrasing is on its tool's row.
  for (const m of phraseMatches(lower, text, false)) push(m);
  for (const m of moneyMatches(lower)) push(m);
  return found;
}
