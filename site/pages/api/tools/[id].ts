import { findTool } from '@perch/tools';
import { HttpError, json, route } from '../../../server/http';
import { publicTool } from '../../../server/services/catalogue';
import { CATALOGUE_MAX_AGE_SECONDS } from './count';

/** GET /api/tools/{id} (public): one catalogue tool with its inputs and examples; 404 for an unknown id. */
export const { GET, ALL } = route({
  GET: (context) => {
    const tool = findTool(context.params.id ?? '');
    if (!tool)
      throw new HttpError(404, 'No such tool in the catalogue', {
        id: `"${(context.params.id ?? '').slice(0, 100)}" is not a catalogue tool`,
      });
    return json(
      { ...publicTool(tool), fields: tool.fields, examples: tool.examples },
      { headers: { 'Cache-Control': `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}` } },
    );
  },
});
