/** geometry, solids: volume and surface area: the rows (data). Their code is run.ts beside them. */
import { calcTopic } from '../../calcKit';
import { len, RADIUS_OR_DIAMETER, type Shape, shapes } from '../fields';

export const rows = [
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
] as const satisfies readonly Shape[];

export const topic = calcTopic(20, shapes(rows));
