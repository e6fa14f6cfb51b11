/** productivity, priorities: estimates, the Eisenhower matrix, RICE and decision matrices: the code of the rows in rows.ts beside it. */
import { formatFixed } from '../../../format';
import {
  calcTopicEngine,
  type CalcOperations,
  figure,
  InputError,
  num,
  ok,
  readChoice,
  readNumber,
} from '../../calcKit';
import { RICE_CONFIDENCE, RICE_IMPACT } from '../fields';
import { QUADRANTS, lines, listNumber } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'pert-estimate-calculator': (v) => {
    const o = readNumber(v, 'optimistic', 'optimistic estimate', { min: 0, example: '2' });
    const m = readNumber(v, 'likely', 'most likely estimate', { min: 0, example: '4' });
    const p = readNumber(v, 'pessimistic', 'pessimistic estimate', { min: 0, example: '12' });
    if (!(o <= m && m <= p))
      throw new InputError('The estimates must go optimistic ≤ most likely ≤ pessimistic, such as 2, 4 and 12.');
    const expected = (o + 4 * m + p) / 6;
    const sd = (p - o) / 6;
    return ok(`Expected: ${num(expected)} (standard deviation ${num(sd)})`, [
      figure('About 68% likely (±1 SD)', `${num(expected - sd)} to ${num(expected + sd)}`),
      figure('About 95% likely (±2 SD)', `${num(Math.max(0, expected - 2 * sd))} to ${num(expected + 2 * sd)}`),
      figure('Simple average (triangular)', num((o + m + p) / 3)),
    ]);
  },

  'eisenhower-matrix': (v) => {
    const tasks = lines(v, 'tasks', 'your tasks', 'Pay the rent | urgent | important').map((line, i) => {
      const [name = '', ...tags] = line.split('|').map((s) => s.trim());
      if (name === '') throw new InputError(`Line ${i + 1} has no task before its “|”.`);
      const marks = tags.map((t) => t.toLowerCase()).filter((t) => t !== '');
      const unknown = marks.find((t) => t !== 'urgent' && t !== 'important');
      if (unknown !== undefined)
        throw new InputError(
          `Line ${i + 1}: “${unknown.slice(0, 30)}” is not a mark. Mark a task “| urgent”, “| important” or both.`,
        );
      return { name, urgent: marks.includes('urgent'), important: marks.includes('important') };
    });
    const sections = QUADRANTS.map(([title, urgent, important]) => {
      const inIt = tasks.filter((t) => t.urgent === urgent && t.important === important);
      return { title, inIt };
    });
    return ok(
      sections
        .map(({ title, inIt }) => `${title}:\n${inIt.length ? inIt.map((t) => `- ${t.name}`).join('\n') : '- nothing'}`)
        .join('\n\n'),
      sections.map(({ title, inIt }) => figure(title.replace(/ \(.*$/, ''), String(inIt.length))),
    );
  },

  'rice-score-calculator': (v) => {
    const reach = readNumber(v, 'reach', 'reach', { min: 0, example: '500' });
    const impact = Number(
      readChoice(
        v,
        'impact',
        'impact',
        RICE_IMPACT.map(([value]) => value),
      ),
    );
    const confidence = Number(
      readChoice(
        v,
        'confidence',
        'confidence',
        RICE_CONFIDENCE.map(([value]) => value),
      ),
    );
    const effort = readNumber(v, 'effort', 'effort in person-months', { above: 0, example: '4' });
    const score = (reach * impact * (confidence / 100)) / effort;
    return ok(`RICE score: ${num(score)}`, [
      figure('Reach × impact × confidence', num(reach * impact * (confidence / 100))),
      figure('Divided by effort', num(effort)),
    ]);
  },

  'rice-prioritisation': (v) => {
    const ideas = lines(v, 'ideas', 'your ideas', 'Dark mode | 800 | 1 | 80 | 2').map((line, i) => {
      const where = `Line ${i + 1}`;
      const parts = line.split('|').map((s) => s.trim());
      if (parts.length !== 5 || parts[0] === '')
        throw new InputError(
          `${where} needs five parts: name | reach | impact | confidence % | effort, such as Dark mode | 800 | 1 | 80 | 2.`,
        );
      const reach = listNumber(parts[1], 'reach', where, { min: 0 });
      const impact = listNumber(parts[2], 'impact', where, { min: 0 });
      const confidence = listNumber(parts[3], 'confidence', where, { min: 0 });
      if (confidence > 100) throw new InputError(`${where}: the confidence is a percentage, up to 100.`);
      const effort = listNumber(parts[4], 'effort', where, { above: 0 });
      return { name: parts[0]!, score: (reach * impact * (confidence / 100)) / effort };
    });
    const ranked = ideas
      .map((idea, order) => ({ ...idea, order }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    return ok(ranked.map((idea, i) => `${i + 1}. ${idea.name}: ${num(idea.score)}`).join('\n'), [
      figure('Ideas ranked', String(ranked.length)),
    ]);
  },

  'weighted-decision-matrix': (v) => {
    const criteria = (v.criteria ?? '')
      .split(/[,;\n]+/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((part) => {
        const match = /^(.*\S)\s+(\d+(?:\.\d+)?)$/.exec(part);
        if (!match)
          throw new InputError(
            `Give each criterion a weight after its name, such as Price 3 (not “${part.slice(0, 30)}”).`,
          );
        return { name: match[1]!, weight: Number(match[2]) };
      });
    if (criteria.length === 0)
      throw new InputError('Enter the criteria and their weights, such as Price 3, Quality 2, Speed 1.');
    if (criteria.length > 50) throw new InputError('That is too many criteria: up to 50.');
    const totalWeight = criteria.reduce((sum, c) => sum + c.weight, 0);
    if (!(totalWeight > 0)) throw new InputError('At least one criterion needs a weight above 0.');
    const options = lines(v, 'options', 'your options', 'Laptop A: 4, 3, 5').map((line, i) => {
      const where = `Line ${i + 1}`;
      const colon = line.lastIndexOf(':');
      const name = colon > 0 ? line.slice(0, colon).trim() : '';
      if (name === '')
        throw new InputError(`${where} needs a name, a colon and the scores, such as Laptop A: 4, 3, 5.`);
      const scores = line
        .slice(colon + 1)
        .split(/[,;\s]+/)
        .filter((s) => s !== '');
      if (scores.length !== criteria.length)
        throw new InputError(
          `${where} has ${scores.length} ${scores.length === 1 ? 'score' : 'scores'}, but there ${criteria.length === 1 ? 'is 1 criterion' : `are ${criteria.length} criteria`}.`,
        );
      const total = scores.reduce(
        (sum, s, k) => sum + listNumber(s, `score for ${criteria[k]!.name}`, where) * criteria[k]!.weight,
        0,
      );
      return { name, score: total / totalWeight, order: i };
    });
    const ranked = [...options].sort((a, b) => b.score - a.score || a.order - b.order);
    return ok(ranked.map((o, i) => `${i + 1}. ${o.name}: ${formatFixed(o.score, 2)}`).join('\n'), [
      figure('Criteria', criteria.map((c) => `${c.name} × ${num(c.weight)}`).join(', ')),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
