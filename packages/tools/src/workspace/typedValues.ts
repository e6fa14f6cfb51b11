import type { ToolRow } from '../types';

/**
 * The fields whose control on the page holds something other than `values`: typed before the
 * form hydrated. Controls are found by their ids (`{idPrefix}-{field name}`, as Fields renders them).
 */
export function valuesInDom(
  tool: ToolRow,
  idPrefix: string,
  values: Readonly<Record<string, string>>,
  doc: Pick<Document, 'getElementById'> = document,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of tool.fields) {
    const control = doc.getElementById(`${idPrefix}-${field.name}`) as Pick<
      HTMLInputElement,
      'type' | 'value' | 'checked'
    > | null;
    if (!control || typeof control.value !== 'string') continue;
    const now = control.type === 'checkbox' ? String(control.checked) : control.value;
    if (now !== (values[field.name] ?? '')) found[field.name] = now;
  }
  return found;
}
