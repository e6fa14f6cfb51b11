import { addToToolList, removeFromToolList, toolListAddSchema, type ToolListName } from '../services/toolLists';
import { defineWrite } from './define';

const userIdOf = (caller: { kind: string; user?: { id: string } }) => caller.user!.id;

/** POST /api/{list} {toolId}: 201 with the item, 200 when it was already on the list. */
function addWrite(list: ToolListName) {
  return defineWrite({
    method: 'POST',
    pattern: new RegExp(`^/api/${list}/?$`),
    audience: 'user',
    schema: toolListAddSchema,
    async apply(tx, caller, input) {
      const { item, created } = await addToToolList(tx, list, userIdOf(caller), input!.toolId);
      return { status: created ? 201 : 200, body: item };
    },
  });
}

/** DELETE /api/{list}/{toolId}: 204, whether or not it was on the list. */
function removeWrite(list: ToolListName) {
  return defineWrite({
    method: 'DELETE',
    pattern: new RegExp(`^/api/${list}/([^/]{1,600})/?$`),
    audience: 'user',
    schema: null,
    async apply(tx, caller, _input, [toolId]) {
      await removeFromToolList(tx, list, userIdOf(caller), toolId!);
      return { status: 204, body: undefined };
    },
  });
}

export const wishlistAddWrite = addWrite('wishlist');
export const wishlistRemoveWrite = removeWrite('wishlist');
export const favouritesAddWrite = addWrite('favourites');
export const favouritesRemoveWrite = removeWrite('favourites');
