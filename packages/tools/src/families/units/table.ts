/**
 * The units, quantity by quantity, with their exact definitions (NIST SP 811 appendix B and the
 * SI brochure; IAU 2012 for the astronomical unit, the IEC 80000-13 binary prefixes for KiB…).
 * Both the rows (definitions.ts) and the engine (run.ts) read this one table.
 *
 * A unit turns a value x into the quantity's base unit as
 *   linear:  base = (x + offset) × factor      (offset is 0 except for °C and °F)
 *   inverse: base = factor ÷ x                  (litres per 100 km, against km per litre)
 */
import { div, exact, mul, PI, q, times, type Q } from './exact';

export type QuantityId =
  | 'length'
  | 'mass'
  | 'volume'
  | 'area'
  | 'speed'
  | 'temperature'
  | 'pressure'
  | 'energy'
  | 'power'
  | 'data'
  | 'dataRate'
  | 'time'
  | 'fuel'
  | 'angle'
  | 'frequency'
  | 'force'
  | 'torque'
  | 'density'
  | 'flow'
  | 'illuminance';

export interface Unit {
  id: string;
  quantity: QuantityId;
  /** Lower case, British spelling: "kilometre", "kilometres". */
  singular: string;
  plural: string;
  /** US spelling of `plural` where it differs ("kilometers"). */
  us?: string;
  /** How tool names write it, where Title Case of `plural` will not do ("PSI", "kg/m³"). */
  title?: string;
  /** How tool ids write it, where the slug of `plural` will not do ("kmh", "kg-m3"). */
  slug?: string;
  /** Printed after the number ("6.21371 mi"). */
  symbol: string;
  /** No space between number and symbol (90°). */
  tight?: boolean;
  /** The abbreviation people type, in plain ASCII ("km", "sq ft", "us gal"). */
  abbr: string;
  /** Other names people search for it by. */
  aliases?: readonly string[];
  kind?: 'linear' | 'inverse';
  factor: Q;
  offset?: Q;
  /** A sentence saying which definition this is, when a unit has several. */
  note?: string;
  /** A value people commonly convert, used for a second example. */
  typical?: string;
}

const E = exact;

// Exact building blocks (NIST SP 811, appendix B).
const INCH = E('0.0254');
const FOOT = E('0.3048');
const MILE = E('1609.344');
const POUND = E('0.45359237');
const STANDARD_GRAVITY = E('9.80665');
const LBF = times(POUND, STANDARD_GRAVITY); // 4.4482216152605 N
const KGF = STANDARD_GRAVITY;
const US_GALLON_L = E('3.785411784'); // 231 in³
const UK_GALLON_L = E('4.54609');
const MMHG = E('133.322387415'); // conventional: 13.5951 g/cm³ × 1 mm × g₀
const BTU = E('1055.05585262'); // International Table
const HOUR = q(3600);
const YEAR_S = times(E('365.2425'), q(86400)); // Gregorian mean year
const FOOT_POUND_FORCE = mul(FOOT, LBF);

const u = (quantity: QuantityId, list: Omit<Unit, 'quantity'>[]): Unit[] => list.map((unit) => ({ ...unit, quantity }));

// biome-ignore format: a table, one row a line
export const UNITS: readonly Unit[] = [
  ...u('length', [
    { id: 'nm', singular: 'nanometre', plural: 'nanometres', us: 'nanometers', symbol: 'nm', abbr: 'nm', factor: E('1e-9'), typical: '500' },
    { id: 'um', singular: 'micrometre', plural: 'micrometres', us: 'micrometers', symbol: 'µm', abbr: 'um', aliases: ['microns', 'μm'], factor: E('1e-6'), typical: '100' },
    { id: 'mm', singular: 'millimetre', plural: 'millimetres', us: 'millimeters', symbol: 'mm', abbr: 'mm', factor: E('0.001'), typical: '25' },
    { id: 'cm', singular: 'centimetre', plural: 'centimetres', us: 'centimeters', symbol: 'cm', abbr: 'cm', factor: E('0.01'), typical: '180' },
    { id: 'm', singular: 'metre', plural: 'metres', us: 'meters', symbol: 'm', abbr: 'm', factor: q(1), typical: '100' },
    { id: 'km', singular: 'kilometre', plural: 'kilometres', us: 'kilometers', symbol: 'km', abbr: 'km', aliases: ['kms', 'kilometre'], factor: q(1000), typical: '5' },
    { id: 'in', singular: 'inch', plural: 'inches', symbol: 'in', abbr: 'in', aliases: ['"'], factor: INCH, typical: '12' },
    { id: 'ft', singular: 'foot', plural: 'feet', symbol: 'ft', abbr: 'ft', aliases: ["'"], factor: FOOT, typical: '6' },
    { id: 'yd', singular: 'yard', plural: 'yards', symbol: 'yd', abbr: 'yd', aliases: ['yds'], factor: E('0.9144'), typical: '100' },
    { id: 'mi', singular: 'mile', plural: 'miles', symbol: 'mi', abbr: 'mi', factor: MILE, typical: '26.2' },
    { id: 'nmi', singular: 'nautical mile', plural: 'nautical miles', symbol: 'nmi', abbr: 'nmi', aliases: ['nm', 'sea miles'], factor: q(1852), typical: '100' },
    { id: 'ly', singular: 'light-year', plural: 'light-years', symbol: 'ly', abbr: 'ly', aliases: ['light years', 'lightyears'], factor: E('9460730472580800'), note: 'A light-year is the distance light travels in a Julian year of 365.25 days: 9460730472580800 m exactly (IAU).', typical: '4.24' },
  ]),
  ...u('mass', [
    { id: 'mg', singular: 'milligram', plural: 'milligrams', symbol: 'mg', abbr: 'mg', aliases: ['milligrammes'], factor: E('1e-6'), typical: '500' },
    { id: 'g', singular: 'gram', plural: 'grams', symbol: 'g', abbr: 'g', aliases: ['grammes', 'gms'], factor: E('0.001'), typical: '100' },
    { id: 'kg', singular: 'kilogram', plural: 'kilograms', symbol: 'kg', abbr: 'kg', aliases: ['kilos', 'kgs'], factor: q(1), typical: '70' },
    { id: 't', singular: 'tonne', plural: 'tonnes', symbol: 't', abbr: 't', aliases: ['metric tons', 'metric tonnes'], factor: q(1000), typical: '2' },
    { id: 'oz', singular: 'ounce', plural: 'ounces', symbol: 'oz', abbr: 'oz', aliases: ['avoirdupois ounces'], factor: div(POUND, q(16)), typical: '8' },
    { id: 'lb', singular: 'pound', plural: 'pounds', symbol: 'lb', abbr: 'lbs', aliases: ['lb', 'pound weight'], factor: POUND, typical: '150' },
    { id: 'st', singular: 'stone', plural: 'stone', symbol: 'st', abbr: 'st', aliases: ['stones'], factor: mul(q(14), POUND), typical: '11' },
    { id: 'us-ton', singular: 'US ton', plural: 'US tons', symbol: 'US ton', abbr: 'tons', aliases: ['short tons', 'american tons'], factor: mul(q(2000), POUND), note: 'A US (short) ton is 2000 lb.', typical: '2' },
    { id: 'long-ton', singular: 'long ton', plural: 'long tons', symbol: 'long ton', abbr: 'long tons', aliases: ['imperial tons', 'uk tons'], factor: mul(q(2240), POUND), note: 'A long (imperial) ton is 2240 lb.', typical: '2' },
    { id: 'ozt', slug: 'troy-ounces', singular: 'troy ounce', plural: 'troy ounces', symbol: 'oz t', abbr: 'ozt', aliases: ['oz t', 'gold ounces'], factor: E('0.0311034768'), note: 'A troy ounce, used for gold and silver, is 31.1034768 g.', typical: '10' },
    { id: 'gr', singular: 'grain', plural: 'grains', symbol: 'gr', abbr: 'gr', factor: E('0.00006479891'), typical: '100' },
    { id: 'ct', singular: 'carat', plural: 'carats', symbol: 'ct', abbr: 'ct', aliases: ['metric carats'], factor: E('0.0002'), typical: '1.5' },
  ]),
  ...u('volume', [
    { id: 'ml', singular: 'millilitre', plural: 'millilitres', us: 'milliliters', symbol: 'ml', abbr: 'ml', aliases: ['mL'], factor: E('0.001'), typical: '500' },
    { id: 'cl', singular: 'centilitre', plural: 'centilitres', us: 'centiliters', symbol: 'cl', abbr: 'cl', factor: E('0.01'), typical: '75' },
    { id: 'l', singular: 'litre', plural: 'litres', us: 'liters', symbol: 'L', abbr: 'l', aliases: ['ltr'], factor: q(1), typical: '2' },
    { id: 'm3', singular: 'cubic metre', plural: 'cubic metres', us: 'cubic meters', symbol: 'm³', abbr: 'm3', aliases: ['cbm', 'cu m'], factor: q(1000), typical: '10' },
    { id: 'cm3', title: 'Cubic Centimetres (cc)', slug: 'cc', singular: 'cubic centimetre', plural: 'cubic centimetres', us: 'cubic centimeters', symbol: 'cm³', abbr: 'cc', aliases: ['cm3', 'ccs'], factor: E('0.001'), typical: '250' },
    { id: 'us-gal', singular: 'US gallon', plural: 'US gallons', symbol: 'US gal', abbr: 'gal', aliases: ['gallons', 'us gal'], factor: US_GALLON_L, note: 'A US gallon is 231 in³ = 3.785411784 L.', typical: '10' },
    { id: 'uk-gal', singular: 'UK gallon', plural: 'UK gallons', symbol: 'UK gal', abbr: 'uk gal', aliases: ['imperial gallons', 'imp gal'], factor: UK_GALLON_L, note: 'A UK (imperial) gallon is 4.54609 L.', typical: '10' },
    { id: 'us-qt', singular: 'US quart', plural: 'US quarts', symbol: 'US qt', abbr: 'qt', aliases: ['quarts'], factor: div(US_GALLON_L, q(4)), typical: '2' },
    { id: 'uk-qt', singular: 'UK quart', plural: 'UK quarts', symbol: 'UK qt', abbr: 'uk qt', aliases: ['imperial quarts'], factor: div(UK_GALLON_L, q(4)), typical: '2' },
    { id: 'us-pt', singular: 'US pint', plural: 'US pints', symbol: 'US pt', abbr: 'pt', aliases: ['pints'], factor: div(US_GALLON_L, q(8)), typical: '2' },
    { id: 'uk-pt', singular: 'UK pint', plural: 'UK pints', symbol: 'UK pt', abbr: 'uk pt', aliases: ['imperial pints'], factor: div(UK_GALLON_L, q(8)), note: 'A UK (imperial) pint is 568.26125 ml.', typical: '2' },
    { id: 'us-cup', singular: 'US cup', plural: 'US cups', symbol: 'US cup', abbr: 'cups', factor: div(US_GALLON_L, q(16)), note: 'A US cup is 8 US fl oz = 236.5882365 ml.', typical: '2' },
    { id: 'us-floz', singular: 'US fluid ounce', plural: 'US fluid ounces', symbol: 'US fl oz', abbr: 'fl oz', aliases: ['oz', 'ounces'], factor: div(US_GALLON_L, q(128)), note: 'A US fluid ounce is 29.5735295625 ml.', typical: '16' },
    { id: 'uk-floz', singular: 'UK fluid ounce', plural: 'UK fluid ounces', symbol: 'UK fl oz', abbr: 'uk fl oz', aliases: ['imperial fluid ounces', 'imp fl oz'], factor: div(UK_GALLON_L, q(160)), note: 'A UK (imperial) fluid ounce is 28.4130625 ml.', typical: '10' },
    { id: 'us-tbsp', singular: 'US tablespoon', plural: 'US tablespoons', symbol: 'US tbsp', abbr: 'tbsp', factor: div(US_GALLON_L, q(256)), typical: '2' },
    { id: 'us-tsp', singular: 'US teaspoon', plural: 'US teaspoons', symbol: 'US tsp', abbr: 'tsp', factor: div(US_GALLON_L, q(768)), typical: '2' },
    { id: 'ft3', singular: 'cubic foot', plural: 'cubic feet', symbol: 'ft³', abbr: 'cu ft', aliases: ['ft3', 'cf'], factor: E('28.316846592'), typical: '10' },
    { id: 'in3', singular: 'cubic inch', plural: 'cubic inches', symbol: 'in³', abbr: 'cu in', aliases: ['in3', 'ci'], factor: E('0.016387064'), typical: '100' },
    { id: 'bbl', title: 'Barrels of Oil', slug: 'barrels', singular: 'barrel of oil', plural: 'barrels of oil', symbol: 'bbl', abbr: 'bbl', aliases: ['oil barrels', 'barrels'], factor: mul(q(42), US_GALLON_L), note: 'An oil barrel is 42 US gallons.', typical: '1000' },
  ]),
  ...u('area', [
    { id: 'mm2', singular: 'square millimetre', plural: 'square millimetres', us: 'square millimeters', symbol: 'mm²', abbr: 'mm2', aliases: ['sq mm'], factor: E('1e-6'), typical: '100' },
    { id: 'cm2', singular: 'square centimetre', plural: 'square centimetres', us: 'square centimeters', symbol: 'cm²', abbr: 'cm2', aliases: ['sq cm'], factor: E('0.0001'), typical: '100' },
    { id: 'm2', singular: 'square metre', plural: 'square metres', us: 'square meters', symbol: 'm²', abbr: 'm2', aliases: ['sq m', 'sqm'], factor: q(1), typical: '100' },
    { id: 'km2', singular: 'square kilometre', plural: 'square kilometres', us: 'square kilometers', symbol: 'km²', abbr: 'km2', aliases: ['sq km'], factor: q(1000000), typical: '10' },
    { id: 'ha', singular: 'hectare', plural: 'hectares', symbol: 'ha', abbr: 'ha', factor: q(10000), typical: '10' },
    { id: 'ac', singular: 'acre', plural: 'acres', symbol: 'ac', abbr: 'ac', factor: E('4046.8564224'), note: 'An acre is 43560 ft² = 4046.8564224 m² (international acre).', typical: '10' },
    { id: 'in2', singular: 'square inch', plural: 'square inches', symbol: 'in²', abbr: 'in2', aliases: ['sq in'], factor: mul(INCH, INCH), typical: '100' },
    { id: 'ft2', singular: 'square foot', plural: 'square feet', symbol: 'ft²', abbr: 'sq ft', aliases: ['ft2', 'sqft'], factor: mul(FOOT, FOOT), typical: '1000' },
    { id: 'yd2', singular: 'square yard', plural: 'square yards', symbol: 'yd²', abbr: 'sq yd', aliases: ['yd2'], factor: E('0.83612736'), typical: '100' },
    { id: 'mi2', singular: 'square mile', plural: 'square miles', symbol: 'mi²', abbr: 'sq mi', aliases: ['mi2'], factor: mul(MILE, MILE), typical: '10' },
  ]),
  ...u('speed', [
    { id: 'mps', singular: 'metre per second', plural: 'metres per second', us: 'meters per second', symbol: 'm/s', abbr: 'm/s', aliases: ['mps'], factor: q(1), typical: '10' },
    { id: 'kph', slug: 'kmh', singular: 'kilometre per hour', plural: 'kilometres per hour', us: 'kilometers per hour', symbol: 'km/h', abbr: 'km/h', aliases: ['kph', 'kmh'], factor: div(q(1000), HOUR), typical: '100' },
    { id: 'mph', slug: 'mph', singular: 'mile per hour', plural: 'miles per hour', symbol: 'mph', abbr: 'mph', factor: div(MILE, HOUR), typical: '60' },
    { id: 'kn', slug: 'knots', singular: 'knot', plural: 'knots', symbol: 'kn', abbr: 'kn', aliases: ['kt', 'kts'], factor: div(q(1852), HOUR), note: 'A knot is one nautical mile (1852 m) per hour.', typical: '20' },
    { id: 'fps', singular: 'foot per second', plural: 'feet per second', symbol: 'ft/s', abbr: 'ft/s', aliases: ['fps'], factor: FOOT, typical: '10' },
  ]),
  ...u('temperature', [
    { id: 'c', singular: 'degree Celsius', plural: 'Celsius', symbol: '°C', abbr: 'c', aliases: ['centigrade', 'celcius', 'deg c'], factor: q(1), offset: E('273.15'), typical: '37' },
    { id: 'f', singular: 'degree Fahrenheit', plural: 'Fahrenheit', symbol: '°F', abbr: 'f', aliases: ['farenheit', 'deg f'], factor: q(5, 9), offset: E('459.67'), typical: '98.6' },
    { id: 'k', singular: 'kelvin', plural: 'Kelvin', symbol: 'K', abbr: 'k', aliases: ['kelvins'], factor: q(1), typical: '300' },
    { id: 'r', singular: 'degree Rankine', plural: 'Rankine', symbol: '°R', abbr: 'r', aliases: ['deg r'], factor: q(5, 9), typical: '500' },
  ]),
  ...u('pressure', [
    { id: 'pa', singular: 'pascal', plural: 'pascals', symbol: 'Pa', abbr: 'pa', factor: q(1), typical: '1000' },
    { id: 'hpa', slug: 'hpa', singular: 'hectopascal', plural: 'hectopascals', symbol: 'hPa', abbr: 'hpa', aliases: ['millibars', 'mbar'], factor: q(100), typical: '1013.25' },
    { id: 'kpa', slug: 'kpa', singular: 'kilopascal', plural: 'kilopascals', symbol: 'kPa', abbr: 'kpa', factor: q(1000), typical: '100' },
    { id: 'mpa', slug: 'mpa', singular: 'megapascal', plural: 'megapascals', symbol: 'MPa', abbr: 'mpa', factor: q(1000000), typical: '10' },
    { id: 'bar', singular: 'bar', plural: 'bar', symbol: 'bar', abbr: 'bar', aliases: ['bars'], factor: q(100000), typical: '2.2' },
    { id: 'mbar', singular: 'millibar', plural: 'millibars', symbol: 'mbar', abbr: 'mbar', aliases: ['mb'], factor: q(100), typical: '1013.25' },
    { id: 'psi', title: 'PSI', slug: 'psi', singular: 'pound per square inch', plural: 'psi', symbol: 'psi', abbr: 'psi', aliases: ['pounds per square inch', 'lbf/in2'], factor: div(LBF, mul(INCH, INCH)), typical: '32' },
    { id: 'atm', singular: 'standard atmosphere', plural: 'atmospheres', symbol: 'atm', abbr: 'atm', factor: q(101325), note: 'A standard atmosphere is 101325 Pa exactly.', typical: '2' },
    { id: 'mmhg', title: 'mmHg', slug: 'mmhg', singular: 'millimetre of mercury', plural: 'millimetres of mercury', us: 'millimeters of mercury', symbol: 'mmHg', abbr: 'mmhg', factor: MMHG, note: 'A conventional millimetre of mercury is 133.322387415 Pa.', typical: '120' },
    { id: 'inhg', title: 'inHg', slug: 'inhg', singular: 'inch of mercury', plural: 'inches of mercury', symbol: 'inHg', abbr: 'inhg', factor: mul(E('25.4'), MMHG), note: 'A conventional inch of mercury is 25.4 mmHg = 3386.388640341 Pa.', typical: '29.92' },
    { id: 'torr', title: 'Torr', slug: 'torr', singular: 'torr', plural: 'torr', symbol: 'Torr', abbr: 'torr', factor: q(101325, 760), note: 'A torr is 1/760 of a standard atmosphere.', typical: '760' },
    { id: 'kgf-cm2', title: 'kgf/cm²', slug: 'kgf-cm2', singular: 'kilogram-force per square centimetre', plural: 'kgf/cm²', symbol: 'kgf/cm²', abbr: 'kg/cm2', aliases: ['kgf/cm2', 'technical atmospheres', 'at'], factor: mul(KGF, q(10000)), typical: '10' },
  ]),
  ...u('energy', [
    { id: 'j', singular: 'joule', plural: 'joules', symbol: 'J', abbr: 'j', factor: q(1), typical: '1000' },
    { id: 'kj', singular: 'kilojoule', plural: 'kilojoules', symbol: 'kJ', abbr: 'kj', factor: q(1000), typical: '100' },
    { id: 'mj', singular: 'megajoule', plural: 'megajoules', symbol: 'MJ', abbr: 'mj', factor: q(1000000), typical: '10' },
    { id: 'cal', singular: 'calorie', plural: 'calories', symbol: 'cal', abbr: 'cal', aliases: ['small calories', 'gram calories'], factor: E('4.184'), note: 'The calorie here is the thermochemical calorie: 1 cal = 4.184 J.', typical: '1000' },
    { id: 'kcal', singular: 'kilocalorie', plural: 'kilocalories', symbol: 'kcal', abbr: 'kcal', aliases: ['food calories', 'Calories'], factor: E('4184'), note: 'The kilocalorie (the food Calorie) here is thermochemical: 1 kcal = 4.184 kJ.', typical: '2000' },
    { id: 'wh', singular: 'watt-hour', plural: 'watt-hours', symbol: 'Wh', abbr: 'wh', factor: q(3600), typical: '100' },
    { id: 'kwh', slug: 'kwh', singular: 'kilowatt-hour', plural: 'kilowatt-hours', symbol: 'kWh', abbr: 'kwh', aliases: ['units of electricity'], factor: q(3600000), typical: '10' },
    { id: 'btu', title: 'BTU', slug: 'btu', singular: 'British thermal unit', plural: 'BTU', symbol: 'BTU', abbr: 'btu', aliases: ['btus', 'british thermal units'], factor: BTU, note: 'The BTU here is the International Table BTU: 1055.05585262 J.', typical: '10000' },
    { id: 'ev', slug: 'electronvolts', singular: 'electronvolt', plural: 'electronvolts', symbol: 'eV', abbr: 'ev', aliases: ['electron volts'], factor: E('1.602176634e-19'), note: 'An electronvolt is 1.602176634e-19 J exactly (SI 2019).', typical: '1000' },
    { id: 'ftlbf', title: 'Foot-Pounds', slug: 'foot-pounds', singular: 'foot-pound', plural: 'foot-pounds', symbol: 'ft·lbf', abbr: 'ft lb', aliases: ['ft-lbs', 'foot pounds force', 'ft lbf'], factor: FOOT_POUND_FORCE, typical: '100' },
  ]),
  ...u('power', [
    { id: 'w', singular: 'watt', plural: 'watts', symbol: 'W', abbr: 'w', factor: q(1), typical: '1000' },
    { id: 'kw', singular: 'kilowatt', plural: 'kilowatts', symbol: 'kW', abbr: 'kw', factor: q(1000), typical: '100' },
    { id: 'mw', singular: 'megawatt', plural: 'megawatts', symbol: 'MW', abbr: 'mw', factor: q(1000000), typical: '10' },
    { id: 'hp', title: 'Horsepower', slug: 'hp', singular: 'horsepower', plural: 'horsepower', symbol: 'hp', abbr: 'hp', aliases: ['mechanical horsepower', 'bhp', 'imperial horsepower'], factor: mul(q(550), FOOT_POUND_FORCE), note: 'Mechanical horsepower: 550 ft·lbf/s = 745.69987158227022 W.', typical: '150' },
    { id: 'ps', title: 'Metric Horsepower (PS)', slug: 'metric-hp', singular: 'metric horsepower', plural: 'metric horsepower', symbol: 'PS', abbr: 'ps', aliases: ['cv', 'pferdestärke', 'ch'], factor: mul(q(75), KGF), note: 'Metric horsepower (PS): 75 kgf·m/s = 735.49875 W.', typical: '150' },
    { id: 'btuh', title: 'BTU per Hour', slug: 'btu-per-hour', singular: 'BTU per hour', plural: 'BTU per hour', symbol: 'BTU/h', abbr: 'btu/h', aliases: ['btu/hr', 'btuh'], factor: div(BTU, HOUR), note: 'The BTU here is the International Table BTU: 1055.05585262 J.', typical: '12000' },
    { id: 'tr', title: 'Tons of Refrigeration', slug: 'refrigeration-tons', singular: 'ton of refrigeration', plural: 'tons of refrigeration', symbol: 'TR', abbr: 'tons', aliases: ['refrigeration tons', 'rt', 'ac tons'], factor: div(mul(q(12000), BTU), HOUR), note: 'A ton of refrigeration is 12000 BTU/h (International Table BTU).', typical: '3' },
  ]),
  ...u('data', [
    { id: 'bit', singular: 'bit', plural: 'bits', symbol: 'bit', abbr: 'bit', factor: q(1), typical: '64' },
    { id: 'byte', singular: 'byte', plural: 'bytes', symbol: 'B', abbr: 'byte', aliases: ['B'], factor: q(8), typical: '1024' },
    { id: 'kilobit', singular: 'kilobit', plural: 'kilobits', symbol: 'kbit', abbr: 'kb', aliases: ['kbit'], factor: q(1000), typical: '1000' },
    { id: 'megabit', singular: 'megabit', plural: 'megabits', symbol: 'Mbit', abbr: 'Mb', aliases: ['mbit'], factor: q(1000000), typical: '100' },
    { id: 'gigabit', singular: 'gigabit', plural: 'gigabits', symbol: 'Gbit', abbr: 'Gb', aliases: ['gbit'], factor: q(1000000000), typical: '10' },
    { id: 'kilobyte', singular: 'kilobyte', plural: 'kilobytes', symbol: 'kB', abbr: 'KB', aliases: ['kbytes'], factor: q(8000), note: 'kB, MB, GB and TB are SI (decimal) units: 1 kB = 1000 bytes.', typical: '500' },
    { id: 'megabyte', singular: 'megabyte', plural: 'megabytes', symbol: 'MB', abbr: 'MB', aliases: ['megs'], factor: q(8000000), note: 'kB, MB, GB and TB are SI (decimal) units: 1 MB = 1000000 bytes.', typical: '500' },
    { id: 'gigabyte', singular: 'gigabyte', plural: 'gigabytes', symbol: 'GB', abbr: 'GB', aliases: ['gigs'], factor: q(8000000000), note: 'kB, MB, GB and TB are SI (decimal) units: 1 GB = 1000000000 bytes.', typical: '256' },
    { id: 'terabyte', singular: 'terabyte', plural: 'terabytes', symbol: 'TB', abbr: 'TB', factor: q(8000000000000), note: 'kB, MB, GB and TB are SI (decimal) units: 1 TB = 10^12 bytes.', typical: '2' },
    { id: 'petabyte', singular: 'petabyte', plural: 'petabytes', symbol: 'PB', abbr: 'PB', factor: q(8000000000000000), typical: '1' },
    { id: 'kibibyte', singular: 'kibibyte', plural: 'kibibytes', symbol: 'KiB', abbr: 'KiB', factor: q(8 * 1024), note: 'KiB, MiB, GiB and TiB are binary (IEC) units: 1 KiB = 1024 bytes.', typical: '512' },
    { id: 'mebibyte', singular: 'mebibyte', plural: 'mebibytes', symbol: 'MiB', abbr: 'MiB', factor: q(8 * 1024 ** 2), note: 'KiB, MiB, GiB and TiB are binary (IEC) units: 1 MiB = 1048576 bytes.', typical: '512' },
    { id: 'gibibyte', singular: 'gibibyte', plural: 'gibibytes', symbol: 'GiB', abbr: 'GiB', factor: q(8 * 1024 ** 3), note: 'KiB, MiB, GiB and TiB are binary (IEC) units: 1 GiB = 1073741824 bytes.', typical: '16' },
    { id: 'tebibyte', singular: 'tebibyte', plural: 'tebibytes', symbol: 'TiB', abbr: 'TiB', factor: q(8 * 1024 ** 4), note: 'KiB, MiB, GiB and TiB are binary (IEC) units: 1 TiB = 1099511627776 bytes.', typical: '2' },
  ]),
  ...u('dataRate', [
    { id: 'bps', title: 'Bits per Second', slug: 'bps', singular: 'bit per second', plural: 'bits per second', symbol: 'bit/s', abbr: 'bps', factor: q(1), typical: '9600' },
    { id: 'kbps', title: 'Kbps', slug: 'kbps', singular: 'kilobit per second', plural: 'kilobits per second', symbol: 'kbit/s', abbr: 'kbps', aliases: ['kbit/s'], factor: q(1000), typical: '320' },
    { id: 'mbps', title: 'Mbps', slug: 'mbps', singular: 'megabit per second', plural: 'megabits per second', symbol: 'Mbit/s', abbr: 'Mbps', aliases: ['Mbit/s', 'megabits'], factor: q(1000000), typical: '100' },
    { id: 'gbps', title: 'Gbps', slug: 'gbps', singular: 'gigabit per second', plural: 'gigabits per second', symbol: 'Gbit/s', abbr: 'Gbps', aliases: ['Gbit/s'], factor: q(1000000000), typical: '1' },
    { id: 'byteps', title: 'Bytes per Second', slug: 'bytes-per-second', singular: 'byte per second', plural: 'bytes per second', symbol: 'B/s', abbr: 'B/s', factor: q(8), typical: '1000' },
    { id: 'kbyteps', title: 'KB/s', slug: 'kb-per-second', singular: 'kilobyte per second', plural: 'kilobytes per second', symbol: 'kB/s', abbr: 'KB/s', aliases: ['kBps'], factor: q(8000), typical: '500' },
    { id: 'mbyteps', title: 'MB/s', slug: 'mb-per-second', singular: 'megabyte per second', plural: 'megabytes per second', symbol: 'MB/s', abbr: 'MB/s', aliases: ['MBps'], factor: q(8000000), typical: '10' },
    { id: 'gbyteps', title: 'GB/s', slug: 'gb-per-second', singular: 'gigabyte per second', plural: 'gigabytes per second', symbol: 'GB/s', abbr: 'GB/s', aliases: ['GBps'], factor: q(8000000000), typical: '1' },
    { id: 'mibps', title: 'MiB/s', slug: 'mib-per-second', singular: 'mebibyte per second', plural: 'mebibytes per second', symbol: 'MiB/s', abbr: 'MiB/s', factor: q(8 * 1024 ** 2), typical: '10' },
  ]),
  ...u('time', [
    { id: 'ns', singular: 'nanosecond', plural: 'nanoseconds', symbol: 'ns', abbr: 'ns', factor: E('1e-9'), typical: '1000' },
    { id: 'us', singular: 'microsecond', plural: 'microseconds', symbol: 'µs', abbr: 'us', aliases: ['μs'], factor: E('1e-6'), typical: '1000' },
    { id: 'ms', singular: 'millisecond', plural: 'milliseconds', symbol: 'ms', abbr: 'ms', factor: E('0.001'), typical: '1500' },
    { id: 's', singular: 'second', plural: 'seconds', symbol: 's', abbr: 'sec', aliases: ['secs'], factor: q(1), typical: '90' },
    { id: 'min', singular: 'minute', plural: 'minutes', symbol: 'min', abbr: 'min', aliases: ['mins'], factor: q(60), typical: '90' },
    { id: 'h', singular: 'hour', plural: 'hours', symbol: 'h', abbr: 'hr', aliases: ['hrs'], factor: HOUR, typical: '36' },
    { id: 'd', singular: 'day', plural: 'days', symbol: 'd', abbr: 'days', factor: q(86400), typical: '30' },
    { id: 'wk', singular: 'week', plural: 'weeks', symbol: 'wk', abbr: 'wk', aliases: ['wks'], factor: q(604800), typical: '12' },
    { id: 'mo', singular: 'month', plural: 'months', symbol: 'mo', abbr: 'mo', factor: div(YEAR_S, q(12)), note: 'A month here is one twelfth of a 365.2425-day year: 30.436875 days.', typical: '18' },
    { id: 'yr', singular: 'year', plural: 'years', symbol: 'yr', abbr: 'yr', aliases: ['yrs'], factor: YEAR_S, note: 'A year here is 365.2425 days, the average Gregorian calendar year.', typical: '2' },
  ]),
  ...u('fuel', [
    { id: 'mpg-us', title: 'MPG (US)', slug: 'mpg-us', singular: 'mile per US gallon', plural: 'miles per US gallon', symbol: 'mpg (US)', abbr: 'mpg', aliases: ['us mpg', 'mpg us'], factor: div(div(MILE, q(1000)), US_GALLON_L), typical: '30' },
    { id: 'mpg-uk', title: 'MPG (UK)', slug: 'mpg-uk', singular: 'mile per UK gallon', plural: 'miles per UK gallon', symbol: 'mpg (UK)', abbr: 'uk mpg', aliases: ['imperial mpg', 'mpg uk'], factor: div(div(MILE, q(1000)), UK_GALLON_L), typical: '40' },
    { id: 'l100km', title: 'Litres per 100 km', slug: 'litres-per-100km', singular: 'litre per 100 km', plural: 'litres per 100 km', us: 'liters per 100 km', symbol: 'L/100 km', abbr: 'l/100km', aliases: ['l per 100km', 'l/100 km'], kind: 'inverse', factor: q(100), typical: '8' },
    { id: 'kml', title: 'Kilometres per Litre', slug: 'km-per-litre', singular: 'kilometre per litre', plural: 'kilometres per litre', us: 'kilometers per liter', symbol: 'km/L', abbr: 'km/l', aliases: ['kmpl'], factor: q(1), typical: '15' },
  ]),
  ...u('angle', [
    { id: 'deg', singular: 'degree', plural: 'degrees', symbol: '°', tight: true, abbr: 'deg', factor: q(1), typical: '90' },
    { id: 'rad', singular: 'radian', plural: 'radians', symbol: 'rad', abbr: 'rad', factor: div(q(180), PI), typical: '3.14159' },
    { id: 'grad', singular: 'gradian', plural: 'gradians', symbol: 'gon', abbr: 'grad', aliases: ['gons', 'grads', 'grades'], factor: E('0.9'), typical: '100' },
    { id: 'turn', singular: 'turn', plural: 'turns', symbol: 'turn', abbr: 'rev', aliases: ['revolutions', 'rotations'], factor: q(360), typical: '2.5' },
    { id: 'arcmin', singular: 'arcminute', plural: 'arcminutes', symbol: '′', tight: true, abbr: 'arcmin', aliases: ['minutes of arc', 'moa'], factor: q(1, 60), typical: '30' },
    { id: 'arcsec', singular: 'arcsecond', plural: 'arcseconds', symbol: '″', tight: true, abbr: 'arcsec', aliases: ['seconds of arc'], factor: q(1, 3600), typical: '30' },
    { id: 'mrad', singular: 'milliradian', plural: 'milliradians', symbol: 'mrad', abbr: 'mrad', aliases: ['mils', 'mil'], factor: div(E('0.18'), PI), typical: '1' },
  ]),
  ...u('frequency', [
    { id: 'hz', singular: 'hertz', plural: 'hertz', symbol: 'Hz', abbr: 'hz', factor: q(1), typical: '440' },
    { id: 'khz', singular: 'kilohertz', plural: 'kilohertz', symbol: 'kHz', abbr: 'khz', factor: q(1000), typical: '44.1' },
    { id: 'mhz', singular: 'megahertz', plural: 'megahertz', symbol: 'MHz', abbr: 'mhz', factor: q(1000000), typical: '100' },
    { id: 'ghz', singular: 'gigahertz', plural: 'gigahertz', symbol: 'GHz', abbr: 'ghz', factor: q(1000000000), typical: '2.4' },
    { id: 'rpm', title: 'RPM', slug: 'rpm', singular: 'revolution per minute', plural: 'revolutions per minute', symbol: 'rpm', abbr: 'rpm', aliases: ['rev/min'], factor: q(1, 60), typical: '3000' },
    { id: 'rads', title: 'Radians per Second', slug: 'radians-per-second', singular: 'radian per second', plural: 'radians per second', symbol: 'rad/s', abbr: 'rad/s', aliases: ['angular velocity', 'angular frequency'], factor: div(q(1), mul(q(2), PI)), typical: '100' },
  ]),
  ...u('force', [
    { id: 'n', singular: 'newton', plural: 'newtons', symbol: 'N', abbr: 'n', factor: q(1), typical: '100' },
    { id: 'kn-force', singular: 'kilonewton', plural: 'kilonewtons', symbol: 'kN', abbr: 'kn', factor: q(1000), typical: '10' },
    { id: 'lbf', title: 'Pounds-Force', slug: 'pounds-force', singular: 'pound-force', plural: 'pounds-force', symbol: 'lbf', abbr: 'lbf', aliases: ['pounds force', 'lbs force'], factor: LBF, typical: '100' },
    { id: 'kgf', title: 'Kilograms-Force', slug: 'kilograms-force', singular: 'kilogram-force', plural: 'kilograms-force', symbol: 'kgf', abbr: 'kgf', aliases: ['kilopond', 'kp'], factor: KGF, typical: '10' },
    { id: 'dyn', singular: 'dyne', plural: 'dynes', symbol: 'dyn', abbr: 'dyn', factor: E('0.00001'), typical: '100000' },
  ]),
  ...u('torque', [
    { id: 'nm-torque', title: 'Newton-Metres', slug: 'newton-metres', singular: 'newton-metre', plural: 'newton-metres', us: 'newton-meters', symbol: 'N·m', abbr: 'nm', aliases: ['n-m', 'n m'], factor: q(1), typical: '100' },
    { id: 'lbf-ft', title: 'Foot-Pounds', slug: 'foot-pounds', singular: 'foot-pound', plural: 'foot-pounds', symbol: 'lbf·ft', abbr: 'lb ft', aliases: ['ft-lbs', 'foot-pounds', 'lbf ft'], factor: FOOT_POUND_FORCE, typical: '100' },
    { id: 'lbf-in', title: 'Inch-Pounds', slug: 'inch-pounds', singular: 'inch-pound', plural: 'inch-pounds', symbol: 'lbf·in', abbr: 'in lb', aliases: ['in-lbs', 'inch-pounds', 'lbf in'], factor: mul(INCH, LBF), typical: '100' },
    { id: 'kgf-m', title: 'kgf·m', slug: 'kgf-m', singular: 'kilogram-force metre', plural: 'kilogram-force metres', us: 'kilogram-force meters', symbol: 'kgf·m', abbr: 'kgm', aliases: ['kgf m', 'kg-m'], factor: KGF, typical: '10' },
    { id: 'kgf-cm', title: 'kgf·cm', slug: 'kgf-cm', singular: 'kilogram-force centimetre', plural: 'kilogram-force centimetres', us: 'kilogram-force centimeters', symbol: 'kgf·cm', abbr: 'kg cm', aliases: ['kgf cm', 'kg-cm'], factor: mul(KGF, E('0.01')), typical: '20' },
  ]),
  ...u('density', [
    { id: 'kg-m3', title: 'kg/m³', slug: 'kg-m3', singular: 'kilogram per cubic metre', plural: 'kilograms per cubic metre', us: 'kilograms per cubic meter', symbol: 'kg/m³', abbr: 'kg/m3', factor: q(1), typical: '1000' },
    { id: 'g-cm3', title: 'g/cm³', slug: 'g-cm3', singular: 'gram per cubic centimetre', plural: 'grams per cubic centimetre', us: 'grams per cubic centimeter', symbol: 'g/cm³', abbr: 'g/cm3', aliases: ['g/ml', 'g/cc', 'kg/l'], factor: q(1000), typical: '2.7' },
    { id: 'lb-ft3', title: 'lb/ft³', slug: 'lb-ft3', singular: 'pound per cubic foot', plural: 'pounds per cubic foot', symbol: 'lb/ft³', abbr: 'lb/ft3', aliases: ['pcf', 'lbs/ft3'], factor: div(POUND, E('0.028316846592')), typical: '62.4' },
    { id: 'lb-in3', title: 'lb/in³', slug: 'lb-in3', singular: 'pound per cubic inch', plural: 'pounds per cubic inch', symbol: 'lb/in³', abbr: 'lb/in3', factor: div(POUND, E('0.000016387064')), typical: '0.1' },
    { id: 'lb-gal', title: 'lb/gal (US)', slug: 'lb-gal', singular: 'pound per US gallon', plural: 'pounds per US gallon', symbol: 'lb/US gal', abbr: 'lb/gal', aliases: ['ppg'], factor: div(POUND, E('0.003785411784')), typical: '8.34' },
  ]),
  ...u('flow', [
    { id: 'lps', slug: 'litres-per-second', singular: 'litre per second', plural: 'litres per second', us: 'liters per second', symbol: 'L/s', abbr: 'l/s', factor: q(1), typical: '10' },
    { id: 'lpm', slug: 'litres-per-minute', singular: 'litre per minute', plural: 'litres per minute', us: 'liters per minute', symbol: 'L/min', abbr: 'l/min', aliases: ['lpm'], factor: q(1, 60), typical: '10' },
    { id: 'm3h', title: 'm³/h', slug: 'm3-per-hour', singular: 'cubic metre per hour', plural: 'cubic metres per hour', us: 'cubic meters per hour', symbol: 'm³/h', abbr: 'm3/h', aliases: ['m3/hr', 'cmh'], factor: div(q(1000), HOUR), typical: '10' },
    { id: 'gpm', title: 'GPM (US)', slug: 'gpm', singular: 'US gallon per minute', plural: 'US gallons per minute', symbol: 'US gal/min', abbr: 'gpm', aliases: ['gallons per minute'], factor: div(US_GALLON_L, q(60)), typical: '10' },
    { id: 'cfm', title: 'CFM', slug: 'cfm', singular: 'cubic foot per minute', plural: 'cubic feet per minute', symbol: 'ft³/min', abbr: 'cfm', factor: div(E('28.316846592'), q(60)), typical: '100' },
  ]),
  ...u('illuminance', [
    { id: 'lux', title: 'Lux', slug: 'lux', singular: 'lux', plural: 'lux', symbol: 'lx', abbr: 'lux', aliases: ['lx'], factor: q(1), typical: '500' },
    { id: 'fc', title: 'Foot-Candles', slug: 'foot-candles', singular: 'foot-candle', plural: 'foot-candles', symbol: 'fc', abbr: 'fc', aliases: ['footcandles', 'foot candles'], factor: div(q(1), mul(FOOT, FOOT)), typical: '50' },
  ]),
];

export interface Quantity {
  id: QuantityId;
  /** "Length", as in "Length Converter". */
  name: string;
  /** The general converter's tool id. */
  converterId: string;
  /** Its default pair. */
  from: string;
  to: string;
  keywords: readonly string[];
}

export const QUANTITIES: readonly Quantity[] = [
  {
    id: 'length',
    name: 'Length',
    converterId: 'length-converter',
    from: 'km',
    to: 'mi',
    keywords: ['distance converter', 'metric to imperial length', 'length unit converter', 'convert length'],
  },
  {
    id: 'mass',
    name: 'Weight',
    converterId: 'weight-converter',
    from: 'kg',
    to: 'lb',
    keywords: ['mass converter', 'weight unit converter', 'metric to imperial weight', 'convert weight'],
  },
  {
    id: 'volume',
    name: 'Volume',
    converterId: 'volume-converter',
    from: 'l',
    to: 'us-gal',
    keywords: ['liquid volume converter', 'capacity converter', 'volume unit converter', 'convert volume'],
  },
  {
    id: 'area',
    name: 'Area',
    converterId: 'area-converter',
    from: 'm2',
    to: 'ft2',
    keywords: ['square units converter', 'land area converter', 'area unit converter', 'convert area'],
  },
  {
    id: 'speed',
    name: 'Speed',
    converterId: 'speed-converter',
    from: 'kph',
    to: 'mph',
    keywords: ['velocity converter', 'speed unit converter', 'convert speed'],
  },
  {
    id: 'temperature',
    name: 'Temperature',
    converterId: 'temperature-converter',
    from: 'c',
    to: 'f',
    keywords: ['celsius fahrenheit kelvin', 'temp converter', 'convert temperature', 'degrees converter'],
  },
  {
    id: 'pressure',
    name: 'Pressure',
    converterId: 'pressure-converter',
    from: 'bar',
    to: 'psi',
    keywords: ['pressure unit converter', 'psi bar kpa', 'convert pressure'],
  },
  {
    id: 'energy',
    name: 'Energy',
    converterId: 'energy-converter',
    from: 'kwh',
    to: 'btu',
    keywords: ['energy unit converter', 'joules calories kwh', 'convert energy'],
  },
  {
    id: 'power',
    name: 'Power',
    converterId: 'power-converter',
    from: 'hp',
    to: 'kw',
    keywords: ['power unit converter', 'watts horsepower', 'convert power'],
  },
  {
    id: 'data',
    name: 'Data Storage',
    converterId: 'data-storage-converter',
    from: 'gigabyte',
    to: 'megabyte',
    keywords: ['file size converter', 'bytes converter', 'data size converter', 'storage unit converter'],
  },
  {
    id: 'dataRate',
    name: 'Data Transfer Rate',
    converterId: 'data-rate-converter',
    from: 'mbps',
    to: 'mbyteps',
    keywords: ['bandwidth converter', 'internet speed converter', 'mbps converter', 'download speed converter'],
  },
  {
    id: 'time',
    name: 'Time Unit',
    converterId: 'time-unit-converter',
    from: 'h',
    to: 'min',
    keywords: ['time converter', 'convert time units', 'seconds minutes hours converter'],
  },
  {
    id: 'fuel',
    name: 'Fuel Economy',
    converterId: 'fuel-economy-converter',
    from: 'mpg-us',
    to: 'l100km',
    keywords: ['fuel consumption converter', 'mpg converter', 'gas mileage converter', 'l/100km converter'],
  },
  {
    id: 'angle',
    name: 'Angle',
    converterId: 'angle-converter',
    from: 'deg',
    to: 'rad',
    keywords: ['angle unit converter', 'degrees radians converter', 'convert angle'],
  },
  {
    id: 'frequency',
    name: 'Frequency',
    converterId: 'frequency-converter',
    from: 'mhz',
    to: 'khz',
    keywords: ['hertz converter', 'hz converter', 'convert frequency'],
  },
  {
    id: 'force',
    name: 'Force',
    converterId: 'force-converter',
    from: 'n',
    to: 'lbf',
    keywords: ['newton converter', 'force unit converter', 'convert force'],
  },
  {
    id: 'torque',
    name: 'Torque',
    converterId: 'torque-converter',
    from: 'nm-torque',
    to: 'lbf-ft',
    keywords: ['torque unit converter', 'nm to ft lbs', 'convert torque'],
  },
  {
    id: 'density',
    name: 'Density',
    converterId: 'density-converter',
    from: 'g-cm3',
    to: 'kg-m3',
    keywords: ['density unit converter', 'specific weight converter', 'convert density'],
  },
  {
    id: 'flow',
    name: 'Flow Rate',
    converterId: 'flow-rate-converter',
    from: 'lpm',
    to: 'gpm',
    keywords: ['volumetric flow converter', 'flow unit converter', 'gpm converter'],
  },
];

const byId = new Map(UNITS.map((unit) => [unit.id, unit]));

export function unitById(id: string | undefined): Unit | undefined {
  return id === undefined ? undefined : byId.get(id);
}
