/**
 * Money and percentage calculators: percentages, discounts, sales tax and VAT/GST (a general one
 * and one per country people search for, at that country's standard rate), tips, loans and
 * mortgages, interest and savings, investment returns, business margins, pay and depreciation.
 * Hand-written from the textbook formulas (annuity, compound interest, Excel's DDB); no library.
 */
import { numberField as n, rowMaker, selectField, textareaField, type CalcSpec } from '../calcKit';
import type { FamilyDefinition } from '../../types';

const row = rowMaker('finance', 'finance');

const ADD_REMOVE = [
  ['add', 'Add tax to a net price'],
  ['remove', 'Remove tax from a gross price'],
] as const;

/** Standard rates, checked against each tax authority's published rate (2025). */
export const VAT_COUNTRIES = [
  {
    id: 'uk',
    country: 'UK',
    tax: 'VAT',
    rate: '20',
    keywords: ['uk vat calculator', 'vat calculator uk', 'add vat 20%', 'remove vat uk', 'hmrc vat', 'british vat'],
  },
  {
    id: 'ireland',
    country: 'Ireland',
    tax: 'VAT',
    rate: '23',
    keywords: ['irish vat calculator', 'vat ireland 23%', 'revenue vat', 'add vat ireland'],
  },
  {
    id: 'germany',
    country: 'Germany',
    tax: 'VAT',
    rate: '19',
    keywords: ['mwst rechner', 'mehrwertsteuer rechner', 'german vat 19%', 'ust rechner'],
  },
  {
    id: 'france',
    country: 'France',
    tax: 'VAT',
    rate: '20',
    keywords: ['tva calculator', 'calcul tva', 'french vat 20%', 'ht ttc'],
  },
  {
    id: 'italy',
    country: 'Italy',
    tax: 'VAT',
    rate: '22',
    keywords: ['iva calculator italy', 'calcolo iva', 'italian vat 22%', 'scorporo iva'],
  },
  {
    id: 'spain',
    country: 'Spain',
    tax: 'VAT',
    rate: '21',
    keywords: ['iva calculator spain', 'calcular iva', 'spanish vat 21%', 'iva 21'],
  },
  {
    id: 'netherlands',
    country: 'Netherlands',
    tax: 'VAT',
    rate: '21',
    keywords: ['btw calculator', 'btw berekenen', 'dutch vat 21%', 'btw 21'],
  },
  {
    id: 'belgium',
    country: 'Belgium',
    tax: 'VAT',
    rate: '21',
    keywords: ['belgian vat calculator', 'btw belgie', 'tva belgique', 'belgium vat 21%'],
  },
  {
    id: 'austria',
    country: 'Austria',
    tax: 'VAT',
    rate: '20',
    keywords: ['austrian vat', 'ust rechner österreich', 'mwst österreich', 'austria vat 20%'],
  },
  {
    id: 'poland',
    country: 'Poland',
    tax: 'VAT',
    rate: '23',
    keywords: ['polish vat calculator', 'kalkulator vat', 'vat 23%', 'poland vat 23'],
  },
  {
    id: 'portugal',
    country: 'Portugal',
    tax: 'VAT',
    rate: '23',
    keywords: ['iva portugal', 'calcular iva portugal', 'portuguese vat 23%', 'iva 23'],
  },
  {
    id: 'sweden',
    country: 'Sweden',
    tax: 'VAT',
    rate: '25',
    keywords: ['moms kalkylator', 'räkna moms', 'swedish vat 25%', 'moms 25'],
  },
  {
    id: 'denmark',
    country: 'Denmark',
    tax: 'VAT',
    rate: '25',
    keywords: ['moms beregner', 'danish vat 25%', 'beregn moms', 'moms danmark'],
  },
  {
    id: 'finland',
    country: 'Finland',
    tax: 'VAT',
    rate: '25.5',
    keywords: ['alv laskuri', 'finnish vat 25.5%', 'alv 25,5', 'arvonlisävero'],
  },
  {
    id: 'norway',
    country: 'Norway',
    tax: 'VAT',
    rate: '25',
    keywords: ['mva kalkulator', 'norwegian vat 25%', 'beregne mva', 'mva 25'],
  },
  {
    id: 'switzerland',
    country: 'Switzerland',
    tax: 'VAT',
    rate: '8.1',
    keywords: ['mwst rechner schweiz', 'swiss vat 8.1%', 'tva suisse', 'mwst 8.1'],
  },
  {
    id: 'south-africa',
    country: 'South Africa',
    tax: 'VAT',
    rate: '15',
    keywords: ['sars vat calculator', 'vat calculator sa', 'south african vat 15%', 'vat 15 percent'],
  },
  {
    id: 'uae',
    country: 'UAE',
    tax: 'VAT',
    rate: '5',
    keywords: ['dubai vat calculator', 'uae vat 5%', 'vat calculator uae', 'fta vat'],
  },
  {
    id: 'saudi-arabia',
    country: 'Saudi Arabia',
    tax: 'VAT',
    rate: '15',
    keywords: ['ksa vat calculator', 'saudi vat 15%', 'zatca vat', 'vat calculator ksa'],
  },
  {
    id: 'australia',
    country: 'Australia',
    tax: 'GST',
    rate: '10',
    keywords: ['australian gst calculator', 'gst calculator au', 'add gst', 'remove gst', 'ato gst'],
  },
  {
    id: 'new-zealand',
    country: 'New Zealand',
    tax: 'GST',
    rate: '15',
    keywords: ['nz gst calculator', 'gst 15%', 'ird gst', 'gst calculator nz'],
  },
  {
    id: 'singapore',
    country: 'Singapore',
    tax: 'GST',
    rate: '9',
    keywords: ['sg gst calculator', 'singapore gst 9%', 'iras gst', 'gst calculator singapore'],
  },
  {
    id: 'canada',
    country: 'Canada',
    tax: 'GST',
    rate: '5',
    keywords: ['canadian gst calculator', 'gst 5%', 'cra gst', 'federal gst canada'],
  },
] as const;

/** 100 net in each country's currency, and 100 gross back to net, at that country's rate (net × (1 + r), gross ÷ (1 + r)). */
const VAT_EXAMPLES: Record<(typeof VAT_COUNTRIES)[number]['id'], readonly [string, string]> = {
  uk: ['120.00', '83.33'],
  ireland: ['123.00', '81.30'],
  germany: ['119.00', '84.03'],
  france: ['120.00', '83.33'],
  italy: ['122.00', '81.97'],
  spain: ['121.00', '82.64'],
  netherlands: ['121.00', '82.64'],
  belgium: ['121.00', '82.64'],
  austria: ['120.00', '83.33'],
  poland: ['123.00', '81.30'],
  portugal: ['123.00', '81.30'],
  sweden: ['125.00', '80.00'],
  denmark: ['125.00', '80.00'],
  finland: ['125.50', '79.68'],
  norway: ['125.00', '80.00'],
  switzerland: ['108.10', '92.51'],
  'south-africa': ['115.00', '86.96'],
  uae: ['105.00', '95.24'],
  'saudi-arabia': ['115.00', '86.96'],
  australia: ['110.00', '90.91'],
  'new-zealand': ['115.00', '86.96'],
  singapore: ['109.00', '91.74'],
  canada: ['105.00', '95.24'],
};

const countryTaxTools = VAT_COUNTRIES.map((c) =>
  row({
    id: `${c.id}-${c.tax.toLowerCase()}-calculator`,
    name: `${c.country} ${c.tax} Calculator (${c.rate}%)`,
    description: `Add or remove ${c.country}'s standard ${c.tax} rate of ${c.rate}% on a price.`,
    keywords: c.keywords,
    op: 'vat',
    params: { rate: c.rate, tax: c.tax },
    fields: [n('amount', 'Amount', '100', { min: 0 }), selectField('mode', 'What to do', ADD_REMOVE, 'add')],
    examples: [
      { input: { amount: '100', mode: 'add' }, output: `Price including ${c.tax}: ${VAT_EXAMPLES[c.id][0]}` },
      { input: { amount: '100', mode: 'remove' }, output: `Price excluding ${c.tax}: ${VAT_EXAMPLES[c.id][1]}` },
    ],
  }),
);

const FREQUENCIES = [
  ['1', 'Annually'],
  ['2', 'Semi-annually'],
  ['4', 'Quarterly'],
  ['12', 'Monthly'],
  ['52', 'Weekly'],
  ['365', 'Daily (365 a year)'],
  ['continuous', 'Continuously'],
] as const;

const TIMING = [
  ['end', 'End of each period (ordinary annuity)'],
  ['begin', 'Start of each period (annuity due)'],
] as const;

const percentageTools: CalcSpec[] = [
  {
    id: 'percentage-calculator',
    name: 'Percentage Calculator',
    description: 'Work out a percentage of a number, such as 15% of 200.',
    keywords: ['percent of a number', 'what is x% of y', '% calculator', 'percentage of', 'percent calculator'],
    op: 'percent-of',
    category: 'maths',
    fields: [n('percent', 'Percentage (%)', '15'), n('number', 'Of the number', '200')],
    examples: [
      { input: { percent: '15', number: '200' }, output: '15% of 200 = 30' },
      { input: { percent: '7.5', number: '80' }, output: '7.5% of 80 = 6' },
    ],
  },
  {
    id: 'what-percent-calculator',
    name: 'What Percent Is X of Y Calculator',
    description: 'Find what percentage one number is of another, such as 30 out of 200.',
    keywords: [
      'x is what percent of y',
      'what percentage',
      'percent of total',
      'fraction as percentage',
      'out of percentage',
    ],
    op: 'what-percent',
    category: 'maths',
    fields: [n('part', 'The number', '30'), n('whole', 'Out of (the whole)', '200')],
    examples: [
      { input: { part: '30', whole: '200' }, output: '30 is 15% of 200' },
      { input: { part: '1', whole: '3' }, output: '1 is 33.3333% of 3' },
    ],
  },
  {
    id: 'percentage-change-calculator',
    name: 'Percentage Change Calculator',
    description: 'Find the percentage increase or decrease from an old value to a new one.',
    keywords: [
      'percent change',
      'percentage increase between two numbers',
      'percentage decrease',
      '% change',
      'growth percentage',
    ],
    op: 'percent-change',
    category: 'maths',
    fields: [n('from', 'Old value', '50'), n('to', 'New value', '75')],
    examples: [
      { input: { from: '50', to: '75' }, output: '50% increase' },
      { input: { from: '80', to: '60' }, output: '25% decrease' },
    ],
  },
  {
    id: 'percentage-increase-decrease-calculator',
    name: 'Increase or Decrease by a Percentage',
    description: 'Add a percentage to a number or take a percentage off it, such as 200 plus 15%.',
    keywords: [
      'increase by percentage',
      'decrease by percentage',
      'add percentage to number',
      'subtract percentage',
      'percent increase calculator',
    ],
    op: 'percent-adjust',
    category: 'maths',
    fields: [
      n('number', 'Number', '200'),
      n('percent', 'Percentage (%)', '15'),
      selectField(
        'direction',
        'Direction',
        [
          ['increase', 'Increase'],
          ['decrease', 'Decrease'],
        ],
        'increase',
      ),
    ],
    examples: [
      { input: { number: '200', percent: '15', direction: 'increase' }, output: '200 increased by 15% = 230' },
      { input: { number: '80', percent: '12.5', direction: 'decrease' }, output: '80 decreased by 12.5% = 70' },
    ],
  },
  {
    id: 'percentage-difference-calculator',
    name: 'Percentage Difference Calculator',
    description: 'Compare two values as the difference divided by their average, in percent.',
    keywords: [
      'percent difference',
      'difference between two numbers percentage',
      '% difference',
      'relative difference',
    ],
    op: 'percent-difference',
    category: 'maths',
    fields: [n('a', 'First value', '40'), n('b', 'Second value', '60')],
    examples: [
      { input: { a: '40', b: '60' }, output: 'Percentage difference: 40%' },
      { input: { a: '10', b: '12' }, output: 'Percentage difference: 18.1818%' },
    ],
  },
  {
    id: 'reverse-percentage-calculator',
    name: 'Reverse Percentage Calculator',
    description: 'Find the original value before a percentage increase or decrease.',
    keywords: [
      'original price before increase',
      'reverse percent',
      'find original number',
      'before percentage',
      'undo percentage',
    ],
    op: 'reverse-percent',
    category: 'maths',
    fields: [
      n('final', 'Value after the change', '230'),
      n('percent', 'Percentage (%)', '15'),
      selectField(
        'direction',
        'The change was',
        [
          ['increase', 'An increase'],
          ['decrease', 'A decrease'],
        ],
        'increase',
      ),
    ],
    examples: [
      { input: { final: '230', percent: '15', direction: 'increase' }, output: 'Original value: 200' },
      { input: { final: '70', percent: '30', direction: 'decrease' }, output: 'Original value: 100' },
    ],
  },
];

const shoppingTools: CalcSpec[] = [
  {
    id: 'discount-calculator',
    name: 'Discount Calculator',
    description: 'Find the sale price and how much you save with a percent-off discount.',
    keywords: [
      'percent off calculator',
      'sale price calculator',
      '% off',
      'price after discount',
      'how much is 20% off',
    ],
    op: 'discount',
    fields: [
      n('price', 'Original price', '80', { min: 0 }),
      n('percent', 'Discount (% off)', '25', { min: 0, max: 100 }),
    ],
    examples: [
      { input: { price: '80', percent: '25' }, output: 'Sale price: 60.00' },
      { input: { price: '49.99', percent: '15' }, output: 'Sale price: 42.49' },
    ],
  },
  {
    id: 'discount-percentage-calculator',
    name: 'Discount Percentage Calculator',
    description: 'Find the percentage off from the original price and the sale price.',
    keywords: [
      'what percent off',
      'percentage off calculator',
      'discount rate',
      'how much percent discount',
      'sale percentage',
    ],
    op: 'discount-percent',
    fields: [n('price', 'Original price', '80', { min: 0 }), n('sale', 'Sale price', '60', { min: 0 })],
    examples: [
      { input: { price: '80', sale: '60' }, output: 'Discount: 25% off' },
      { input: { price: '120', sale: '100' }, output: 'Discount: 16.6667% off' },
    ],
  },
  {
    id: 'double-discount-calculator',
    name: 'Double Discount Calculator',
    description: 'Apply two discounts one after the other and see the single equivalent discount.',
    keywords: [
      'stacked discount',
      'additional percent off',
      'successive discounts',
      'discount on discount',
      '20% off plus extra 10%',
    ],
    op: 'double-discount',
    fields: [
      n('price', 'Original price', '100', { min: 0 }),
      n('first', 'First discount (%)', '20', { min: 0, max: 100 }),
      n('second', 'Extra discount (%)', '10', { min: 0, max: 100 }),
    ],
    examples: [{ input: { price: '100', first: '20', second: '10' }, output: 'Final price: 72.00' }],
  },
  {
    id: 'sales-tax-calculator',
    name: 'Sales Tax Calculator',
    description: 'Add sales tax to a price at the rate you give.',
    keywords: ['add sales tax', 'price with tax', 'tax calculator', 'sales tax rate', 'total with tax'],
    op: 'sales-tax',
    fields: [n('price', 'Price before tax', '100', { min: 0 }), n('rate', 'Sales tax rate (%)', '8.25', { min: 0 })],
    examples: [
      { input: { price: '100', rate: '8.25' }, output: 'Total with tax: 108.25' },
      { input: { price: '59.99', rate: '7' }, output: 'Total with tax: 64.19' },
    ],
  },
  {
    id: 'reverse-sales-tax-calculator',
    name: 'Reverse Sales Tax Calculator',
    description: 'Find the price before tax and the tax paid from a total that includes sales tax.',
    keywords: ['remove sales tax', 'price before tax', 'back out sales tax', 'pre-tax price', 'tax included'],
    op: 'reverse-sales-tax',
    fields: [
      n('total', 'Total including tax', '108.25', { min: 0 }),
      n('rate', 'Sales tax rate (%)', '8.25', { min: 0 }),
    ],
    examples: [
      { input: { total: '108.25', rate: '8.25' }, output: 'Price before tax: 100.00' },
      { input: { total: '50', rate: '6' }, output: 'Price before tax: 47.17' },
    ],
  },
  {
    id: 'vat-calculator',
    name: 'VAT Calculator',
    description: 'Add VAT to a net price or remove it from a gross price at any rate.',
    keywords: ['add vat', 'remove vat', 'reverse vat', 'vat inclusive', 'gst calculator', 'net to gross'],
    op: 'vat',
    params: { tax: 'VAT' },
    fields: [
      n('amount', 'Amount', '100', { min: 0 }),
      n('rate', 'VAT rate (%)', '20', { min: 0 }),
      selectField('mode', 'What to do', ADD_REMOVE, 'add'),
    ],
    examples: [
      { input: { amount: '100', rate: '20', mode: 'add' }, output: 'Price including VAT: 120.00' },
      { input: { amount: '240', rate: '20', mode: 'remove' }, output: 'Price excluding VAT: 200.00' },
    ],
  },
  {
    id: 'india-gst-calculator',
    name: 'India GST Calculator',
    description: "Add or remove India's GST at 5%, 18% or 40%, with the CGST and SGST halves.",
    keywords: ['gst calculator india', 'cgst sgst', 'gst 18%', 'inclusive gst', 'exclusive gst'],
    op: 'vat',
    params: { tax: 'GST', split: 'india' },
    fields: [
      n('amount', 'Amount (₹)', '1000', { min: 0 }),
      selectField(
        'rate',
        'GST rate',
        [
          ['5', '5% (merit rate)'],
          ['18', '18% (standard rate)'],
          ['40', '40% (demerit rate)'],
        ],
        '18',
      ),
      selectField('mode', 'What to do', ADD_REMOVE, 'add'),
    ],
    examples: [
      { input: { amount: '1000', rate: '18', mode: 'add' }, output: 'Price including GST: 1180.00' },
      { input: { amount: '1050', rate: '5', mode: 'remove' }, output: 'Price excluding GST: 1000.00' },
    ],
  },
  {
    id: 'tip-calculator',
    name: 'Tip Calculator',
    description: 'Work out the tip and the total for a bill, and each share when splitting it.',
    keywords: ['gratuity calculator', 'how much to tip', 'tip percentage', '15% tip', '20 percent tip'],
    op: 'tip',
    fields: [
      n('bill', 'Bill amount', '85', { min: 0 }),
      n('percent', 'Tip (%)', '18', { min: 0 }),
      n('people', 'Number of people', '1', { min: 1, step: 1 }),
    ],
    examples: [
      { input: { bill: '85', percent: '18', people: '1' }, output: 'Tip: 15.30, total: 100.30' },
      { input: { bill: '120', percent: '20', people: '4' }, output: 'Tip: 24.00, total: 144.00' },
    ],
  },
  {
    id: 'bill-split-calculator',
    name: 'Split the Bill Calculator',
    description: 'Split a bill, with an optional tip, evenly between a number of people.',
    keywords: ['bill splitter', 'split check', 'split the tab', 'divide bill', 'split restaurant bill'],
    op: 'split-bill',
    fields: [
      n('bill', 'Bill amount', '115', { min: 0 }),
      n('people', 'Number of people', '4', { min: 1, step: 1 }),
      n('percent', 'Tip (%)', '0', { min: 0 }),
    ],
    examples: [
      { input: { bill: '115', people: '4', percent: '0' }, output: 'Each person pays: 28.75' },
      { input: { bill: '100', people: '3', percent: '15' }, output: 'Each person pays: 38.33' },
    ],
  },
  {
    id: 'unit-price-calculator',
    name: 'Unit Price Calculator',
    description: 'Compare two sizes of a product by price per unit to find the better buy.',
    keywords: ['price per unit', 'price comparison', 'cost per ounce', 'better buy calculator', 'price per kg'],
    op: 'unit-price',
    fields: [
      n('priceA', 'Price of item A', '3.49', { min: 0 }),
      n('sizeA', 'Size of item A (units)', '12', { min: 0 }),
      n('priceB', 'Price of item B', '5.29', { min: 0 }),
      n('sizeB', 'Size of item B (units)', '20', { min: 0 }),
    ],
    examples: [
      {
        input: { priceA: '3.49', sizeA: '12', priceB: '5.29', sizeB: '20' },
        output: 'Item B is the better buy: 0.2645 per unit against 0.290833',
      },
    ],
  },
  {
    id: 'fuel-cost-calculator',
    name: 'Fuel Cost Calculator',
    description: 'Estimate the fuel cost of a trip from its distance, fuel economy and fuel price.',
    keywords: ['gas cost calculator', 'trip cost calculator', 'petrol cost', 'fuel calculator', 'road trip gas'],
    op: 'fuel-cost',
    fields: [
      selectField(
        'units',
        'Units',
        [
          ['us', 'Miles, mpg (US) and price per US gallon'],
          ['metric', 'Kilometres, L/100 km and price per litre'],
        ],
        'us',
      ),
      n('distance', 'Distance', '300', { min: 0 }),
      n('economy', 'Fuel economy', '30', { min: 0 }),
      n('price', 'Fuel price', '3.5', { min: 0 }),
    ],
    examples: [
      { input: { units: 'us', distance: '300', economy: '30', price: '3.5' }, output: 'Fuel cost: 35.00' },
      { input: { units: 'metric', distance: '450', economy: '6.5', price: '1.8' }, output: 'Fuel cost: 52.65' },
    ],
  },
];

const loanTools: CalcSpec[] = [
  {
    id: 'loan-calculator',
    name: 'Loan EMI Calculator',
    description: 'Work out the monthly payment (EMI) of a loan, its total interest and a year-by-year schedule.',
    keywords: [
      'emi calculator',
      'loan payment calculator',
      'monthly payment',
      'personal loan calculator',
      'loan repayment',
    ],
    op: 'loan',
    fields: [
      n('amount', 'Loan amount', '200000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6', { min: 0 }),
      n('years', 'Term (years)', '30', { min: 0 }),
    ],
    examples: [
      { input: { amount: '200000', rate: '6', years: '30' }, output: 'Monthly payment: 1199.10' },
      { input: { amount: '10000', rate: '0', years: '2' }, output: 'Monthly payment: 416.67' },
    ],
  },
  {
    id: 'amortization-schedule-calculator',
    name: 'Amortization Schedule Calculator',
    description: 'List every monthly payment of a loan split into principal and interest, with the balance left.',
    keywords: [
      'amortisation schedule',
      'amortization table',
      'loan schedule',
      'payment schedule',
      'mortgage amortization',
    ],
    op: 'amortization',
    pro: true,
    fields: [
      n('amount', 'Loan amount', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '12', { min: 0 }),
      n('months', 'Term (months)', '3', { min: 1, max: 600, step: 1 }),
    ],
    examples: [
      {
        input: { amount: '1000', rate: '12', months: '3' },
        output: 'Monthly payment: 340.02',
      },
    ],
  },
  {
    id: 'mortgage-calculator',
    name: 'Mortgage Calculator',
    description:
      'Work out a monthly mortgage payment from the price, down payment, rate and term, with tax and insurance.',
    keywords: [
      'home loan calculator',
      'mortgage payment calculator',
      'house payment',
      'piti calculator',
      'monthly mortgage',
    ],
    op: 'mortgage',
    fields: [
      n('price', 'Home price', '400000', { min: 0 }),
      n('down', 'Down payment', '80000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6.5', { min: 0 }),
      n('years', 'Term (years)', '30', { min: 0 }),
      n('tax', 'Property tax per year', '0', { min: 0 }),
      n('insurance', 'Home insurance per year', '0', { min: 0 }),
    ],
    examples: [
      {
        input: { price: '400000', down: '80000', rate: '6.5', years: '30', tax: '0', insurance: '0' },
        output: 'Monthly payment: 2022.62',
      },
      {
        input: { price: '300000', down: '60000', rate: '7', years: '15', tax: '3600', insurance: '1200' },
        output: 'Monthly payment: 2557.19',
      },
    ],
  },
  {
    id: 'car-loan-calculator',
    name: 'Car Loan Calculator',
    description: 'Work out the monthly payment on a car loan after the down payment and trade-in.',
    keywords: [
      'auto loan calculator',
      'car finance calculator',
      'vehicle loan',
      'car payment calculator',
      'auto payment',
    ],
    op: 'car-loan',
    fields: [
      n('price', 'Car price', '30000', { min: 0 }),
      n('down', 'Down payment', '5000', { min: 0 }),
      n('tradeIn', 'Trade-in value', '0', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '7', { min: 0 }),
      n('months', 'Term (months)', '60', { min: 1, step: 1 }),
    ],
    examples: [
      {
        input: { price: '30000', down: '5000', tradeIn: '0', rate: '7', months: '60' },
        output: 'Monthly payment: 495.03',
      },
    ],
  },
  {
    id: 'credit-card-payoff-calculator',
    name: 'Credit Card Payoff Calculator',
    description: 'Find how many months a fixed monthly payment takes to clear a card balance, and the interest paid.',
    keywords: [
      'credit card payment calculator',
      'debt payoff calculator',
      'pay off credit card',
      'credit card interest',
      'months to pay off',
    ],
    op: 'card-payoff',
    fields: [
      n('balance', 'Card balance', '5000', { min: 0 }),
      n('apr', 'APR (%)', '20', { min: 0 }),
      n('payment', 'Monthly payment', '200', { min: 0 }),
    ],
    examples: [{ input: { balance: '5000', apr: '20', payment: '200' }, output: 'Paid off in 33 months' }],
  },
  {
    id: 'mortgage-overpayment-calculator',
    name: 'Mortgage Overpayment Calculator',
    description: 'See how much time and interest an extra monthly payment saves on a loan or mortgage.',
    keywords: [
      'extra payment calculator',
      'pay off mortgage early',
      'loan prepayment',
      'overpay mortgage',
      'extra principal payment',
    ],
    op: 'overpayment',
    pro: true,
    fields: [
      n('amount', 'Loan balance', '200000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6', { min: 0 }),
      n('years', 'Years left', '30', { min: 0 }),
      n('extra', 'Extra each month', '200', { min: 0 }),
    ],
    examples: [
      { input: { amount: '200000', rate: '6', years: '30', extra: '200' }, output: 'Paid off 9 years sooner' },
    ],
  },
  {
    id: 'interest-rate-calculator',
    name: 'Interest Rate Calculator',
    description: 'Find the annual interest rate of a loan from its amount, monthly payment and term.',
    keywords: [
      'find interest rate',
      'loan rate calculator',
      'what is my interest rate',
      'rate from payment',
      'solve for rate',
    ],
    op: 'loan-rate',
    pro: true,
    fields: [
      n('amount', 'Loan amount', '200000', { min: 0 }),
      n('payment', 'Monthly payment', '1199.10', { min: 0 }),
      n('months', 'Term (months)', '360', { min: 1, step: 1 }),
    ],
    examples: [{ input: { amount: '200000', payment: '1199.10', months: '360' }, output: 'Annual interest rate: 6%' }],
  },
  {
    id: 'debt-to-income-ratio-calculator',
    name: 'Debt-to-Income Ratio Calculator',
    description: 'Work out your debt-to-income (DTI) ratio from monthly debt payments and gross monthly income.',
    keywords: ['dti calculator', 'debt to income', 'dti ratio', 'mortgage dti', 'back-end ratio'],
    op: 'dti',
    fields: [
      n('debts', 'Monthly debt payments', '1800', { min: 0 }),
      n('income', 'Gross monthly income', '5000', { min: 0 }),
    ],
    examples: [{ input: { debts: '1800', income: '5000' }, output: 'Debt-to-income ratio: 36%' }],
  },
  {
    id: 'loan-to-value-calculator',
    name: 'Loan-to-Value (LTV) Calculator',
    description: 'Work out the loan-to-value ratio of a mortgage from the loan amount and the property value.',
    keywords: ['ltv calculator', 'ltv ratio', 'mortgage ltv', 'loan to value ratio', 'equity percentage'],
    op: 'ltv',
    fields: [n('loan', 'Loan amount', '240000', { min: 0 }), n('value', 'Property value', '300000', { min: 0 })],
    examples: [{ input: { loan: '240000', value: '300000' }, output: 'Loan-to-value: 80%' }],
  },
];

const interestTools: CalcSpec[] = [
  {
    id: 'compound-interest-calculator',
    name: 'Compound Interest Calculator',
    description: 'Grow a sum at a yearly rate compounded annually, monthly, daily or continuously.',
    keywords: [
      'compound interest',
      'interest compounded monthly',
      'investment growth',
      'a = p(1 + r/n)^nt',
      'compounding calculator',
    ],
    op: 'compound',
    fields: [
      n('principal', 'Starting amount', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '10', { min: 0 }),
      selectField('frequency', 'Compounded', FREQUENCIES, '12'),
    ],
    examples: [
      { input: { principal: '1000', rate: '5', years: '10', frequency: '12' }, output: 'Final amount: 1647.01' },
      { input: { principal: '1000', rate: '5', years: '10', frequency: '1' }, output: 'Final amount: 1628.89' },
      {
        input: { principal: '1000', rate: '5', years: '10', frequency: 'continuous' },
        output: 'Final amount: 1648.72',
      },
    ],
  },
  {
    id: 'simple-interest-calculator',
    name: 'Simple Interest Calculator',
    description: 'Work out simple interest (principal × rate × time) and the total owed.',
    keywords: ['simple interest formula', 'i = prt', 'flat interest', 'interest calculator', 'simple interest loan'],
    op: 'simple-interest',
    fields: [
      n('principal', 'Principal', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '3', { min: 0 }),
    ],
    examples: [{ input: { principal: '1000', rate: '5', years: '3' }, output: 'Interest: 150.00' }],
  },
  {
    id: 'savings-calculator',
    name: 'Savings Calculator',
    description: 'See what a starting sum and a monthly deposit grow to, with interest compounded monthly.',
    keywords: [
      'savings growth calculator',
      'monthly savings calculator',
      'investment calculator',
      'compound interest with deposits',
      'savings interest',
    ],
    op: 'savings',
    fields: [
      n('initial', 'Starting amount', '1000', { min: 0 }),
      n('monthly', 'Monthly deposit', '100', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '10', { min: 0 }),
    ],
    examples: [
      { input: { initial: '1000', monthly: '100', rate: '5', years: '10' }, output: 'Final balance: 17175.24' },
    ],
  },
  {
    id: 'savings-goal-calculator',
    name: 'Savings Goal Calculator',
    description: 'Find the monthly deposit needed to reach a savings goal by a date, with monthly interest.',
    keywords: [
      'how much to save per month',
      'savings plan',
      'sinking fund calculator',
      'save for a goal',
      'monthly savings needed',
    ],
    op: 'savings-goal',
    fields: [
      n('goal', 'Savings goal', '10000', { min: 0 }),
      n('current', 'Saved already', '0', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '0'),
      n('years', 'Years to save', '2', { min: 0 }),
    ],
    examples: [
      { input: { goal: '10000', current: '0', rate: '0', years: '2' }, output: 'Save each month: 416.67' },
      { input: { goal: '20000', current: '2000', rate: '4', years: '5' }, output: 'Save each month: 264.83' },
    ],
  },
  {
    id: 'future-value-calculator',
    name: 'Future Value Calculator',
    description: 'Find the future value of a lump sum and regular payments at a rate per period.',
    keywords: ['fv calculator', 'future value of annuity', 'time value of money', 'fv formula', 'tvm calculator'],
    op: 'future-value',
    fields: [
      n('present', 'Present value', '1000', { min: 0 }),
      n('rate', 'Interest rate per period (%)', '5'),
      n('periods', 'Number of periods', '10', { min: 0 }),
      n('payment', 'Payment each period', '100', { min: 0 }),
      selectField('timing', 'Payments at', TIMING, 'end'),
    ],
    examples: [
      {
        input: { present: '1000', rate: '5', periods: '10', payment: '100', timing: 'end' },
        output: 'Future value: 2886.68',
      },
      {
        input: { present: '0', rate: '5', periods: '10', payment: '100', timing: 'begin' },
        output: 'Future value: 1320.68',
      },
    ],
  },
  {
    id: 'present-value-calculator',
    name: 'Present Value Calculator',
    description: 'Discount a future sum, and optional regular payments, back to what they are worth today.',
    keywords: [
      'pv calculator',
      'present value of annuity',
      'discount future value',
      'npv of lump sum',
      'time value of money',
    ],
    op: 'present-value',
    fields: [
      n('future', 'Future value', '1000', { min: 0 }),
      n('rate', 'Discount rate per period (%)', '5'),
      n('periods', 'Number of periods', '10', { min: 0 }),
      n('payment', 'Payment each period', '0', { min: 0 }),
      selectField('timing', 'Payments at', TIMING, 'end'),
    ],
    examples: [
      {
        input: { future: '1000', rate: '5', periods: '10', payment: '0', timing: 'end' },
        output: 'Present value: 613.91',
      },
      {
        input: { future: '0', rate: '5', periods: '10', payment: '100', timing: 'end' },
        output: 'Present value: 772.17',
      },
    ],
  },
  {
    id: 'apy-calculator',
    name: 'APR to APY Calculator',
    description: 'Turn a nominal annual rate (APR) into the annual percentage yield (APY) for its compounding.',
    keywords: ['apy calculator', 'effective annual rate', 'ear calculator', 'apr vs apy', 'annual percentage yield'],
    op: 'apy',
    pro: true,
    fields: [n('apr', 'Nominal annual rate, APR (%)', '6'), selectField('frequency', 'Compounded', FREQUENCIES, '12')],
    examples: [
      { input: { apr: '6', frequency: '12' }, output: 'APY: 6.16778%' },
      { input: { apr: '5', frequency: 'continuous' }, output: 'APY: 5.12711%' },
    ],
  },
  {
    id: 'rule-of-72-calculator',
    name: 'Rule of 72 Calculator',
    description: 'Estimate how many years money takes to double at a yearly rate, beside the exact answer.',
    keywords: ['doubling time', 'how long to double money', 'rule of 72', 'rule of 70', 'years to double'],
    op: 'rule-of-72',
    fields: [n('rate', 'Annual return (%)', '8', { min: 0 })],
    examples: [{ input: { rate: '8' }, output: 'Years to double: 9 (rule of 72)' }],
  },
  {
    id: 'inflation-calculator',
    name: 'Inflation Calculator',
    description: 'Find what a sum will cost after years of inflation at a rate you give, and what it will buy.',
    keywords: [
      'future cost inflation',
      'purchasing power calculator',
      'inflation adjusted value',
      'cost of living increase',
      'real value',
    ],
    op: 'inflation',
    fields: [
      n('amount', 'Amount today', '1000', { min: 0 }),
      n('rate', 'Yearly inflation rate (%)', '3', { min: -100 }),
      n('years', 'Years', '10', { min: 0 }),
    ],
    examples: [{ input: { amount: '1000', rate: '3', years: '10' }, output: 'Costs in 10 years: 1343.92' }],
  },
];

const investmentTools: CalcSpec[] = [
  {
    id: 'roi-calculator',
    name: 'ROI Calculator',
    description: 'Work out the return on investment from what you put in and what you got back, yearly too.',
    keywords: ['return on investment', 'roi formula', 'investment return', 'annualized roi', 'profit percentage'],
    op: 'roi',
    fields: [
      n('invested', 'Amount invested', '1000', { min: 0 }),
      n('returned', 'Amount returned', '1250', { min: 0 }),
      n('years', 'Years held (optional)', '2', { min: 0 }),
    ],
    examples: [{ input: { invested: '1000', returned: '1250', years: '2' }, output: 'ROI: 25%' }],
  },
  {
    id: 'cagr-calculator',
    name: 'CAGR Calculator',
    description: 'Work out the compound annual growth rate between a starting and an ending value.',
    keywords: [
      'compound annual growth rate',
      'cagr formula',
      'annual growth rate',
      'average annual return',
      'growth rate calculator',
    ],
    op: 'cagr',
    fields: [
      n('start', 'Starting value', '1000', { min: 0 }),
      n('end', 'Ending value', '2000', { min: 0 }),
      n('years', 'Years', '5', { min: 0 }),
    ],
    examples: [{ input: { start: '1000', end: '2000', years: '5' }, output: 'CAGR: 14.8698%' }],
  },
  {
    id: 'stock-profit-calculator',
    name: 'Stock Profit Calculator',
    description: 'Work out the profit or loss and the return on a share trade, after fees.',
    keywords: ['stock gain calculator', 'share profit', 'capital gain calculator', 'stock return', 'trading profit'],
    op: 'stock-profit',
    fields: [
      n('shares', 'Number of shares', '100', { min: 0 }),
      n('buy', 'Buy price per share', '50', { min: 0 }),
      n('sell', 'Sell price per share', '56', { min: 0 }),
      n('fees', 'Total fees', '10', { min: 0 }),
    ],
    examples: [{ input: { shares: '100', buy: '50', sell: '56', fees: '10' }, output: 'Profit: 590.00' }],
  },
  {
    id: 'dividend-yield-calculator',
    name: 'Dividend Yield Calculator',
    description: 'Work out a share’s dividend yield from its yearly dividend and its price.',
    keywords: ['dividend yield', 'yield on stock', 'dividend percentage', 'annual dividend yield', 'stock yield'],
    op: 'dividend-yield',
    fields: [
      n('dividend', 'Dividend per share per year', '2.4', { min: 0 }),
      n('price', 'Share price', '80', { min: 0 }),
    ],
    examples: [{ input: { dividend: '2.4', price: '80' }, output: 'Dividend yield: 3%' }],
  },
  {
    id: 'npv-calculator',
    name: 'NPV Calculator',
    description: 'Work out the net present value of an investment from its cost and yearly cash flows.',
    keywords: ['net present value', 'npv formula', 'discounted cash flow', 'dcf calculator', 'capital budgeting'],
    op: 'npv',
    pro: true,
    fields: [
      n('rate', 'Discount rate per year (%)', '10'),
      n('initial', 'Initial investment (paid now)', '1000', { min: 0 }),
      textareaField('flows', 'Cash flows, year 1 onwards', '500, 400, 300, 200', {
        help: 'Separate with commas or new lines; a negative number is a payment out.',
      }),
    ],
    examples: [{ input: { rate: '10', initial: '1000', flows: '500, 400, 300, 200' }, output: 'NPV: 147.12' }],
  },
  {
    id: 'irr-calculator',
    name: 'IRR Calculator',
    description: 'Find the internal rate of return of a series of cash flows, starting with the investment.',
    keywords: [
      'internal rate of return',
      'irr formula',
      'irr excel',
      'project return',
      'discount rate that makes npv zero',
    ],
    op: 'irr',
    pro: true,
    fields: [
      textareaField('flows', 'Cash flows, from now (year 0) onwards', '-1000, 500, 400, 300, 200', {
        help: 'Start with the investment as a negative number.',
      }),
    ],
    examples: [
      { input: { flows: '-1000, 500, 400, 300, 200' }, output: 'IRR: 17.805%' },
      { input: { flows: '-100, 110' }, output: 'IRR: 10%' },
    ],
  },
  {
    id: 'payback-period-calculator',
    name: 'Payback Period Calculator',
    description: 'Find how many years an investment takes to pay for itself from its yearly cash flows.',
    keywords: [
      'payback period',
      'break even time',
      'investment payback',
      'years to recover investment',
      'simple payback',
    ],
    op: 'payback',
    pro: true,
    fields: [
      n('initial', 'Initial investment', '1000', { min: 0 }),
      textareaField('flows', 'Cash flows, year 1 onwards', '300, 400, 500, 600'),
    ],
    examples: [{ input: { initial: '1000', flows: '300, 400, 500, 600' }, output: 'Payback period: 2.6 years' }],
  },
];

const businessTools: CalcSpec[] = [
  {
    id: 'profit-margin-calculator',
    name: 'Profit Margin Calculator',
    description: 'Work out the profit, gross margin and markup from cost and selling price.',
    keywords: [
      'gross margin calculator',
      'margin percentage',
      'profit percentage',
      'margin formula',
      'gross profit margin',
    ],
    op: 'margin',
    fields: [n('cost', 'Cost', '75', { min: 0 }), n('revenue', 'Selling price (revenue)', '100', { min: 0 })],
    examples: [{ input: { cost: '75', revenue: '100' }, output: 'Profit margin: 25%' }],
  },
  {
    id: 'markup-calculator',
    name: 'Markup Calculator',
    description: 'Find the selling price from a cost and a markup percentage, with the margin it gives.',
    keywords: ['markup percentage', 'price from markup', 'markup formula', 'cost plus pricing', 'retail markup'],
    op: 'markup',
    fields: [n('cost', 'Cost', '80', { min: 0 }), n('markup', 'Markup (%)', '25', { min: -100 })],
    examples: [{ input: { cost: '80', markup: '25' }, output: 'Selling price: 100.00' }],
  },
  {
    id: 'selling-price-calculator',
    name: 'Selling Price from Margin Calculator',
    description: 'Find the selling price that gives a target profit margin on a cost.',
    keywords: [
      'price from margin',
      'margin calculator',
      'target margin pricing',
      'what to charge for margin',
      'gross margin price',
    ],
    op: 'price-from-margin',
    fields: [n('cost', 'Cost', '60', { min: 0 }), n('margin', 'Target margin (%)', '40', { max: 99.99 })],
    examples: [{ input: { cost: '60', margin: '40' }, output: 'Selling price: 100.00' }],
  },
  {
    id: 'break-even-calculator',
    name: 'Break-Even Calculator',
    description: 'Find how many units you must sell to cover fixed costs, and the revenue at that point.',
    keywords: [
      'break even point',
      'break-even analysis',
      'bep calculator',
      'contribution margin',
      'units to break even',
    ],
    op: 'break-even',
    fields: [
      n('fixed', 'Fixed costs', '10000', { min: 0 }),
      n('price', 'Price per unit', '50', { min: 0 }),
      n('variable', 'Variable cost per unit', '30', { min: 0 }),
    ],
    examples: [{ input: { fixed: '10000', price: '50', variable: '30' }, output: 'Break-even point: 500 units' }],
  },
  {
    id: 'commission-calculator',
    name: 'Commission Calculator',
    description: 'Work out a sales commission from the sale amount and the commission rate.',
    keywords: ['sales commission', 'commission rate', 'realtor commission', 'commission percentage', 'agent fee'],
    op: 'commission',
    fields: [n('sales', 'Sale amount', '250000', { min: 0 }), n('rate', 'Commission rate (%)', '3', { min: 0 })],
    examples: [{ input: { sales: '250000', rate: '3' }, output: 'Commission: 7500.00' }],
  },
  {
    id: 'straight-line-depreciation-calculator',
    name: 'Straight-Line Depreciation Calculator',
    description: 'Spread an asset’s cost less its salvage value evenly over its useful life.',
    keywords: [
      'depreciation calculator',
      'straight line method',
      'annual depreciation',
      'book value',
      'asset depreciation',
    ],
    op: 'depreciation-straight',
    fields: [
      n('cost', 'Asset cost', '10000', { min: 0 }),
      n('salvage', 'Salvage value', '1000', { min: 0 }),
      n('life', 'Useful life (years)', '5', { min: 1, max: 100, step: 1 }),
    ],
    examples: [{ input: { cost: '10000', salvage: '1000', life: '5' }, output: 'Depreciation each year: 1800.00' }],
  },
  {
    id: 'declining-balance-depreciation-calculator',
    name: 'Declining Balance Depreciation Calculator',
    description: 'Depreciate an asset by double (or 1.5×) declining balance, year by year, as Excel’s DDB does.',
    keywords: [
      'double declining balance',
      'ddb calculator',
      'reducing balance depreciation',
      'accelerated depreciation',
      '150% declining balance',
    ],
    op: 'depreciation-declining',
    pro: true,
    fields: [
      n('cost', 'Asset cost', '10000', { min: 0 }),
      n('salvage', 'Salvage value', '1000', { min: 0 }),
      n('life', 'Useful life (years)', '5', { min: 1, max: 100, step: 1 }),
      selectField(
        'factor',
        'Rate',
        [
          ['2', 'Double declining (200%)'],
          ['1.5', '150% declining'],
        ],
        '2',
      ),
    ],
    examples: [
      {
        input: { cost: '10000', salvage: '1000', life: '5', factor: '2' },
        output: 'Year 1: 4000.00\nYear 2: 2400.00\nYear 3: 1440.00\nYear 4: 864.00\nYear 5: 296.00',
      },
    ],
  },
];

const payTools: CalcSpec[] = [
  {
    id: 'hourly-to-salary-calculator',
    name: 'Hourly to Salary Calculator',
    description: 'Turn an hourly wage into a yearly, monthly and weekly salary.',
    keywords: [
      'hourly to annual',
      'hourly wage to salary',
      'how much is 20 an hour a year',
      'annual income from hourly',
      'wage calculator',
    ],
    op: 'hourly-to-salary',
    fields: [
      n('hourly', 'Hourly rate', '25', { min: 0 }),
      n('hours', 'Hours a week', '40', { min: 0, max: 168 }),
      n('weeks', 'Weeks a year', '52', { min: 0, max: 53 }),
    ],
    examples: [{ input: { hourly: '25', hours: '40', weeks: '52' }, output: 'Yearly salary: 52000.00' }],
  },
  {
    id: 'salary-to-hourly-calculator',
    name: 'Salary to Hourly Calculator',
    description: 'Turn a yearly salary into an hourly rate from the hours and weeks you work.',
    keywords: [
      'annual to hourly',
      'salary to hourly wage',
      'hourly rate from salary',
      'how much per hour',
      'salary per hour',
    ],
    op: 'salary-to-hourly',
    fields: [
      n('salary', 'Yearly salary', '60000', { min: 0 }),
      n('hours', 'Hours a week', '40', { min: 0, max: 168 }),
      n('weeks', 'Weeks a year', '52', { min: 0, max: 53 }),
    ],
    examples: [{ input: { salary: '60000', hours: '40', weeks: '52' }, output: 'Hourly rate: 28.85' }],
  },
  {
    id: 'pay-raise-calculator',
    name: 'Pay Raise Calculator',
    description: 'Work out a new salary after a percentage raise, and what the raise is worth.',
    keywords: [
      'salary increase calculator',
      'raise percentage',
      'new salary after raise',
      'wage increase',
      'pay rise calculator',
    ],
    op: 'pay-raise',
    fields: [n('salary', 'Current salary', '52000', { min: 0 }), n('percent', 'Raise (%)', '3')],
    examples: [{ input: { salary: '52000', percent: '3' }, output: 'New salary: 53560.00' }],
  },
  {
    id: 'overtime-calculator',
    name: 'Overtime Pay Calculator',
    description: 'Work out pay for regular and overtime hours at time and a half or another rate.',
    keywords: ['time and a half calculator', 'overtime rate', 'ot pay', 'double time calculator', 'overtime hours pay'],
    op: 'overtime',
    fields: [
      n('hourly', 'Hourly rate', '20', { min: 0 }),
      n('regular', 'Regular hours', '40', { min: 0 }),
      n('overtime', 'Overtime hours', '5', { min: 0 }),
      n('multiplier', 'Overtime multiplier', '1.5', { min: 1 }),
    ],
    examples: [
      { input: { hourly: '20', regular: '40', overtime: '5', multiplier: '1.5' }, output: 'Total pay: 950.00' },
    ],
  },
];

export const finance: FamilyDefinition = {
  order: 100,
  id: 'finance',
  summary:
    'Percentages, discounts, sales tax and VAT/GST (general and per country at its standard rate), tips, loans, mortgages, interest, savings, investment returns (NPV, IRR), margins, pay and depreciation; hand-written textbook formulas, no library needed.',
  tools: [
    ...percentageTools,
    ...shoppingTools,
    ...loanTools,
    ...interestTools,
    ...investmentTools,
    ...businessTools,
    ...payTools,
  ]
    .map(row)
    .concat(countryTaxTools),
};
