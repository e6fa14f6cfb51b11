/** webDev, identifiers and versions: UUIDs, semantic versions: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'uuid-validator',
    ask: { for: { uuid: 1 } },
    name: 'UUID Validator and Inspector',
    description: 'Check a UUID and read its version, variant and, for versions 1, 6 and 7, its timestamp.',
    keywords: ['uuid validator', 'guid validator', 'uuid version checker', 'uuid decoder', 'uuid timestamp'],
    fields: [line('UUID', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f')],
    examples: [
      {
        input: { input: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' },
        output: 'Valid UUID: version 7, time-ordered (Unix time in milliseconds).',
      },
      { input: { input: '919108f7-52d1-4320-9bac-f847db4148a8' }, output: 'Valid UUID: version 4, random.' },
    ],
  },
  {
    id: 'semver-compare',
    name: 'Semantic Version Comparator',
    description: 'Compare two semantic versions (1.2.3, 2.0.0-rc.1) by the SemVer 2.0.0 precedence rules.',
    keywords: ['semver compare', 'compare versions', 'version comparison', 'which version is newer', 'semver'],
    kind: 'form',
    fields: [
      { name: 'input', label: 'Version A', type: 'text', placeholder: '1.10.0' },
      { name: 'other', label: 'Version B', type: 'text', placeholder: '1.9.3' },
    ],
    examples: [
      { input: { input: '1.10.0', other: '1.9.3' }, output: '1.10.0 > 1.9.3' },
      { input: { input: '1.0.0-beta.11', other: '1.0.0-rc.1' }, output: '1.0.0-beta.11 < 1.0.0-rc.1' },
    ],
  },
  {
    id: 'semver-validator',
    name: 'Semver Validator',
    description: 'Check that a version follows Semantic Versioning 2.0.0 and split it into its parts.',
    keywords: ['semver validator', 'semantic version check', 'valid version number', 'semver parser', 'semver regex'],
    fields: [line('Version', '2.0.0-rc.1+build.5')],
    examples: [
      { input: { input: '2.0.0-rc.1+build.5' }, output: 'Valid semantic version: 2.0.0-rc.1+build.5 (a pre-release).' },
      {
        input: { input: '1.02.3' },
        output: 'Not valid: “1.02.3” has a leading zero, which semantic versions do not allow.',
      },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(90, rows);
