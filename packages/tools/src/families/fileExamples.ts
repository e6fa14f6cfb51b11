/**
 * Each file family's sample files for its examples (`families/{family}/fixtures.ts` exports
 * `makeExampleFiles`): "Try the example" makes them in the page. Apart from fileEngines.ts so the
 * page's bundle does not reach the engines.
 */
import type { ExampleFile, ToolFile } from '../fileTypes';

const examples = import.meta.glob<(files: readonly ExampleFile[]) => Promise<ToolFile[]>>('./*/fixtures.ts', {
  import: 'makeExampleFiles',
});

export const EXAMPLE_FILES: Readonly<
  Record<string, () => Promise<(files: readonly ExampleFile[]) => Promise<ToolFile[]>>>
> = Object.fromEntries(Object.entries(examples).map(([path, load]) => [path.split('/')[1]!, load]));
