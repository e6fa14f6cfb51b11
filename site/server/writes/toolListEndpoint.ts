import { requireAuth } from '../auth/request';
import { getDb } from '../db';
import { json, route } from '../http';
import { listToolList, type ToolListName } from '../services/toolLists';
import { handleWrite } from './index';
import { favouritesAddWrite, wishlistAddWrite } from './toolLists';

const ADD_WRITES = { wishlist: wishlistAddWrite, favourites: favouritesAddWrite } as const;

/** GET and POST /api/{list}: the list itself, and adding a tool to it. */
export function toolListEndpoint(list: ToolListName) {
  return route({
    // biome-ignore lint/correctness/noComponentHookFactories: an Astro endpoint handler (named GET by Astro), not a component
    GET: async (context) => {
      const { user } = await requireAuth(context);
      return json({ items: await listToolList(await getDb(), list, user.id) });
    },
    // biome-ignore lint/correctness/noComponentHookFactories: an Astro endpoint handler (named POST by Astro), not a component
    POST: (context) => handleWrite(context, ADD_WRITES[list]),
  });
}
