/**
 * Geometry: area and perimeter of plane shapes, volume and surface area of solids, and
 * coordinate geometry (distance, midpoint, slope). The rows come from a table of shapes and
 * their measurements; the engine holds one formula per row. Hand-written; no library is needed.
 */
import { numberField, rowMaker, selectField, type CalcSpec } from '../calcKit';
import type { Ask, Field, FamilyDefinition } from '../../types';

const row = rowMaker('geometry', 'maths');

/** A length: a number field of at least 0. */
const len = (name: string, label: string, value: string): Field => numberField(name, label, value, { min: 0 });
const RADIUS_OR_DIAMETER = selectField(
  'measure',
  'I know the',
  [
    ['radius', 'Radius'],
    ['diameter', 'Diameter'],
  ],
  'radius',
);
const point = (k: 1 | 2, x: string, y: string): Field[] => [
  numberField(`x${k}`, `x${k}`, x),
  numberField(`y${k}`, `y${k}`, y),
];

/** One shape: what it is called and searched as, what is measured, and a worked example. */
interface Shape {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  fields: readonly Field[];
  examples: CalcSpec['examples'];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  pro?: boolean;
}

const SHAPES: readonly Shape[] = [
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
  {
    id: 'cube-volume-calculator',
    name: 'Cube Volume Calculator',
    description: 'Find the volume of a cube (side³) from its side.',
    keywords: ['volume of a cube', 'cubic volume', 'side cubed', 'cube calculator'],
    fields: [len('side', 'Side', '3')],
    examples: [{ input: { side: '3' }, output: 'Volume: 27' }],
  },
  {
    id: 'cube-surface-area-calculator',
    name: 'Cube Surface Area Calculator',
    description: 'Find the surface area of a cube (6 × side²) from its side.',
    keywords: ['surface area of a cube', 'cube area', '6a²', 'cube surface'],
    fields: [len('side', 'Side', '3')],
    examples: [{ input: { side: '3' }, output: 'Surface area: 54' }],
  },
  {
    id: 'cuboid-volume-calculator',
    name: 'Rectangular Prism Volume Calculator',
    description: 'Find the volume of a box (cuboid) from its length, width and height.',
    keywords: [
      'cuboid volume',
      'box volume',
      'volume of rectangular prism',
      'length width height volume',
      'cubic feet of a box',
    ],
    fields: [len('length', 'Length', '2'), len('width', 'Width', '3'), len('height', 'Height', '4')],
    examples: [{ input: { length: '2', width: '3', height: '4' }, output: 'Volume: 24' }],
  },
  {
    id: 'cuboid-surface-area-calculator',
    name: 'Rectangular Prism Surface Area Calculator',
    description: 'Find the surface area of a box (cuboid) from its length, width and height.',
    keywords: ['cuboid surface area', 'box surface area', 'surface area of rectangular prism', '2(lw + lh + wh)'],
    fields: [len('length', 'Length', '2'), len('width', 'Width', '3'), len('height', 'Height', '4')],
    examples: [{ input: { length: '2', width: '3', height: '4' }, output: 'Surface area: 52' }],
  },
  {
    id: 'sphere-volume-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(volume)\s+of (?:a\s+)?sphere\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?{num}`,
          fill: { measure: 'measure:$2', value: 'num:$3' },
          why: 'works out the volume of a sphere with a {measure} of {$3}, already filled in',
        },
      ],
    },
    name: 'Sphere Volume Calculator',
    description: 'Find the volume of a sphere (4/3 πr³) from its radius or diameter.',
    keywords: ['volume of a sphere', 'ball volume', '4/3 pi r cubed', 'sphere calculator'],
    fields: [RADIUS_OR_DIAMETER, len('value', 'Radius or diameter', '3')],
    examples: [{ input: { measure: 'radius', value: '3' }, output: 'Volume: 113.097' }],
  },
  {
    id: 'sphere-surface-area-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(surface area)\s+of (?:a\s+)?sphere\s+(?:with\s+)?(?:an?\s+|the\s+)?(radius|diameter|r|d)\s*(?:of\s+|=\s*|is\s+)?{num}`,
          fill: { measure: 'measure:$2', value: 'num:$3' },
          why: 'works out the surface area of a sphere with a {measure} of {$3}, already filled in',
        },
      ],
    },
    name: 'Sphere Surface Area Calculator',
    description: 'Find the surface area of a sphere (4πr²) from its radius or diameter.',
    keywords: ['surface area of a sphere', 'ball surface area', '4 pi r squared', 'sphere area'],
    fields: [RADIUS_OR_DIAMETER, len('value', 'Radius or diameter', '2')],
    examples: [{ input: { measure: 'radius', value: '2' }, output: 'Surface area: 50.2655' }],
  },
  {
    id: 'hemisphere-volume-calculator',
    name: 'Hemisphere Volume Calculator',
    description: 'Find the volume (2/3 πr³) and surface area of a hemisphere from its radius.',
    keywords: ['volume of hemisphere', 'half sphere volume', 'dome volume', 'hemisphere surface area'],
    fields: [len('radius', 'Radius', '3')],
    examples: [{ input: { radius: '3' }, output: 'Volume: 56.5487' }],
  },
  {
    id: 'cylinder-volume-calculator',
    name: 'Cylinder Volume Calculator',
    description: 'Find the volume of a cylinder (πr²h) from its radius and height.',
    keywords: ['volume of a cylinder', 'tank volume', 'pi r squared h', 'cylinder capacity', 'pipe volume'],
    fields: [len('radius', 'Radius', '2'), len('height', 'Height', '5')],
    examples: [{ input: { radius: '2', height: '5' }, output: 'Volume: 62.8319' }],
  },
  {
    id: 'cylinder-surface-area-calculator',
    name: 'Cylinder Surface Area Calculator',
    description: 'Find the total and curved surface area of a cylinder from its radius and height.',
    keywords: ['surface area of a cylinder', 'lateral area cylinder', '2πrh + 2πr²', 'cylinder area'],
    fields: [len('radius', 'Radius', '2'), len('height', 'Height', '5')],
    examples: [{ input: { radius: '2', height: '5' }, output: 'Surface area: 87.9646' }],
  },
  {
    id: 'cone-volume-calculator',
    name: 'Cone Volume Calculator',
    description: 'Find the volume of a cone (⅓πr²h) from its radius and height.',
    keywords: ['volume of a cone', 'cone formula', '1/3 pi r squared h', 'cone capacity'],
    fields: [len('radius', 'Radius', '3'), len('height', 'Height', '4')],
    examples: [{ input: { radius: '3', height: '4' }, output: 'Volume: 37.6991' }],
  },
  {
    id: 'cone-surface-area-calculator',
    name: 'Cone Surface Area Calculator',
    description: 'Find the total surface area and slant height of a cone from its radius and height.',
    keywords: ['surface area of a cone', 'cone slant height', 'lateral area of cone', 'cone area'],
    fields: [len('radius', 'Radius', '3'), len('height', 'Height', '4')],
    examples: [{ input: { radius: '3', height: '4' }, output: 'Surface area: 75.3982' }],
  },
  {
    id: 'pyramid-volume-calculator',
    name: 'Pyramid Volume Calculator',
    description: 'Find the volume of a pyramid with a rectangular base (⅓ × base area × height).',
    keywords: ['volume of a pyramid', 'square pyramid volume', 'pyramid formula', 'rectangular pyramid'],
    fields: [len('length', 'Base length', '4'), len('width', 'Base width', '4'), len('height', 'Height', '6')],
    examples: [{ input: { length: '4', width: '4', height: '6' }, output: 'Volume: 32' }],
  },
  {
    id: 'pyramid-surface-area-calculator',
    name: 'Pyramid Surface Area Calculator',
    description: 'Find the surface area of a right pyramid with a rectangular base from its base and height.',
    keywords: [
      'surface area of a pyramid',
      'square pyramid surface area',
      'pyramid slant height',
      'lateral area pyramid',
    ],
    pro: true,
    fields: [len('length', 'Base length', '4'), len('width', 'Base width', '4'), len('height', 'Height', '6')],
    examples: [{ input: { length: '4', width: '4', height: '6' }, output: 'Surface area: 66.5964' }],
  },
  {
    id: 'triangular-prism-volume-calculator',
    name: 'Triangular Prism Volume Calculator',
    description: 'Find the volume of a triangular prism from the triangle’s base and height and the prism’s length.',
    keywords: ['volume of triangular prism', 'prism volume', 'tent volume', 'triangular prism formula'],
    pro: true,
    fields: [
      len('base', 'Triangle base', '4'),
      len('height', 'Triangle height', '3'),
      len('length', 'Prism length', '10'),
    ],
    examples: [{ input: { base: '4', height: '3', length: '10' }, output: 'Volume: 60' }],
  },
  {
    id: 'distance-between-points-calculator',
    name: 'Distance Between Two Points Calculator',
    description: 'Find the straight-line distance between two points (x1, y1) and (x2, y2).',
    keywords: [
      'distance formula',
      'distance between coordinates',
      'length of a line segment',
      'euclidean distance',
      'pythagoras distance',
    ],
    fields: [...point(1, '1', '2'), ...point(2, '4', '6')],
    examples: [{ input: { x1: '1', y1: '2', x2: '4', y2: '6' }, output: 'Distance: 5' }],
  },
  {
    id: 'midpoint-calculator',
    name: 'Midpoint Calculator',
    description: 'Find the midpoint of the line segment between two points.',
    keywords: ['midpoint formula', 'middle of two points', 'midpoint of a line segment', 'halfway point'],
    fields: [...point(1, '1', '2'), ...point(2, '3', '4')],
    examples: [{ input: { x1: '1', y1: '2', x2: '3', y2: '4' }, output: 'Midpoint: (2, 3)' }],
  },
  {
    id: 'slope-calculator',
    name: 'Slope Calculator',
    description: 'Find the slope of the line through two points, its equation and its angle.',
    keywords: [
      'slope formula',
      'gradient calculator',
      'rise over run',
      'equation of a line from two points',
      'slope intercept form',
    ],
    fields: [...point(1, '1', '2'), ...point(2, '3', '6')],
    examples: [
      { input: { x1: '1', y1: '2', x2: '3', y2: '6' }, output: 'Slope: 2' },
      { input: { x1: '1', y1: '2', x2: '1', y2: '5' }, output: 'Slope: undefined (the vertical line x = 1)' },
    ],
  },
];

export const geometry: FamilyDefinition = {
  order: 180,
  id: 'geometry',
  summary:
    'Area and perimeter of plane shapes, volume and surface area of solids, and distance, midpoint and slope; one formula per shape from a table, no library needed.',
  tools: SHAPES.map((shape) => row({ ...shape, op: shape.id })),
};
