import type { ChangeEvent, KeyboardEvent } from 'react';
import type { Field } from '../types';
import * as styles from './Renderers.css';

export interface FieldsProps {
  fields: readonly Field[];
  values: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
  /** Ctrl/⌘ + Enter in a text area, Enter in a one-line input: run. */
  onSubmitKey(): void;
  /** Prefix for element ids (useId). */
  idPrefix: string;
  /** Lay short fields out side by side. */
  inline?: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The fields shown for these values: each without `showWhen`, or whose condition holds. */
export function visibleFields(fields: readonly Field[], values: Readonly<Record<string, string>>): Field[] {
  return fields.filter((f) => !f.showWhen || f.showWhen.values.includes(values[f.showWhen.field] ?? ''));
}

/** One control per field, labelled, with its hint: the same for every tool. */
export function Fields({ fields, values, onChange, onSubmitKey, idPrefix, inline = false }: FieldsProps) {
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitKey();
    }
  };
  return (
    <div className={inline ? styles.fieldRow : styles.fieldStack}>
      {visibleFields(fields, values).map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const value = values[field.name] ?? '';
        const set = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
          onChange(field.name, e.target.value);
        const hint = field.help ? (
          <span id={`${id}-help`} className={styles.hint}>
            {field.help}
          </span>
        ) : null;
        const described = field.help ? { 'aria-describedby': `${id}-help` } : {};
        if (field.type === 'checkbox') {
          return (
            <label key={field.name} className={styles.checkbox} htmlFor={id}>
              <input
                id={id}
                name={field.name}
                value="true"
                type="checkbox"
                checked={value === 'true'}
                onChange={(e) => onChange(field.name, String(e.target.checked))}
                {...described}
              />
              {/* Sent after the box, so an unticked box still says "false" (the page reads the first value). */}
              <input type="hidden" name={field.name} value="false" />
              <span>{field.label}</span>
              {hint}
            </label>
          );
        }
        return (
          <div
            key={field.name}
            className={field.type === 'textarea' ? styles.fieldWide : styles.field}
            data-part="field"
          >
            <label className={styles.label} htmlFor={id}>
              {field.label}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                id={id}
                name={field.name}
                className={styles.input}
                value={value}
                placeholder={field.placeholder}
                onChange={set}
                onKeyDown={keyDown}
                spellCheck={false}
                {...described}
              />
            ) : field.type === 'select' ? (
              <select id={id} name={field.name} className={styles.control} value={value} onChange={set} {...described}>
                {(field.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'colour' ? (
              <span className={styles.colourControl}>
                <input
                  type="color"
                  aria-label={`${field.label} (picker)`}
                  value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                  onChange={set}
                  className={styles.colourPicker}
                />
                <input
                  id={id}
                  name={field.name}
                  className={styles.control}
                  value={value}
                  placeholder={field.placeholder}
                  onChange={set}
                  onKeyDown={(e) => e.key === 'Enter' && onSubmitKey()}
                  spellCheck={false}
                  {...described}
                />
              </span>
            ) : (
              <input
                id={id}
                name={field.name}
                className={styles.control}
                type={field.type === 'number' ? 'text' : field.type === 'datetime' ? 'datetime-local' : field.type}
                // Numbers are typed as text: the engine reads "1,234.5" and explains a bad one,
                // where a number input would silently empty itself.
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                value={value}
                placeholder={field.placeholder}
                onChange={set}
                onKeyDown={(e) => e.key === 'Enter' && onSubmitKey()}
                spellCheck={false}
                autoComplete="off"
                {...described}
              />
            )}
            {hint}
          </div>
        );
      })}
    </div>
  );
}
