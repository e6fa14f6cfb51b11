const ASTRO_RENDERER = Symbol.for('astro:renderer');

/** Tags a component with the renderer that draws it, so Astro skips its "is this React?" probe. */
export function rendersWithReact<T extends object>(component: T): T {
  (component as Record<symbol, unknown>)[ASTRO_RENDERER] = '@astrojs/react';
  return component;
}
