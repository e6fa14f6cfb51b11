/**
 * Layer 1: direct intents. A request that names its numbers or text ("convert 5 km to miles",
 * "sha256 of hello", "what is 15% of 80") opens the exact tool with those inputs filled in through
 * the URL, using the tool's own field names. Units, cooking measures, time zones, colour formats,
 * hash algorithms and encodings come from the catalogue's own tables and rows, so a unit or a tool
 * added there is understood here without a new line.
 */
import { CATALOGUE, findTool } from '../catalogue';
import { INGREDIENTS, MEASURES, type MeasureId } from '../families/cooking/table';
import { QUANTITIES, UNITS, type Unit } from '../families/units/table';
import type { ToolRow } from '../types';
import { moneyMatches } from './money';
import type { Match } from './types';

/** How sure a parsed intent is: it named the tool's inputs. */
const SURE = 0.96;
/** An intent that named the tool but only some of its inputs. */
const FAIRLY_SURE = 0.9;

const NUM = String.raw`(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+)`;
const num = (text: string) => text.replace(/,(?=\d{3}\b)/g, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A direct intent's match. At {@link SURE} it named the tool's inputs (`complete`: result.ts may
 * run the tool); `asked` is those inputs as a noun phrase ("5 km"), for "{asked} is {result}".
 */
function match(
  id: string,
  values: Record<string, string>,
  why: string,
  confidence = SURE,
  asked?: string,
): Match | null {
  const tool = findTool(id);
  if (!tool) return null;
  const names = new Set(tool.fields.map((f) => f.name));
  const own = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
  return {
    id,
    values: own,
    why,
    confidence,
    ...(confidence >= SURE ? { complete: true } : {}),
    ...(asked ? { asked } : {}),
  };
}

/** Text as a result sentence names it: quoted when short, "your text" when long. */
const quote = (text: string) => (text.length <= 40 && !/\n/.test(text) ? `“${text}”` : 'your text');

/** Text the person quoted or wrote after "of": quotes stripped. */
function textValue(raw: string): string {
  const t = raw.trim().replace(/[?]+$/, '').trim();
  const quoted = /^(["'“‘`])([\s\S]*)(["'”’`])$/.exec(t);
  return quoted ? quoted[2]! : t;
}

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
export function clock24(text: string): string | null {
  const t = text.toLowerCase().replace(/\./g, '').replace(/\s+/g, '');
  if (t === 'noon') return '12:00';
  if (t === 'midnight') return '00:00';
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  if (minute > 59 || hour > 23 || (m[3] && (hour < 1 || hour > 12))) return null;
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

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
  if (/name/.test(to))
    return from === 'hex' ? match('hex-to-colour-name', { input: v }, `names the colour ${v}`) : null;
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
  if (from === 'hex')
    return match(
      'colour-converter',
      { input: v },
      `shows ${v} in every colour format, ${to.toUpperCase()} included`,
      FAIRLY_SURE,
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

const ENCODINGS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^base\s?64\s?url$/i, 'base64url-encode', 'base64url-decode'],
  [/^base\s?64$/i, 'base64-encode', 'base64-decode'],
  [/^base\s?32$/i, 'base32-encode', 'base32-decode'],
  [/^base\s?58$/i, 'base58-encode', 'base58-decode'],
  [/^(?:ascii\s?85|base\s?85)$/i, 'ascii85-encode', 'ascii85-decode'],
  [/^(?:url|uri|percent)$/i, 'url-encode', 'url-decode'],
  [/^html(?: entit(?:y|ies))?$/i, 'html-entity-encoder', 'html-entity-decoder'],
  [/^punycode$/i, 'punycode-encode', 'punycode-decode'],
  [/^quoted[\s-]printable$/i, 'quoted-printable-encode', 'quoted-printable-decode'],
];
const CODEC = String.raw`(base\s?64\s?url|base\s?64|base\s?32|base\s?58|ascii\s?85|base\s?85|url|uri|percent|html(?: entit(?:y|ies))?|punycode|quoted[\s-]printable)`;
const ENCODE_A = new RegExp(
  String.raw`^(?:please\s+)?${CODEC}[\s-]?(encode|decode|encoding|decoding)\s*(?:of|this|the text|the string)?\s*:?\s+([\s\S]+)$`,
  'iu',
);
const ENCODE_B = new RegExp(
  String.raw`^(?:please\s+)?(encode|decode)\s+([\s\S]+?)\s+(?:in|to|into|as|from|with|using)\s+${CODEC}$`,
  'iu',
);

function encodingIntent(codec: string, direction: string, text: string): Match | null {
  const entry = ENCODINGS.find(([pattern]) => pattern.test(codec.trim()));
  if (!entry) return null;
  const decode = /^decod/i.test(direction);
  const id = decode ? entry[2] : entry[1];
  const input = textValue(text);
  if (input === '') return null;
  const codecName = findTool(id)?.name.replace(/ (?:Encode|Decode|Encoder|Decoder)$/i, '') ?? codec;
  return match(
    id,
    { input },
    `${decode ? 'decodes' : 'encodes'} your text, which I have filled in`,
    SURE,
    `${quote(input)} ${decode ? `decoded from ${codecName}` : `in ${codecName}`}`,
  );
}

const CIPHERS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^(?:rot\s?13)\s*(?:of|this|:)?\s+([\s\S]+)$/i, 'rot13', 'applies ROT13 to your text'],
  [/^(?:rot\s?47)\s*(?:of|this|:)?\s+([\s\S]+)$/i, 'rot47', 'applies ROT47 to your text'],
  [
    /^(?:translate\s+|convert\s+|write\s+)?(?!.*\bto text\b)([\s\S]+?)\s+(?:in|to|into)\s+morse(?: code)?$/i,
    'morse-code-translator',
    'writes your text in Morse code',
  ],
  [/^morse(?: code)?\s+(?:for|of)\s+([\s\S]+)$/i, 'morse-code-translator', 'writes your text in Morse code'],
  [
    /^(?:convert\s+|translate\s+)?(?:the\s+)?(?:text\s+)?["'“]([\s\S]+?)["'”]\s+(?:in|to|into)\s+binary$/i,
    'text-to-binary',
    'writes your text as binary',
  ],
  [
    /^(?:convert\s+|translate\s+)?(?:the\s+)?(?:text\s+)?["'“]([\s\S]+?)["'”]\s+(?:in|to|into)\s+hex$/i,
    'text-to-hex',
    'writes your text as hex bytes',
  ],
  [
    /^(?:spell\s+)?([\p{L} ]{1,40}?)\s+(?:in|using)\s+(?:the\s+)?nato(?: phonetic)?(?: alphabet)?$/iu,
    'nato-phonetic-alphabet',
    'spells your text in the NATO alphabet',
  ],
];

// ─── Numbers: bases and Roman numerals ──────────────────────────────────────────────────────────

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
const ROMAN_TO =
  /^(?:convert\s+|write\s+|what is\s+|what's\s+)?(\d{1,4})\s+(?:in|to|into|as)\s+roman(?: numerals?)?\??$|roman numerals? (?:for|of)\s+(\d{1,4})\b/iu;
const ROMAN_FROM =
  /^(?:convert\s+|what (?:number )?is\s+|what does\s+|what's\s+)?(?:the roman numeral\s+)?([mdclxvi]{1,15})(?:\s+(?:mean|in numbers|to (?:a )?number|to decimal|as a number|in arabic|in decimal))?\??$/i;
const ROMAN_VALID = /^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/i;

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

// ─── Dates ──────────────────────────────────────────────────────────────────────────────────────

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE = String.raw`(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`;

/** An ISO date (YYYY-MM-DD) from "2024-1-5", "5 January 2024" or "January 5th, 2024"; null if no such day. */
export function isoDate(text: string): string | null {
  const t = text.toLowerCase().trim();
  let y: number, m: number, d: number;
  let parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (parts) [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(t)))
    [y, m, d] = [Number(parts[3]), MONTHS.indexOf(parts[2]!.slice(0, 3)) + 1, Number(parts[1])];
  else if ((parts = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(t)))
    [y, m, d] = [Number(parts[3]), MONTHS.indexOf(parts[1]!.slice(0, 3)) + 1, Number(parts[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const BETWEEN = new RegExp(
  String.raw`(days|weeks|months|business days|working days|weekdays)?\s*(?:between|from)\s+${DATE}\s+(?:and|to|until|till)\s+${DATE}`,
  'iu',
);
const AGE = new RegExp(
  String.raw`(?:born(?: on)?|birthday(?: is)?|date of birth(?: is)?|dob(?: is)?|age(?: of someone born)?(?: on| from| for)?)\s*:?\s*${DATE}`,
  'iu',
);
const WEEKDAY = new RegExp(
  String.raw`(?:what day(?: of the week)?(?: was| is| will be| did| does| falls?)?(?: it)?(?: on)?|day of (?:the )?week(?: for| of| on)?|which day(?: was| is)?)\s+${DATE}|${DATE}\s+(?:was|is|falls on) (?:a|what|which) (?:day|weekday)`,
  'iu',
);
const LEAP = /\b(?:is\s+)?(\d{4})\s+(?:a\s+)?leap\s+year\b|\bleap\s+year\s+(?:in\s+)?(\d{4})\b/i;
const FROM_TODAY =
  /\b(\d{1,5})\s+days?\s+(?:from|after)\s+(?:today|now)\b|\b(?:in|what date is it in)\s+(\d{1,5})\s+days?\b/i;
const DAYS_AGO = /\b(\d{1,5})\s+days?\s+ago\b/i;
const ADD_DAYS = new RegExp(
  String.raw`\badd\s+(\d{1,5})\s+days?\s+to\s+${DATE}|${DATE}\s*\+\s*(\d{1,5})\s+days?|(\d{1,5})\s+days?\s+(?:after|from)\s+${DATE}`,
  'iu',
);
const WEEK_NUMBER = new RegExp(String.raw`week number (?:of|for|on)\s+${DATE}`, 'iu');
const UNIX =
  /\b(?:convert\s+)?(?:unix\s+|epoch\s+)?(?:timestamp\s+)?(1\d{9}|1\d{12})\s+(?:to|into|as)\s+(?:a\s+)?(?:human[- ]readable\s+)?(?:date|time|datetime)\b|(?:unix|epoch)\s+(?:timestamp\s+|time\s+)?(1\d{9}|1\d{12})\b/i;
const TO_24 =
  /(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\s+(?:to|in|into|as)\s+(?:24|twenty[- ]four)[- ]?(?:hours?|hr|h)?(?:\s+(?:time|clock|format))?/i;
const TO_12 =
  /\b(\d{1,2}:\d{2})\s+(?:to|in|into|as)\s+(?:12|twelve)[- ]?(?:hours?|hr|h)?(?:\s+(?:time|clock|format))?|\b(\d{1,2}:\d{2})\s+(?:to|in|into|as)\s+am\s*\/?\s*pm\b/i;

// ─── Percentages, money, maths, statistics, geometry, health ────────────────────────────────────

const MONEY = String.raw`[$£€¥₹]?\s?${NUM}(?:\s?(?:dollars?|pounds?|euros?|bucks|usd|gbp|eur)\b)?`;
const PERCENT = String.raw`${NUM}\s*(?:%|percent|per cent|pct)`;

/** "1", "3", "-4" → "x² + 3x − 4 = 0". */
function equation(a: string, b: string, c: string): string {
  const term = (k: string, x: string, first: boolean) => {
    const n = Number(k);
    if (n === 0) return '';
    const size = Math.abs(n) === 1 && x !== '' ? '' : String(Math.abs(n));
    const sign = n < 0 ? (first ? '−' : ' − ') : first ? '' : ' + ';
    return `${sign}${size}${x}`;
  };
  return `${term(a, 'x²', true)}${term(b, 'x', false)}${term(c, '', false)} = 0`;
}

interface Rule {
  pattern: RegExp;
  build(m: RegExpExecArray, text: string): Match | null;
}

const LIST = String.raw`(-?\d+(?:\.\d+)?(?:\s*(?:,|;|\s|and)\s*-?\d+(?:\.\d+)?){1,})`;
const numbersOf = (text: string) => (text.match(/-?\d+(?:\.\d+)?/g) ?? []).join(', ');

const STATISTICS: ReadonlyArray<readonly [RegExp, string, string]> = (
  [
    ['geometric mean', 'geometric-mean-calculator', 'works out the geometric mean of your numbers'],
    [
      'standard deviation|std dev|stdev|sd',
      'standard-deviation-calculator',
      'works out the standard deviation of your numbers',
    ],
    ['variance', 'variance-calculator', 'works out the variance of your numbers'],
    ['average|mean|avg', 'mean-calculator', 'works out the average of your numbers'],
    ['median', 'median-calculator', 'finds the median of your numbers'],
    ['mode', 'mode-calculator', 'finds the mode of your numbers'],
    ['range', 'range-calculator', 'finds the range of your numbers'],
    [
      'gcd|gcf|hcf|greatest common (?:divisor|factor)|highest common factor',
      'gcd-calculator',
      'finds the greatest common divisor of your numbers',
    ],
    [
      'lcm|least common multiple|lowest common multiple',
      'lcm-calculator',
      'finds the least common multiple of your numbers',
    ],
  ] as const
).map(
  ([words, id, why]) =>
    [
      new RegExp(String.raw`\b(?:${words})\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?${LIST}`, 'iu'),
      id,
      why,
    ] as const,
);

const RULES: readonly Rule[] = [
  // Percentages and money.
  {
    pattern: new RegExp(
      String.raw`^(?:what(?:'s| is)\s+|calculate\s+|work out\s+)?${PERCENT}\s+(?:of)\s+${MONEY}\??$`,
      'iu',
    ),
    build: (m) =>
      match(
        'percentage-calculator',
        { percent: num(m[1]!), number: num(m[2]!) },
        `works out ${m[1]}% of ${m[2]}, with both numbers filled in`,
      ),
  },
  {
    pattern: new RegExp(
      String.raw`what (?:percent(?:age)?|%)\s+(?:of\s+${NUM}\s+is\s+${NUM}|is\s+${NUM}\s+(?:of|out of)\s+${NUM})|${NUM}\s+is what (?:percent(?:age)?|%) of\s+${NUM}|${NUM}\s+(?:out of|of)\s+${NUM}\s+(?:as a|in) (?:percent(?:age)?|%)`,
      'iu',
    ),
    build: (m) => {
      const [part, whole] = m[1] ? [m[2]!, m[1]] : m[3] ? [m[3], m[4]!] : m[5] ? [m[5], m[6]!] : [m[7]!, m[8]!];
      return match(
        'what-percent-calculator',
        { part: num(part), whole: num(whole) },
        `works out what percent ${part} is of ${whole}, with both filled in`,
      );
    },
  },
  {
    pattern: new RegExp(
      String.raw`percent(?:age)?\s+(?:change|increase|decrease|difference)?\s*(?:from|between)\s+${NUM}\s+(?:to|and)\s+${NUM}`,
      'iu',
    ),
    build: (m) =>
      match(
        'percentage-change-calculator',
        { from: num(m[1]!), to: num(m[2]!) },
        `works out the percentage change from ${m[1]} to ${m[2]}, already filled in`,
        SURE,
        `the change from ${m[1]} to ${m[2]}`,
      ),
  },
  {
    pattern: new RegExp(
      String.raw`${PERCENT}\s+off\s+(?:of\s+|a\s+)?${MONEY}|${MONEY}\s+(?:with|at|minus|less)\s+${PERCENT}\s+(?:off|discount)`,
      'iu',
    ),
    build: (m) =>
      match(
        'discount-calculator',
        m[1] ? { percent: num(m[1]), price: num(m[2]!) } : { price: num(m[3]!), percent: num(m[4]!) },
        'works out the sale price, with the price and discount filled in',
      ),
  },
  {
    pattern: new RegExp(
      String.raw`(?:(?:${PERCENT})\s+)?tip\s+(?:on|for|of)\s+(?:a\s+)?${MONEY}(?:\s+bill)?(?:\s+(?:at|with)\s+${PERCENT})?|tip\s+${PERCENT}\s+(?:on|of)\s+${MONEY}`,
      'iu',
    ),
    build: (m) => {
      const values: Record<string, string> = m[5] ? { percent: num(m[4]!), bill: num(m[5]) } : { bill: num(m[2]!) };
      const percent = m[1] ?? m[3];
      if (percent) values.percent = num(percent);
      return match('tip-calculator', values, 'works out the tip and the total, with your bill filled in');
    },
  },
  {
    pattern: new RegExp(
      String.raw`(add|remove|take off|subtract|excluding|including)\s+(?:${PERCENT}\s+)?vat\s+(?:to|from|on)\s+${MONEY}|${MONEY}\s+(plus|\+|minus|-|with|without)\s+(?:${PERCENT}\s+)?vat`,
      'iu',
    ),
    build: (m) => {
      const add = /add|including|plus|\+|with$/i.test(m[1] ?? m[5] ?? '');
      const values: Record<string, string> = { amount: num(m[3] ?? m[4]!), mode: add ? 'add' : 'remove' };
      const rate = m[2] ?? m[6];
      if (rate) values.rate = num(rate);
      return match('vat-calculator', values, `${add ? 'adds VAT to' : 'takes VAT off'} your amount, already filled in`);
    },
  },
  {
    pattern: new RegExp(
      String.raw`sales tax (?:on|for|of)\s+(?:a\s+)?${MONEY}(?:\s+(?:purchase|item))?(?:\s+(?:at|with)\s+${PERCENT})?`,
      'iu',
    ),
    build: (m) =>
      match(
        'sales-tax-calculator',
        { price: num(m[1]!), ...(m[2] ? { rate: num(m[2]) } : {}) },
        'adds sales tax to your price, already filled in',
      ),
  },
  // Maths.
  {
    pattern: new RegExp(String.raw`(?:square root|sqrt|√)\s*(?:of\s+)?${NUM}`, 'iu'),
    build: (m) =>
      match(
        'square-root-calculator',
        { input: num(m[1]!) },
        `works out the square root of ${m[1]}, already filled in`,
        SURE,
        `the square root of ${m[1]}`,
      ),
  },
  {
    pattern: new RegExp(String.raw`(?:cube root|cbrt)\s*(?:of\s+)?${NUM}`, 'iu'),
    build: (m) =>
      match('cube-root-calculator', { input: num(m[1]!) }, `works out the cube root of ${m[1]}, already filled in`),
  },
  {
    pattern: /\bfactorial\s+(?:of\s+)?(\d{1,4})\b|^(\d{1,4})!$/i,
    build: (m) =>
      match(
        'factorial-calculator',
        { input: m[1] ?? m[2]! },
        `works out ${m[1] ?? m[2]}!, already filled in`,
        SURE,
        `${m[1] ?? m[2]}!`,
      ),
  },
  {
    pattern:
      /^(?:is\s+)?(\d{1,16})\s+(?:a\s+)?prime(?:\s+number)?\??$|^(?:check if|is)\s+(\d{1,16})\s+(?:is\s+)?(?:a\s+)?prime/i,
    build: (m) =>
      match(
        'prime-number-checker',
        { input: m[1] ?? m[2]! },
        `checks whether ${m[1] ?? m[2]} is prime, already filled in`,
      ),
  },
  {
    pattern: /prime factors?(?:ization|isation)?\s+(?:of\s+)?(\d{1,16})\b|factori[sz]e\s+(\d{1,16})\b/i,
    build: (m) =>
      match(
        'prime-factorization-calculator',
        { input: m[1] ?? m[2]! },
        `breaks ${m[1] ?? m[2]} into primes, already filled in`,
      ),
  },
  {
    pattern:
      /simplify\s+(?:the\s+)?(?:fraction\s+)?(\d+\s*\/\s*\d+)|^(\d+\/\d+)\s+(?:simplified|in (?:its )?simplest form|in lowest terms)\??$/i,
    build: (m) =>
      match(
        'fraction-simplifier',
        { input: (m[1] ?? m[2]!).replace(/\s+/g, '') },
        'simplifies your fraction, already filled in',
      ),
  },
  {
    pattern: /^(?:convert\s+|what is\s+)?(-?\d*\.\d+)\s+(?:as a|to a?|into a?|in)\s+fraction\??$/i,
    build: (m) => match('decimal-to-fraction', { input: m[1]! }, `writes ${m[1]} as a fraction, already filled in`),
  },
  {
    pattern: /^(?:convert\s+|what is\s+)?(\d+\/\d+)\s+(?:as a|to a?|into a?|in)\s+decimal\??$/i,
    build: (m) => match('fraction-to-decimal', { input: m[1]! }, `writes ${m[1]} as a decimal, already filled in`),
  },
  {
    pattern: new RegExp(String.raw`round\s+${NUM}\s+to\s+(\d{1,2})\s+(?:decimal places|dp|decimals|places)`, 'iu'),
    build: (m) =>
      match(
        'rounding-calculator',
        { value: num(m[1]!), places: m[2]! },
        `rounds ${m[1]} to ${m[2]} decimal places, already filled in`,
      ),
  },
  {
    pattern: new RegExp(
      String.raw`(?:write|spell|say)\s+(?:out\s+)?${NUM}\s+(?:in|as)\s+words|^${NUM}\s+in\s+words\??$`,
      'iu',
    ),
    build: (m) =>
      match('number-to-words', { input: num(m[1] ?? m[2]!) }, 'writes your number in words, already filled in'),
  },
  {
    pattern: new RegExp(String.raw`log(?:arithm)?\s+(?:base\s+|base-|_)?${NUM}\s+(?:of\s+)?${NUM}`, 'iu'),
    build: (m) =>
      match(
        'log-calculator',
        { base: num(m[1]!), x: num(m[2]!) },
        `works out the logarithm of ${m[2]} in base ${m[1]}, already filled in`,
      ),
  },
  {
    pattern: new RegExp(
      String.raw`^${NUM}\s*(?:\^|\*\*|to the power of|raised to(?: the power of)?)\s*${NUM}\??$`,
      'iu',
    ),
    build: (m) =>
      match(
        'exponent-calculator',
        { base: num(m[1]!), exponent: num(m[2]!) },
        `works out ${m[1]} to the power of ${m[2]}, already filled in`,
        SURE,
        `${m[1]} to the power of ${m[2]}`,
      ),
  },
  {
    pattern: new RegExp(String.raw`^${NUM}\s+(?:mod|modulo|%)\s+${NUM}\??$`, 'iu'),
    build: (m) =>
      match('modulo-calculator', { a: num(m[1]!), b: num(m[2]!) }, `works out ${m[1]} mod ${m[2]}, already filled in`),
  },
  {
    pattern: new RegExp(
      String.raw`(add|remove|take off|subtract)\s+${PERCENT}\s+vat\b(?!\s+(?:to|from|on)\s+[$£€]?\d)`,
      'iu',
    ),
    build: (m) =>
      match(
        'vat-calculator',
        { rate: num(m[2]!), mode: /add/i.test(m[1]!) ? 'add' : 'remove' },
        `${/add/i.test(m[1]!) ? 'adds' : 'takes off'} VAT at ${m[2]}%, with the rate filled in`,
        FAIRLY_SURE,
      ),
  },
  {
    pattern:
      /caesar(?: cipher| shift)?\s+(?:with\s+(?:a\s+)?)?(?:shift|key|rotation)(?:\s+of)?\s+(-?\d{1,2})(?:\s+(?:on|of|for|to)\s+([\s\S]+))?/i,
    build: (m) =>
      match(
        'caesar-cipher',
        { shift: m[1]!, ...(m[2] ? { input: textValue(m[2]) } : {}) },
        `shifts letters by ${m[1]}, with the shift filled in`,
      ),
  },
  {
    pattern:
      /^(?:solve\s+)?(-?\d*(?:\.\d+)?)\s*\*?\s*x\s*(?:\^\s*2|²|\*\*\s*2)\s*(?:([+-])\s*(\d*(?:\.\d+)?)\s*\*?\s*x)?\s*(?:([+-])\s*(\d+(?:\.\d+)?))?\s*=\s*0\s*$/i,
    build: (m) => {
      const coefficient = (raw: string | undefined, sign = '+') =>
        `${sign === '-' ? '-' : ''}${raw === undefined || raw === '' ? '1' : raw}`.replace(/^--/, '');
      const a = m[1] === '' ? '1' : m[1] === '-' ? '-1' : m[1]!;
      const b = m[2] ? coefficient(m[3], m[2]) : '0';
      const c = m[4] ? `${m[4] === '-' ? '-' : ''}${m[5]}` : '0';
      return match(
        'quadratic-equation-solver',
        { a, b, c },
        `solves ${equation(a, b, c)}, with the coefficients filled in`,
      );
    },
  },
  {
    pattern:
      /(?:hours|time)\b.*?\bfrom\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+(?:to|until|till|-)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\b/i,
    build: (m) => {
      const start = clock24(m[1]!.includes(':') || /[ap]m/i.test(m[1]!) ? m[1]! : `${m[1]}:00`);
      let end = clock24(m[2]!.includes(':') || /[ap]m/i.test(m[2]!) ? m[2]! : `${m[2]}:00`);
      if (!start || !end) return null;
      // "from 9 to 5:30" is a working day: an end before the start without am/pm is in the afternoon.
      if (end <= start && !/[ap]m/i.test(m[2]!) && Number(end.slice(0, 2)) < 12)
        end = `${String(Number(end.slice(0, 2)) + 12).padStart(2, '0')}${end.slice(2)}`;
      return match(
        'hours-between-times',
        { start, end },
        `counts the hours from ${start} to ${end}, with both times filled in`,
      );
    },
  },
  {
    pattern:
      /(#[0-9a-f]{6}|#[0-9a-f]{3})\b.*\b(?:called|name|named)\b|\b(?:name|called|named)\b.*(#[0-9a-f]{6}|#[0-9a-f]{3})\b/i,
    build: (m) =>
      match('hex-to-colour-name', { input: (m[1] ?? m[2])! }, `names the colour ${m[1] ?? m[2]}, already filled in`),
  },
  // Geometry: a circle or a sphere by radius or diameter.
  {
    pattern: new RegExp(
      String.raw`(area|circumference|perimeter) of (?:a\s+)?circle\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?${NUM}`,
      'iu',
    ),
    build: (m) => {
      const measure = /^d/i.test(m[2]!) ? 'diameter' : 'radius';
      const id = /area/i.test(m[1]!) ? 'circle-area-calculator' : 'circumference-calculator';
      return match(
        id,
        { measure, value: num(m[3]!) },
        `works out the ${/area/i.test(m[1]!) ? 'area' : 'circumference'} of a circle with a ${measure} of ${m[3]}, already filled in`,
      );
    },
  },
  {
    pattern: new RegExp(
      String.raw`(volume|surface area) of (?:a\s+)?sphere\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?${NUM}`,
      'iu',
    ),
    build: (m) => {
      const measure = /^d/i.test(m[2]!) ? 'diameter' : 'radius';
      const id = /volume/i.test(m[1]!) ? 'sphere-volume-calculator' : 'sphere-surface-area-calculator';
      return match(
        id,
        { measure, value: num(m[3]!) },
        `works out the ${m[1]!.toLowerCase()} of a sphere with a ${measure} of ${m[3]}, already filled in`,
      );
    },
  },
  // Health.
  {
    pattern: new RegExp(
      String.raw`\bbmi\b.*?(?:${NUM}\s*(cm|m|kg|kgs|kilos?)\b)\s*(?:and|,)?\s*(?:${NUM}\s*(cm|m|kg|kgs|kilos?)\b)`,
      'iu',
    ),
    build: (m) => {
      const parts = [
        [m[1]!, m[2]!.toLowerCase()],
        [m[3]!, m[4]!.toLowerCase()],
      ] as const;
      const weight = parts.find(([, u]) => u.startsWith('k'));
      const height = parts.find(([, u]) => !u.startsWith('k'));
      if (!weight || !height) return null;
      const cm = height[1] === 'm' ? String(Number(height[0]) * 100) : height[0];
      return match(
        'bmi-calculator',
        { weight: num(weight[0]), height: num(cm) },
        `works out your BMI from ${weight[0]} kg and ${cm} cm, already filled in`,
      );
    },
  },
  {
    pattern:
      /(?:max(?:imum)? heart rate|heart rate zones?|hr zones?)\s+(?:for\s+)?(?:an?\s+|my\s+|at\s+)?(?:age\s+)?(\d{1,3})(?:[\s-]*(?:years?|yrs?|y\/?o)(?:[\s-]*old)?)?/i,
    build: (m, text) =>
      match(
        /zone/i.test(text) ? 'heart-rate-zone-calculator' : 'max-heart-rate-calculator',
        { age: m[1]! },
        `works out heart-rate figures for age ${m[1]}, already filled in`,
      ),
  },
];

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

  // Heights: "5 foot 10 in cm", "5'10\" in cm", "180cm to feet and inches".
  const height =
    /(\d)\s*(?:ft|feet|foot|')\s*(\d{1,2}(?:\.\d+)?)\s*(?:in|inches|inch|"|'')?\s*(?:to|in|into|as)\s*(?:cm|centimet(?:re|er)s?)\b/i.exec(
      lower,
    );
  if (height)
    push(
      match(
        'feet-and-inches-to-cm',
        { feet: height[1]!, inches: height[2]! },
        `converts ${height[1]} ft ${height[2]} in to centimetres, already filled in`,
        SURE,
        `${height[1]} ft ${height[2]} in`,
      ),
    );
  const cmHeight =
    /(\d{2,3}(?:\.\d+)?)\s*(?:cm|centimet(?:re|er)s?)\s*(?:to|in|into|as)\s*(?:feet and inches|ft and in|feet & inches|ft\/in|ft in|feet inches)\b/i.exec(
      lower,
    );
  if (cmHeight)
    push(
      match(
        'cm-to-feet-and-inches',
        { value: cmHeight[1]! },
        `converts ${cmHeight[1]} cm to feet and inches, already filled in`,
        SURE,
        `${cmHeight[1]} cm`,
      ),
    );

  // Cooking before general units: "2 cups of flour in grams".
  const cookA = COOK_A.exec(lower);
  if (cookA) push(cookingIntent(amountOf(cookA[1]!), cookA[2]!, cookA[4]!, cookA[3] ?? '', lower));
  const cookB = COOK_B.exec(lower);
  if (cookB) push(cookingIntent(amountOf(cookB[2]!), cookB[3]!, cookB[1]!, cookB[4] ?? '', lower));
  const gas = /gas mark\s*(1\/4|1\/2|\d)\s*(?:to|in|into|as)?\s*(celsius|c|fahrenheit|f)?\b/i.exec(lower);
  if (gas)
    push(
      match(
        /^f/i.test(gas[2] ?? 'c') ? 'gas-mark-to-fahrenheit' : 'gas-mark-to-celsius',
        { value: gas[1]! },
        `converts gas mark ${gas[1]} to an oven temperature, already filled in`,
        SURE,
        `gas mark ${gas[1]}`,
      ),
    );

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

  const hashA = HASH_A.exec(text);
  if (hashA) push(hashIntent(hashA[1], hashA[2]!, hashA[3]!));
  const hashB = HASH_B.exec(text);
  if (hashB) push(hashIntent(hashB[2], hashB[3]!, hashB[1]!));

  const encA = ENCODE_A.exec(text);
  if (encA) push(encodingIntent(encA[1]!, encA[2]!, encA[3]!));
  const encB = ENCODE_B.exec(text);
  if (encB) push(encodingIntent(encB[3]!, encB[1]!, encB[2]!));
  for (const [pattern, id, why] of CIPHERS) {
    const m = pattern.exec(text);
    if (m && textValue(m[1]!) !== '') push(match(id, { input: textValue(m[1]!) }, `${why}, already filled in`));
  }

  const roman = ROMAN_TO.exec(lower);
  if (roman)
    push(
      match(
        'roman-numeral-converter',
        { input: roman[1] ?? roman[2]! },
        `writes ${roman[1] ?? roman[2]} in Roman numerals, already filled in`,
        SURE,
        `${roman[1] ?? roman[2]} in Roman numerals`,
      ),
    );
  const fromRoman = ROMAN_FROM.exec(text.trim());
  if (
    fromRoman &&
    ROMAN_VALID.test(fromRoman[1]!) &&
    (fromRoman[1] === fromRoman[1]!.toUpperCase() || /roman|number|mean/i.test(text)) &&
    fromRoman[1]!.length >= 2
  ) {
    push(
      match(
        'roman-numerals-to-number',
        { input: fromRoman[1]!.toUpperCase() },
        `reads ${fromRoman[1]!.toUpperCase()} as a number, already filled in`,
        SURE,
        `${fromRoman[1]!.toUpperCase()} as a number`,
      ),
    );
  }
  const base = BASE_A.exec(lower);
  if (base) push(baseIntent(base[1], base[2]!, base[3], base[4]!));

  const between = BETWEEN.exec(lower);
  if (between) {
    const start = isoDate(between[2]!);
    const end = isoDate(between[3]!);
    const unit = (between[1] ?? 'days').toLowerCase();
    const id =
      unit === 'weeks'
        ? 'weeks-between-dates'
        : unit === 'months'
          ? 'months-between-dates'
          : /business|working|weekdays/.test(unit)
            ? 'business-days-calculator'
            : 'days-between-dates';
    if (start && end)
      push(
        match(
          id,
          { start, end },
          `counts the ${unit} from ${start} to ${end}, with both dates filled in`,
          SURE,
          `from ${start} to ${end}`,
        ),
      );
  }
  const age = AGE.exec(lower);
  if (age) {
    const birth = isoDate(age[1]!);
    if (birth)
      push(match('age-calculator', { birth }, `works out the age of someone born on ${birth}, already filled in`));
  }
  const weekday = WEEKDAY.exec(lower);
  if (weekday) {
    const date = isoDate(weekday[1] ?? weekday[2]!);
    if (date)
      push(match('day-of-the-week', { date }, `tells you the weekday of ${date}, already filled in`, SURE, date));
  }
  const leap = LEAP.exec(lower);
  if (leap)
    push(
      match(
        'leap-year-checker',
        { year: leap[1] ?? leap[2]! },
        `checks whether ${leap[1] ?? leap[2]} is a leap year, already filled in`,
        SURE,
        leap[1] ?? leap[2]!,
      ),
    );
  const addDays = ADD_DAYS.exec(lower);
  if (addDays) {
    const days = addDays[1] ?? addDays[4] ?? addDays[5]!;
    const date = isoDate(addDays[2] ?? addDays[3] ?? addDays[6]!);
    if (date)
      push(
        match(
          'add-days-to-date',
          { date, days },
          `adds ${days} days to ${date}, already filled in`,
          SURE,
          `${date} plus ${days} days`,
        ),
      );
  }
  const fromToday = FROM_TODAY.exec(lower);
  if (fromToday)
    push(
      match(
        'days-from-today',
        { days: fromToday[1] ?? fromToday[2]! },
        `gives the date ${fromToday[1] ?? fromToday[2]} days from today, already filled in`,
      ),
    );
  const ago = DAYS_AGO.exec(lower);
  if (ago)
    push(match('days-ago-calculator', { days: ago[1]! }, `gives the date ${ago[1]} days ago, already filled in`));
  const weekNumber = WEEK_NUMBER.exec(lower);
  if (weekNumber) {
    const date = isoDate(weekNumber[1]!);
    if (date)
      push(
        match(
          'week-number',
          { date },
          `gives the ISO week number of ${date}, already filled in`,
          SURE,
          `the ISO week of ${date}`,
        ),
      );
  }
  const unix = UNIX.exec(lower);
  if (unix) {
    const stamp = unix[1] ?? unix[2]!;
    push(
      match(
        'unix-timestamp-to-date',
        { input: stamp, unit: stamp.length === 13 ? 'milliseconds' : 'seconds' },
        `turns the timestamp ${stamp} into a date, already filled in`,
        SURE,
        `Unix time ${stamp}`,
      ),
    );
  }
  const to24 = TO_24.exec(lower);
  if (to24)
    push(
      match(
        '12-hour-to-24-hour-time',
        { input: to24[1]!.replace(/\./g, '') },
        `writes ${to24[1]} in 24-hour time, already filled in`,
        SURE,
        `${to24[1]} in 24-hour time`,
      ),
    );
  const to12 = TO_12.exec(lower);
  if (to12)
    push(
      match(
        '24-hour-to-12-hour-time',
        { input: to12[1] ?? to12[2]! },
        `writes ${to12[1] ?? to12[2]} in 12-hour time, already filled in`,
        SURE,
        `${to12[1] ?? to12[2]} in 12-hour time`,
      ),
    );

  for (const rule of RULES) {
    const m = rule.pattern.exec(lower);
    if (m) push(rule.build(m, lower));
  }
  for (const [pattern, id, why] of STATISTICS) {
    const m = pattern.exec(lower);
    if (!m) continue;
    // "works out the average of your numbers" → "the average of 1, 2, 3"
    const asked = `${why.replace(/^\S+(?: out)? /, '').replace(/ of your numbers$/, '')} of ${numbersOf(m[1]!)}`;
    push(match(id, { input: numbersOf(m[1]!) }, `${why}, already filled in`, SURE, asked));
  }
  for (const m of moneyMatches(lower)) push(m);
  return found;
}
