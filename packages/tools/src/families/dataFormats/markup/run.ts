import { dataOperations, dataEngine, fail, lib, ok } from '../libraries';
import { beautifyCss, cssProblem, minifyCss } from './css';
import { htmlToText } from './html';

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {
  'markdown-to-html': ['markdown'],
  'html-to-text': ['entities'],
} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'markdown-to-html': ({ input = '' }) =>
      ok((lib('markdown').marked.parse(input, { async: false, gfm: true }) as string).trimEnd()),
    'html-to-text': ({ input = '' }) => ok(htmlToText(input, lib('entities'))),
    'css-minifier': ({ input = '' }) => {
      const problem = cssProblem(input);
      if (problem) return fail(problem);
      const out = minifyCss(input);
      return ok(out, [
        { label: 'Characters before', value: String(input.length) },
        { label: 'Characters after', value: String(out.length) },
      ]);
    },
    'css-beautifier': ({ input = '' }) => {
      const problem = cssProblem(input);
      return problem ? fail(problem) : ok(beautifyCss(input));
    },
  },
  needs,
);

export const run = dataEngine(operations);
