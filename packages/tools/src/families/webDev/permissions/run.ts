/** webDev, unix permissions: chmod and umask: the code of the rows in rows.ts beside it. */
import type { Figure, ToolResult } from '../../../types';
import { fail, ok, type Values, webDevEngine } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

const RWX = ['---', '--x', '-w-', '-wx', 'r--', 'r-x', 'rw-', 'rwx'] as const;

function symbolic(mode: number): string {
  const digits = [(mode >> 6) & 7, (mode >> 3) & 7, mode & 7];
  const chars = digits.map((d) => RWX[d]!.split(''));
  if (mode & 0o4000) chars[0]![2] = chars[0]![2] === 'x' ? 's' : 'S';
  if (mode & 0o2000) chars[1]![2] = chars[1]![2] === 'x' ? 's' : 'S';
  if (mode & 0o1000) chars[2]![2] = chars[2]![2] === 'x' ? 't' : 'T';
  return chars.map((c) => c.join('')).join('');
}

function octal(mode: number): string {
  return mode > 0o777 ? mode.toString(8).padStart(4, '0') : mode.toString(8).padStart(3, '0');
}

function ugo(mode: number): string {
  const who = ['u', 'g', 'o'];
  return [6, 3, 0]
    .map((shift, i) => {
      const d = (mode >> shift) & 7;
      return `${who[i]}=${d & 4 ? 'r' : ''}${d & 2 ? 'w' : ''}${d & 1 ? 'x' : ''}`;
    })
    .join(',');
}

function permissionFigures(mode: number): Figure[] {
  const names = ['Owner', 'Group', 'Others'];
  const words = (d: number) =>
    [d & 4 ? 'read' : '', d & 2 ? 'write' : '', d & 1 ? 'execute' : ''].filter(Boolean).join(', ') || 'none';
  const figures: Figure[] = [
    { label: 'Octal', value: octal(mode) },
    { label: 'Symbolic', value: symbolic(mode) },
    ...[6, 3, 0].map((shift, i) => ({ label: names[i]!, value: words((mode >> shift) & 7) })),
    { label: 'Command', value: `chmod ${octal(mode)} file` },
    { label: 'Symbolic command', value: `chmod ${ugo(mode)} file` },
  ];
  const special = [mode & 0o4000 ? 'setuid' : '', mode & 0o2000 ? 'setgid' : '', mode & 0o1000 ? 'sticky' : ''].filter(
    Boolean,
  );
  if (special.length) figures.push({ label: 'Special bits', value: special.join(', ') });
  return figures;
}

function readOctalMode(input: string): number | string {
  const s = input.trim().replace(/^0o/i, '');
  if (!/^[0-7]{3,4}$/.test(s)) return 'Enter the permissions as 3 or 4 octal digits (0–7), such as 755 or 4755.';
  return parseInt(s, 8);
}

function symbolicToOctal(input: string): ToolResult {
  let s = input.trim();
  if (s.length === 10 && /^[-dlcbps]/.test(s)) s = s.slice(1);
  if (!/^[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$/.test(s))
    return fail('Enter 9 permission characters as ls -l shows them, such as rwxr-xr-x or -rw-r--r--.');
  let mode = 0;
  const bit = [0o400, 0o200, 0o100, 0o40, 0o20, 0o10, 0o4, 0o2, 0o1];
  for (let i = 0; i < 9; i++) {
    const ch = s[i]!;
    if ('rwxst'.includes(ch)) mode |= bit[i]!;
  }
  if (/[sS]/.test(s[2]!)) mode |= 0o4000;
  if (/[sS]/.test(s[5]!)) mode |= 0o2000;
  if (/[tT]/.test(s[8]!)) mode |= 0o1000;
  return ok(octal(mode), permissionFigures(mode));
}

function chmodForm(values: Values): ToolResult {
  const flag = (name: string) => values[name] === 'true';
  let mode = 0;
  const names = [
    'ownerRead',
    'ownerWrite',
    'ownerExecute',
    'groupRead',
    'groupWrite',
    'groupExecute',
    'othersRead',
    'othersWrite',
    'othersExecute',
  ];
  names.forEach((name, i) => {
    if (flag(name)) mode |= 1 << (8 - i);
  });
  if (flag('setuid')) mode |= 0o4000;
  if (flag('setgid')) mode |= 0o2000;
  if (flag('sticky')) mode |= 0o1000;
  return ok(octal(mode), permissionFigures(mode));
}

function umask(input: string): ToolResult {
  const s = input.trim();
  if (!/^0?[0-7]{3}$/.test(s)) return fail('Enter a umask as 3 octal digits, such as 022 or 0027.');
  const mask = parseInt(s, 8);
  const file = 0o666 & ~mask;
  const dir = 0o777 & ~mask;
  return ok(`Files: ${octal(file)} (${symbolic(file)}), directories: ${octal(dir)} (${symbolic(dir)})`, [
    { label: 'New files', value: `${octal(file)} (${symbolic(file)})` },
    { label: 'New directories', value: `${octal(dir)} (${symbolic(dir)})` },
  ]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'chmod-calculator': (_input, values) => chmodForm(values),
  'chmod-octal-to-symbolic': (input) => {
    const mode = readOctalMode(input);
    return typeof mode === 'string' ? fail(mode) : ok(symbolic(mode), permissionFigures(mode));
  },
  'chmod-symbolic-to-octal': (input) => symbolicToOctal(input),
  'umask-calculator': (input) => umask(input),
} satisfies Operations<typeof rows>;

export const run = webDevEngine(operations);
