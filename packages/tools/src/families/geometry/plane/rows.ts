/** geometry, plane shapes: area and perimeter: the rows (data). Their code is run.ts beside them. */
import { calcTopic, numberField, selectField } from '../../calcKit';
import { len, RADIUS_OR_DIAMETER, type Shape, shapes } from '../fields';

export const rows = [
  {
    id: 'circle-area-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(area)\s+of (?:a\s+)?circle\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?{num}`,
          fill: { measure: 'measure:$2', value: 'num:$3' },
          why: 'works out the area of a circle with a {measure} of {$3}, already filled in',
        },
      ],
    },
    name: 'Area of a Circle Calculator',
    description: 'Find the area of a circle (πr²) from its radius or diameter.',
    keywords: ['circle area', 'area of circle', 'πr²', 'circle calculator', 'area from diameter'],
    fields: [RADIUS_OR_DIAMETER, len('value', 'Radius or diameter', '5')],
    examples: [
      { input: { measure: 'radius', value: '5' }, output: 'Area: 78.5398' },
      { input: { measure: 'diameter', value: '10' }, output: 'Area: 78.5398' },
    ],
  },
  {
    id: 'circumference-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(circumference|perimeter)\s+of (?:a\s+)?circle\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?{num}`,
          fill: { measure: 'measure:$2', value: 'num:$3' },
          why: 'works out the circumference of a circle with a {measure} of {$3}, already filled in',
        },
      ],
    },
    name: 'Circumference Calculator',
    description: 'Find the circumference of a circle (2πr) from its radius or diameter.',
    keywords: ['circumference of a circle', 'perimeter of circle', '2πr', 'πd', 'circle circumference'],
    fields: [RADIUS_OR_DIAMETER, len('value', 'Radius or diameter', '5')],
    examples: [{ input: { measure: 'radius', value: '5' }, output: 'Circumference: 31.4159' }],
  },
  {
    id: 'rectangle-area-calculator',
    name: 'Rectangle Area and Perimeter Calculator',
    description: 'Find the area, perimeter and diagonal of a rectangle from its length and width.',
    keywords: [
      'area of rectangle',
      'perimeter of rectangle',
      'length times width',
      'rectangle calculator',
      'square footage',
    ],
    fields: [len('length', 'Length', '4'), len('width', 'Width', '3')],
    examples: [{ input: { length: '4', width: '3' }, output: 'Area: 12, perimeter: 14' }],
  },
  {
    id: 'square-area-calculator',
    name: 'Square Area and Perimeter Calculator',
    description: 'Find the area, perimeter and diagonal of a square from its side.',
    keywords: ['area of a square', 'perimeter of square', 'side squared', 'square calculator', 'square diagonal'],
    fields: [len('side', 'Side', '4')],
    examples: [{ input: { side: '4' }, output: 'Area: 16, perimeter: 16' }],
  },
  {
    id: 'triangle-area-calculator',
    name: 'Triangle Area Calculator',
    description: 'Find the area of a triangle from its base and height (½ × base × height).',
    keywords: ['area of triangle', 'half base times height', 'triangle area formula', 'triangle calculator'],
    fields: [len('base', 'Base', '10'), len('height', 'Height', '3')],
    examples: [{ input: { base: '10', height: '3' }, output: 'Area: 15' }],
  },
  {
    id: 'herons-formula-calculator',
    name: "Heron's Formula Calculator",
    description: 'Find the area, perimeter and angles of a triangle from its three sides.',
    keywords: [
      'triangle area from three sides',
      'herons formula',
      'sss triangle',
      'triangle angles from sides',
      'law of cosines',
    ],
    fields: [len('a', 'Side a', '3'), len('b', 'Side b', '4'), len('c', 'Side c', '5')],
    examples: [
      { input: { a: '3', b: '4', c: '5' }, output: 'Area: 6' },
      { input: { a: '7', b: '8', c: '9' }, output: 'Area: 26.8328' },
    ],
  },
  {
    id: 'trapezoid-area-calculator',
    name: 'Trapezoid Area Calculator',
    description: 'Find the area of a trapezoid (trapezium) from its two parallel sides and height.',
    keywords: ['trapezium area', 'area of trapezoid', 'trapezoid formula', '(a + b) / 2 × h'],
    fields: [len('a', 'Parallel side a', '5'), len('b', 'Parallel side b', '7'), len('height', 'Height', '4')],
    examples: [{ input: { a: '5', b: '7', height: '4' }, output: 'Area: 24' }],
  },
  {
    id: 'parallelogram-area-calculator',
    name: 'Parallelogram Area Calculator',
    description: 'Find the area of a parallelogram from its base and height, and its perimeter from a side.',
    keywords: ['area of parallelogram', 'parallelogram formula', 'base times height', 'parallelogram perimeter'],
    fields: [
      len('base', 'Base', '8'),
      len('height', 'Height', '5'),
      numberField('side', 'Slanted side (optional, for the perimeter)', '', { min: 0 }),
    ],
    examples: [{ input: { base: '8', height: '5' }, output: 'Area: 40' }],
  },
  {
    id: 'ellipse-area-calculator',
    name: 'Ellipse Area Calculator',
    description:
      'Find the area of an ellipse (πab) from its semi-axes, with its perimeter (by the arithmetic–geometric mean, exact).',
    keywords: ['area of ellipse', 'oval area', 'ellipse perimeter', 'ellipse calculator', 'pi a b'],
    fields: [len('a', 'Semi-major axis a', '5'), len('b', 'Semi-minor axis b', '3')],
    examples: [{ input: { a: '5', b: '3' }, output: 'Area: 47.1239' }],
  },
  {
    id: 'sector-area-calculator',
    name: 'Sector Area Calculator',
    description: 'Find the area of a sector of a circle from its radius and angle, with its arc length.',
    keywords: ['area of sector', 'pie slice area', 'sector of a circle', 'segment area', 'sector formula'],
    fields: [len('radius', 'Radius', '10'), numberField('angle', 'Angle (degrees)', '90', { min: 0, max: 360 })],
    examples: [{ input: { radius: '10', angle: '90' }, output: 'Area: 78.5398' }],
  },
  {
    id: 'arc-length-calculator',
    name: 'Arc Length Calculator',
    description: 'Find the length of a circular arc from its radius and central angle.',
    keywords: ['arc length', 'length of an arc', 's = rθ', 'arc of a circle', 'curved length'],
    fields: [
      len('radius', 'Radius', '10'),
      numberField('angle', 'Central angle', '90', { min: 0 }),
      selectField(
        'unit',
        'Angle in',
        [
          ['deg', 'Degrees'],
          ['rad', 'Radians'],
        ],
        'deg',
      ),
    ],
    examples: [
      { input: { radius: '10', angle: '90', unit: 'deg' }, output: 'Arc length: 15.708' },
      { input: { radius: '2', angle: '1.5', unit: 'rad' }, output: 'Arc length: 3' },
    ],
  },
  {
    id: 'rhombus-area-calculator',
    name: 'Rhombus Area Calculator',
    description: 'Find the area, side and perimeter of a rhombus from its two diagonals.',
    keywords: ['area of rhombus', 'rhombus diagonals', 'diamond shape area', 'rhombus formula'],
    fields: [len('p', 'Diagonal p', '6'), len('q', 'Diagonal q', '8')],
    examples: [{ input: { p: '6', q: '8' }, output: 'Area: 24' }],
  },
  {
    id: 'regular-polygon-calculator',
    name: 'Regular Polygon Area Calculator',
    description: 'Find the area, perimeter and angles of a regular polygon, such as a hexagon, from its side.',
    keywords: ['hexagon area', 'pentagon area', 'octagon area', 'polygon interior angle', 'regular polygon'],
    fields: [
      numberField('sides', 'Number of sides', '6', { min: 3, max: 1000, step: 1 }),
      len('side', 'Side length', '2'),
    ],
    examples: [{ input: { sides: '6', side: '2' }, output: 'Area: 10.3923' }],
  },
] as const satisfies readonly Shape[];

export const topic = calcTopic(10, shapes(rows));
