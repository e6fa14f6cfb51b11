/** finance, business: margins, markups, break-even, commission and depreciation: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(60, rows);
