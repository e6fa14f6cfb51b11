/** finance, shopping: discounts, sales tax, VAT, tips, bills and unit prices: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { ADD_REMOVE } from '../fields';

export const rows = [
  {
    id: 'discount-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`{percent}\s+off\s+(?:of\s+|a\s+)?{money}|{money}\s+(?:with|at|minus|less)\s+{percent}\s+(?:off|discount)`,
          fill: { percent: 'num:$1|$4', price: 'num:$2|$3' },
          why: 'works out the sale price, with the price and discount filled in',
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`sales tax (?:on|for|of)\s+(?:a\s+)?{money}(?:\s+(?:purchase|item))?(?:\s+(?:at|with)\s+{percent})?`,
          fill: { price: 'num:$1', rate: 'num:$2' },
          why: 'adds sales tax to your price, already filled in',
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`(add|including)\s+(?:{percent}\s+)?vat\s+(?:to|from|on)\s+{money}|{money}\s+(plus|\+|with)\s+(?:{percent}\s+)?vat`,
          fill: { amount: 'num:$3|$4', mode: 'add', rate: 'num:$2|$6' },
          why: 'adds VAT to your amount, already filled in',
        },
        {
          pattern: String.raw`(remove|take off|subtract|excluding)\s+(?:{percent}\s+)?vat\s+(?:to|from|on)\s+{money}|{money}\s+(minus|-|without)\s+(?:{percent}\s+)?vat`,
          fill: { amount: 'num:$3|$4', mode: 'remove', rate: 'num:$2|$6' },
          why: 'takes VAT off your amount, already filled in',
        },
        {
          pattern: String.raw`(add)\s+{percent}\s+vat\b(?!\s+(?:to|from|on)\s+[$£€]?\d)`,
          fill: { rate: 'num:$2', mode: 'add' },
          why: 'adds VAT at {$2}%, with the rate filled in',
          partly: true,
        },
        {
          pattern: String.raw`(remove|take off|subtract)\s+{percent}\s+vat\b(?!\s+(?:to|from|on)\s+[$£€]?\d)`,
          fill: { rate: 'num:$2', mode: 'remove' },
          why: 'takes off VAT at {$2}%, with the rate filled in',
          partly: true,
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`(?:(?:{percent})\s+)?tip\s+(?:on|for|of)\s+(?:a\s+)?{money}(?:\s+bill)?(?:\s+(?:at|with)\s+{percent})?|tip\s+{percent}\s+(?:on|of)\s+{money}`,
          fill: { bill: 'num:$2|$5', percent: 'num:$1|$3|$4' },
          why: 'works out the tip and the total, with your bill filled in',
        },
      ],
    },
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(20, rows);
