import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Leaf = string;
type Shape<T> = { [K in keyof T]: T[K] extends Leaf ? string : Shape<T[K]> };

/** Maps a token path to a stable variable name: color.accent → --perch-color-accent. */
function toVarNames<T extends object>(value: T, path: string[] = []): Shape<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      typeof child === 'string'
        ? ['perch', ...path, key]
            .join('-')
            .replace(/([a-z])([A-Z])/g, '$1-$2')
            .toLowerCase()
        : toVarNames(child as object, [...path, key]),
    ]),
  ) as Shape<T>;
}

export const vars = createGlobalThemeContract(toVarNames(tokens));
