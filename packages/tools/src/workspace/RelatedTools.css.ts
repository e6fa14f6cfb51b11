import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see ToolWorkspace.css.ts for why they are not imported). */
const v = (name: string) => `var(--perch-${name})`;

/** As the tool page's other section headings (site/pages/app/[id].astro's `.locked h2`). */
export const heading = style({ fontSize: v('font-size-lg'), marginBottom: v('space-3') });
