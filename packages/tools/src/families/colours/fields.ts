import type { Ask, Field, ToolExample, ToolRow } from '../../types';

export const colourField = (name: string, label: string, def: string): Field => ({
  name,
  label,
  type: 'colour',
  default: def,
  placeholder: def,
});
export const any = colourField('input', 'Colour', '#d87a3f');

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  params: Record<string, string>;
  fields: Field[];
  examples: ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  kind?: ToolRow['kind'];
  pro?: boolean;
}

/*
 * Hue turns of #d87a3f land on exact halves: at 353.14° its blue channel is 63 + 153 × (6.86° / 60°) = 63 + 17.5 =
 * 80.5 exactly, which rounds half up to 81 (0x51); at 293.14° red is 198.5 → 199 (0xc7).
 */
export const palette = (
  id: string,
  name: string,
  what: string,
  angles: string,
  keywords: string[],
  examples: ToolExample[],
  pro = false,
): Spec => ({
  id,
  name,
  description: `Make ${what} from a colour by turning its hue on the colour wheel.`,
  keywords,
  params: { operation: 'palette', angles },
  fields: [any],
  examples,
  pro,
});

/** A spec's row, in its topic folder. */
export const specRow = (spec: Spec, topic: string): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'design',
  keywords: spec.keywords,
  family: 'colours',
  kind: spec.kind ?? 'colour',
  params: spec.params,
  fields: spec.fields,
  pro: spec.pro ?? false,
  examples: spec.examples,
  ...(spec.ask ? { ask: spec.ask } : {}),
  topic,
});
