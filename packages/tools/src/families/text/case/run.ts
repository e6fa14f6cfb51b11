/** text, case changes: the code of the rows in rows.ts beside it. */
import { fail, ok, textEngine, textOperations, type Op } from '../shared/result';
import { alternating, convertCase, inverse, SIMPLE_CASES, sentenceCase, titleCase } from './names';
/** One code for every row that names its case (the naming-style rows' `style`, or the case converter's select). */
const byStyle: Op = ({ input = '', style = '' }, _c, params) => {
  const out = convertCase(input, params.style ?? style);
  return out === null ? fail('Choose a case from the list.') : ok(out);
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'uppercase-text': ({ input = '' }) => ok(input.toUpperCase()),
  'lowercase-text': ({ input = '' }) => ok(input.toLowerCase()),
  'title-case': ({ input = '' }) => ok(titleCase(input)),
  'sentence-case': ({ input = '' }) => ok(sentenceCase(input)),
  'capitalize-each-word': ({ input = '' }) => ok(SIMPLE_CASES.capitalizeWords!(input)),
  'alternating-case': ({ input = '' }) => ok(alternating(input)),
  'inverse-case': ({ input = '' }) => ok(inverse(input)),
  'camel-case': byStyle,
  'pascal-case': byStyle,
  'snake-case': byStyle,
  'kebab-case': byStyle,
  'constant-case': byStyle,
  'dot-case': byStyle,
  'path-case': byStyle,
  'header-case': byStyle,
  'case-converter': byStyle,
});

export const run = textEngine(operations);
