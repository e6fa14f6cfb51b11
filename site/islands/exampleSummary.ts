import { ExampleSummary } from '@perch/tools/workspace';
import { rendersWithReact } from './rendersWithReact';

/** A catalogue example as the tool page shows it, drawn on the server only (a locked Pro tool's page): no script. */
export const ExampleSummaryStatic = rendersWithReact(ExampleSummary);
