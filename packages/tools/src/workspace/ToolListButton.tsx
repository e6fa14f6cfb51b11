import { useState } from 'react';
import { button, toast } from '@perch/ui';
import { apiRequest, isQueuedResult, noteToolListChange } from '@perch/ui/offline';

/** The user's two lists of tools: kept for later (wishlist) and pinned for everyday use (favourites). */
export type ToolList = 'wishlist' | 'favourites';

export const WISHLIST_TEXT = {
  add: 'Add to wishlist',
  added: 'On your wishlist',
  remove: 'Remove from wishlist',
  addedTitle: 'Added to your wishlist',
  removedTitle: 'Removed from your wishlist',
  queuedTitle: 'Saved on this device',
  failureTitle: 'Wishlist not updated',
  failureFallback: 'An error occurred. Please try again.',
} as const;

export const FAVOURITES_TEXT = {
  add: 'Add to favourites',
  added: 'Favourite',
  remove: 'Remove from favourites',
  addedTitle: 'Added to your favourites',
  removedTitle: 'Removed from your favourites',
  queuedTitle: 'Saved on this device',
  failureTitle: 'Favourites not updated',
  failureFallback: 'An error occurred. Please try again.',
} as const;

const LISTS = {
  wishlist: { text: WISHLIST_TEXT, on: '★', off: '☆', label: 'Wishlist', listName: 'wishlist' },
  favourites: { text: FAVOURITES_TEXT, on: '♥', off: '♡', label: 'Favourite', listName: 'favourites' },
} as const;

export interface ToolListButtonProps {
  /** Which list the button adds to and removes from. */
  list: ToolList;
  toolId: string;
  toolName: string;
  /** Whether the tool is on the list when the page is drawn. */
  initiallyListed: boolean;
  /**
   * "toggle": one button that adds and removes (tool page); "remove": a remove button (the
   * list's own page); "icon": a small toggle (a card in a list).
   */
  variant?: 'toggle' | 'remove' | 'icon';
  /** Told after each change the server took or the device queued. */
  onChange?: (listed: boolean) => void;
}

/**
 * Adds a tool to one of the user's lists or takes it off. Works offline: the change is queued on
 * the device (toast "Saved on this device") and applied once when the connection returns.
 */
export function ToolListButton({
  list,
  toolId,
  toolName,
  initiallyListed,
  variant = 'toggle',
  onChange,
}: ToolListButtonProps) {
  const [listed, setListed] = useState(initiallyListed);
  const [pending, setPending] = useState(false);
  const { text, on, off, label, listName } = LISTS[list];

  const toggle = async () => {
    if (pending) return;
    const next = !listed;
    setPending(true);
    try {
      const answer = next
        ? await apiRequest('POST', `/api/${list}`, JSON.stringify({ toolId }))
        : await apiRequest('DELETE', `/api/${list}/${encodeURIComponent(toolId)}`);
      setListed(next);
      onChange?.(next);
      // The list kept on the device follows, so a page drawn offline shows it (not awaited: best effort).
      void noteToolListChange(list, toolId, next);
      if (isQueuedResult(answer)) toast({ title: text.queuedTitle, description: answer.message });
      else toast({ title: next ? text.addedTitle : text.removedTitle, description: toolName });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : text.failureFallback;
      toast({ title: text.failureTitle, description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (variant === 'remove') {
    return (
      // The name starts with the visible word, so speech users can say what they see.
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        onClick={toggle}
        disabled={pending || !listed}
        aria-label={`${listed ? 'Remove' : 'Removed'} ${toolName} ${listed ? 'from' : 'from your'} ${listName}`}
      >
        {listed ? 'Remove' : 'Removed'}
      </button>
    );
  }
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={button({ tone: 'ghost', size: 'sm' })}
        onClick={toggle}
        aria-pressed={listed}
        disabled={pending}
        aria-label={`${label}: ${toolName}`}
        title={listed ? text.remove : text.add}
      >
        <span aria-hidden="true">{listed ? on : off}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={button({ tone: listed ? 'secondary' : 'primary', size: 'sm' })}
      onClick={toggle}
      aria-pressed={listed}
      disabled={pending}
      title={listed ? text.remove : undefined}
    >
      {listed ? `${on} ${text.added}` : `${off} ${text.add}`}
    </button>
  );
}

export type WishlistButtonProps = Omit<ToolListButtonProps, 'list' | 'initiallyListed'> & {
  initiallyWishlisted: boolean;
};

/** The wishlist's button: tools kept for later. */
export function WishlistButton({ initiallyWishlisted, ...props }: WishlistButtonProps) {
  return <ToolListButton list="wishlist" initiallyListed={initiallyWishlisted} {...props} />;
}

export type FavouriteButtonProps = Omit<ToolListButtonProps, 'list' | 'initiallyListed'> & {
  initiallyFavourite: boolean;
};

/** The favourites' button: tools pinned first on /tools. */
export function FavouriteButton({ initiallyFavourite, ...props }: FavouriteButtonProps) {
  return <ToolListButton list="favourites" initiallyListed={initiallyFavourite} {...props} />;
}
