import { route } from '../../../server/http';
import { handleWrite } from '../../../server/writes';
import { favouritesRemoveWrite } from '../../../server/writes/toolLists';

/** DELETE: unpins a tool from the signed-in user's favourites (204, also when it was not one). */
export const { DELETE, ALL } = route({
  DELETE: (context) => handleWrite(context, favouritesRemoveWrite),
});
