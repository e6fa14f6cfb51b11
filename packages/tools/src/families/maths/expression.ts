/**
 * A small, safe arithmetic evaluator for the scientific calculator: a recursive-descent parser
 * over numbers, + − × ÷ ^ (right-associative, above unary minus, so −2^2 = −4), factorial !,
 * parentheses, implicit multiplication (2π, 3(4 + 1)), the constants pi/π and e, and named
 * functions. It never calls eval; every failure is a sentence.
 */
export type AngleUnit = 'deg' | 'rad';

const MAX_LENGTH = 1000;
const MAX_DEPTH = 100;

type Token = { kind: 'num'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

class ExpressionError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const s = text.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-').replace(/\*\*/g, '^');
  let i = 0;
  let lastNumberAt = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(s.slice(i));
    if (number) {
      const value = Number(number[0]);
      if (!Number.isFinite(value)) throw new ExpressionError('A number in the expression is too large.');
      // Implicit multiplication joins a number to a bracket, constant or function (2π, 3(4 + 1)),
      // never to another number: "2 3" is a missing operator or a spaced "23", not 6.
      if (tokens[tokens.length - 1]?.kind === 'num') {
        throw new ExpressionError(
          `Two numbers in a row: “${s.slice(lastNumberAt, i + number[0].length)}”. Put an operator such as + or × between them, or write one number without spaces.`,
        );
      }
      lastNumberAt = i;
      tokens.push({ kind: 'num', value });
      i += number[0].length;
      continue;
    }
    const name = /^(log2|[a-z]+|π|√|∛)/i.exec(s.slice(i));
    if (name) {
      tokens.push({ kind: 'name', value: name[0].toLowerCase() });
      i += name[0].length;
      continue;
    }
    if ('+-*/^()!,%'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch });
      i++;
      continue;
    }
    throw new ExpressionError(
      `“${ch}” is not something the calculator understands. Use numbers, + − × ÷ ^ % ( ) ! and functions such as sqrt or sin.`,
    );
  }
  return tokens;
}

function factorial(x: number): number {
  if (!Number.isInteger(x) || x < 0) throw new ExpressionError('Factorial (!) needs a whole number of 0 or more.');
  if (x > 170)
    throw new ExpressionError(
      'Factorials above 170! are too large for the calculator: use the factorial calculator for exact values.',
    );
  let result = 1;
  for (let k = 2; k <= x; k++) result *= k;
  return result;
}

export const FUNCTIONS = [
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'sqrt',
  'cbrt',
  'ln',
  'log',
  'log2',
  'exp',
  'abs',
  'floor',
  'ceil',
  'round',
] as const;

export function evaluate(text: string, unit: AngleUnit): number | string {
  if (text.trim() === '') return 'Enter an expression, such as 2 + 3 × 4.';
  if (text.length > MAX_LENGTH) return `That expression is too long: up to ${MAX_LENGTH} characters.`;
  try {
    const tokens = tokenize(text);
    let pos = 0;
    let depth = 0;
    const toRadians = (x: number) => (unit === 'deg' ? (x * Math.PI) / 180 : x);
    const fromRadians = (x: number) => (unit === 'deg' ? (x * 180) / Math.PI : x);
    const trig = (f: (x: number) => number, x: number) => {
      const r = f(toRadians(unit === 'deg' ? x % 360 : x));
      return Math.abs(r) < 1e-14 ? 0 : r;
    };
    const apply = (fn: string, x: number): number => {
      switch (fn) {
        case 'sin':
          return trig(Math.sin, x);
        case 'cos':
          return trig(Math.cos, x);
        case 'tan': {
          if (Math.abs(trig(Math.cos, x)) < 1e-14)
            throw new ExpressionError('tan is undefined there (the cosine is 0).');
          return trig(Math.tan, x);
        }
        case 'asin':
        case 'acos':
          if (x < -1 || x > 1) throw new ExpressionError(`${fn} needs a value from −1 to 1.`);
          return fromRadians(fn === 'asin' ? Math.asin(x) : Math.acos(x));
        case 'atan':
          return fromRadians(Math.atan(x));
        case 'sinh':
          return Math.sinh(x);
        case 'cosh':
          return Math.cosh(x);
        case 'tanh':
          return Math.tanh(x);
        case 'sqrt':
        case '√':
          if (x < 0) throw new ExpressionError('The square root of a negative number is not a real number.');
          return Math.sqrt(x);
        case 'cbrt':
        case '∛':
          return Math.cbrt(x);
        case 'ln':
        case 'log':
        case 'log2':
          if (x <= 0) throw new ExpressionError('Logarithms need a number greater than 0.');
          return fn === 'ln' ? Math.log(x) : fn === 'log' ? Math.log10(x) : Math.log2(x);
        case 'exp':
          return Math.exp(x);
        case 'abs':
          return Math.abs(x);
        case 'floor':
          return Math.floor(x);
        case 'ceil':
          return Math.ceil(x);
        case 'round':
          return Math.round(x);
        default:
          throw new ExpressionError(
            `“${fn}” is not a function the calculator knows. Try sin, cos, tan, sqrt, ln, log or abs.`,
          );
      }
    };
    const peek = () => tokens[pos];
    const isOp = (value: string) => peek()?.kind === 'op' && peek()!.value === value;
    const startsOperand = () => {
      const t = peek();
      return t !== undefined && (t.kind === 'num' || t.kind === 'name' || (t.kind === 'op' && t.value === '('));
    };

    // expression := term (('+' | '-') term)*
    const expression = (): number => {
      if (++depth > MAX_DEPTH) throw new ExpressionError('That expression is nested too deeply.');
      let value = term();
      while (isOp('+') || isOp('-')) {
        const op = tokens[pos++]!.value;
        const right = term();
        value = op === '+' ? value + right : value - right;
      }
      depth--;
      return value;
    };
    // term := unary (('*' | '/') unary | implicit unary)*
    const term = (): number => {
      let value = unary();
      for (;;) {
        if (isOp('*') || isOp('/') || isOp('%')) {
          const op = tokens[pos++]!.value;
          const right = unary();
          if (op !== '*' && right === 0) throw new ExpressionError('That divides by zero, which has no answer.');
          // % between two numbers is the remainder, with the divisor's sign as in spreadsheets and
          // most calculators: −7 % 3 = 2 (JavaScript's own % would give −1).
          value = op === '*' ? value * right : op === '/' ? value / right : value - right * Math.floor(value / right);
        } else if (startsOperand()) value *= power();
        else return value;
      }
    };
    // unary := ('-' | '+') unary | power
    const unary = (): number => {
      if (isOp('-')) {
        pos++;
        return -unary();
      }
      if (isOp('+')) {
        pos++;
        return unary();
      }
      return power();
    };
    // power := postfix ('^' unary)?
    const power = (): number => {
      const base = postfix();
      if (isOp('^')) {
        pos++;
        const exponent = unary();
        const result = base ** exponent;
        if (Number.isNaN(result))
          throw new ExpressionError('A negative number to a fractional power is not a real number.');
        return result;
      }
      return base;
    };
    // postfix := primary ('!' | percent)*, where % is a percentage when no operand follows it
    // (50% = 0.5, 200 × 15% = 30) and the remainder operator when one does (10 % 3 = 1).
    const percentHere = () => {
      if (!isOp('%')) return false;
      const next = tokens[pos + 1];
      return !(next && (next.kind === 'num' || next.kind === 'name' || (next.kind === 'op' && next.value === '(')));
    };
    const postfix = (): number => {
      let value = primary();
      for (;;) {
        if (isOp('!')) {
          pos++;
          value = factorial(value);
        } else if (percentHere()) {
          pos++;
          value /= 100;
        } else return value;
      }
    };
    const primary = (): number => {
      const t = tokens[pos++];
      if (!t) throw new ExpressionError('The expression ends too early. Check for a missing number or bracket.');
      if (t.kind === 'num') return t.value;
      if (t.kind === 'op' && t.value === '(') {
        const value = expression();
        if (!isOp(')')) throw new ExpressionError('A bracket is not closed. Add the missing “)”.');
        pos++;
        return value;
      }
      if (t.kind === 'name') {
        if (t.value === 'pi' || t.value === 'π') return Math.PI;
        if (t.value === 'e') return Math.E;
        // A function: its argument is a bracketed expression, or a single operand (sin 30, √2).
        let argument: number;
        if (isOp('(')) argument = primary();
        else if (isOp('-')) {
          pos++;
          argument = -postfix();
        } else argument = postfix();
        return apply(t.value, argument);
      }
      throw new ExpressionError(`“${t.value}” is out of place. Check the expression around it.`);
    };

    const value = expression();
    if (pos < tokens.length) {
      const t = tokens[pos]!;
      throw new ExpressionError(
        t.kind === 'op' && t.value === ')'
          ? 'There is a “)” without its “(”.'
          : `“${t.value}” is out of place. Check the expression around it.`,
      );
    }
    if (!Number.isFinite(value)) return 'The answer is too large to calculate.';
    return value;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    if (error instanceof RangeError) return 'That expression is nested too deeply.';
    throw error;
  }
}
