/**
 * The calculator families' rows (finance, health, maths, statistics, geometry): field builders for
 * their tables and the row a table entry becomes. Data only; the readers and the engine wrapper are
 * in calcKit.ts, which re-exports all of this.
 */
import type { ToolCategoryId } from '../categories';
import type { Ask, Field, FieldOption, RendererKind, ToolRow } from '../types';

/** A number field: any decimal, with its default (the first example's value). */
export function numberField(name: string, label: string, defaultValue: string, extra: Partial<Field> = {}): Field {
  return { name, label, type: 'number', default: defaultValue, step: 'any', ...extra };
}

export function selectField(
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  defaultValue: string,
  extra: Partial<Field> = {},
): Field {
  return {
    name,
    label,
    type: 'select',
    options: options.map(([value, label]): FieldOption => ({ value, label })),
    default: defaultValue,
    ...extra,
  };
}

export function textField(name: string, label: string, defaultValue: string, extra: Partial<Field> = {}): Field {
  return { name, label, type: 'text', default: defaultValue, ...extra };
}

export function textareaField(name: string, label: string, defaultValue: string, extra: Partial<Field> = {}): Field {
  return { name, label, type: 'textarea', default: defaultValue, ...extra };
}

/** What a calculator table gives for one tool; `row` fills in the rest. */
export interface CalcSpec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** The engine's operation (params.operation). */
  op: string;
  fields: readonly Field[];
  examples: readonly { input: Record<string, string>; output: string }[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  params?: Readonly<Record<string, string>>;
  pro?: boolean;
  category?: ToolCategoryId;
  kind?: RendererKind;
  /** The topic folder whose run.ts runs the row, in a family split into topics. */
  topic?: string;
}

/** A calculator topic's rows and where the topic stands in its family (topics by `order`, spaced by tens). */
export interface CalcTopic {
  order: number;
  rows: readonly CalcSpec[];
}

export const calcTopic = (order: number, rows: readonly CalcSpec[]): CalcTopic => ({ order, rows });

/**
 * A family split into topic folders: every `{topic}/rows.ts` exports `topic` (a CalcTopic); its
 * rows, in the topics' order, each marked with its folder so its own run.ts runs it.
 */
export function topicRows(family: string, category: ToolCategoryId, modules: Record<string, CalcTopic>): ToolRow[] {
  const row = rowMaker(family, category);
  return Object.entries(modules)
    .map(([path, topic]) => ({ ...topic, name: path.split('/')[1]! }))
    .sort((a, b) => a.order - b.order)
    .flatMap(({ name, rows }) => rows.map((spec) => row({ ...spec, topic: name })));
}

/** A row builder for one family: family id and default category fixed, kind 'form' unless said. */
export function rowMaker(family: string, category: ToolCategoryId) {
  return (spec: CalcSpec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: spec.category ?? category,
    keywords: spec.keywords,
    family,
    kind: spec.kind ?? 'form',
    params: { operation: spec.op, ...spec.params },
    fields: spec.fields,
    pro: spec.pro ?? false,
    examples: spec.examples,
    ...(spec.ask ? { ask: spec.ask } : {}),
    ...(spec.topic ? { topic: spec.topic } : {}),
  });
}
