/** webDev, unix permissions: chmod and umask: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line, check } from '../spec';

export const rows = [
  {
    id: 'chmod-calculator',
    name: 'Chmod Calculator',
    description: 'Tick read, write and execute for owner, group and others to get the chmod number and rwx string.',
    keywords: [
      'chmod calculator',
      'unix permissions calculator',
      'file permissions',
      'chmod generator',
      'linux permissions',
    ],
    kind: 'form',
    fields: [
      check('ownerRead', 'Owner: read', true),
      check('ownerWrite', 'Owner: write', true),
      check('ownerExecute', 'Owner: execute', true),
      check('groupRead', 'Group: read', true),
      check('groupWrite', 'Group: write', false),
      check('groupExecute', 'Group: execute', true),
      check('othersRead', 'Others: read', true),
      check('othersWrite', 'Others: write', false),
      check('othersExecute', 'Others: execute', true),
      check('setuid', 'Special: setuid', false),
      check('setgid', 'Special: setgid', false),
      check('sticky', 'Special: sticky bit', false),
    ],
    examples: [
      { input: {}, output: '755' },
      { input: { ownerExecute: 'false', groupExecute: 'false', othersExecute: 'false' }, output: '644' },
      { input: { othersWrite: 'true', groupWrite: 'true', sticky: 'true' }, output: '1777' },
    ],
  },
  {
    id: 'chmod-octal-to-symbolic',
    name: 'Chmod Octal to Symbolic (rwx) Converter',
    description: 'Read a chmod number such as 755 or 4755 as rwx permissions.',
    keywords: ['chmod 755 meaning', 'octal to rwx', 'numeric to symbolic permissions', 'chmod number to letters'],
    fields: [line('Octal permissions', '755')],
    examples: [
      { input: { input: '755' }, output: 'rwxr-xr-x' },
      { input: { input: '4755' }, output: 'rwsr-xr-x' },
      { input: { input: '1777' }, output: 'rwxrwxrwt' },
    ],
  },
  {
    id: 'chmod-symbolic-to-octal',
    name: 'Chmod Symbolic (rwx) to Octal Converter',
    description: 'Turn rwx permissions as ls -l shows them (-rw-r--r--) into the chmod number.',
    keywords: ['rwx to octal', 'symbolic to numeric permissions', 'ls -l to chmod', 'permissions to number'],
    fields: [line('Symbolic permissions', '-rw-r--r--')],
    examples: [
      { input: { input: '-rw-r--r--' }, output: '644' },
      { input: { input: 'rwxr-s---' }, output: '2750' },
    ],
  },
  {
    id: 'umask-calculator',
    name: 'Umask Calculator',
    description: 'See the permissions new files and directories get under a umask such as 022.',
    keywords: ['umask calculator', 'umask 022', 'default permissions', 'umask to chmod'],
    fields: [line('Umask', '022')],
    examples: [
      { input: { input: '022' }, output: 'Files: 644 (rw-r--r--), directories: 755 (rwxr-xr-x)' },
      { input: { input: '0027' }, output: 'Files: 640 (rw-r-----), directories: 750 (rwxr-x---)' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(50, rows);
