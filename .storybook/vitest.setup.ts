// Setup of the `storybook` test project (vitest.config.ts), run in each story file's page before
// its stories. Storybook loads two large modules lazily, the first time a page needs them: React
// DOM's client on the first mount (through @storybook/react-dom-shim) and axe-core for the first
// accessibility check. Every story file runs in a fresh page, so its first story paid for both
// (about 2 MB of script to serve, parse and compile) inside that story's 15 s test time: Spinner's
// Default took 7-20 s on a busy machine while its other stories took under a second. Loaded here,
// they count as the file's setup, and each story's time is its own.
import 'react-dom/client';
import 'axe-core';
