// Registers the `client:interaction` directive (site/integrations/interactionDirective.ts).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function clientInteraction() {
  return {
    name: 'perch:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interactionDirective.ts', import.meta.url)),
        });
        // Every page's analytics loader (site/integrations/analyticsDirective.ts), inlined the same way.
        addClientDirective({
          name: 'analytics',
          entrypoint: fileURLToPath(new URL('./analyticsDirective.ts', import.meta.url)),
        });
      },
    },
  };
}
