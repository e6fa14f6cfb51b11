import { route } from '../../../server/http';
import { handleWrite } from '../../../server/writes';
import { wishlistRemoveWrite } from '../../../server/writes/toolLists';

/** DELETE: takes a tool off the signed-in user's wishlist (204, also when it was not on it). */
export const { DELETE, ALL } = route({
  DELETE: (context) => handleWrite(context, wishlistRemoveWrite),
});
