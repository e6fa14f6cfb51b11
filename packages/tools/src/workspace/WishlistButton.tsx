import { useState } from 'react';
import { button, toast } from '@perch/ui';
import { apiRequest, isQueuedResult } from '@perch/ui/offline';

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

export interface WishlistButtonProps {
  toolId: string;
  toolName: string;
  /** Whether the tool is on the wishlist when the page is drawn. */
  initiallyWishlisted: boolean;
  /**
   * "toggle": one button that adds and removes (tool page); "remove": a remove button (wishlist
   * page); "icon": a star that adds and removes (a card in a list).
   */
  variant?: 'toggle' | 'remove' | 'icon';
  /** Told after each change the server took or the device queued. */
  onChange?: (wishlisted: boolean) => void;
}

/**
 * Adds a tool to the user's wishlist or takes it off. Works offline: the change is queued on
 * the device (toast "Saved on this device") and applied once when the connection returns.
 */
export function WishlistButton({ toolId, toolName, initiallyWishlisted, variant = 'toggle', onChange }: WishlistButtonProps) {
  const [wishlisted, setWishlisted] = useState(initiallyWishlisted);
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (pending) return;
    const next = !wishlisted;
    setPending(true);
    try {
      const answer = next
        ? await apiRequest('POST', '/api/wishlist', JSON.stringify({ toolId }))
        : await apiRequest('DELETE', `/api/wishlist/${encodeURIComponent(toolId)}`);
      setWishlisted(next);
      onChange?.(next);
      if (isQueuedResult(answer)) toast({ title: WISHLIST_TEXT.queuedTitle, description: answer.message });
      else toast({ title: next ? WISHLIST_TEXT.addedTitle : WISHLIST_TEXT.removedTitle, description: toolName });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : WISHLIST_TEXT.failureFallback;
      toast({ title: WISHLIST_TEXT.failureTitle, description: message, variant: 'destructive' });
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
        disabled={pending || !wishlisted}
        aria-label={`${wishlisted ? 'Remove' : 'Removed'} ${toolName} ${wishlisted ? 'from' : 'from your'} wishlist`}
      >
        {wishlisted ? 'Remove' : 'Removed'}
      </button>
    );
  }
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={button({ tone: 'ghost', size: 'sm' })}
        onClick={toggle}
        aria-pressed={wishlisted}
        disabled={pending}
        aria-label={`Wishlist: ${toolName}`}
        title={wishlisted ? WISHLIST_TEXT.remove : WISHLIST_TEXT.add}
      >
        <span aria-hidden="true">{wishlisted ? '★' : '☆'}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={button({ tone: wishlisted ? 'secondary' : 'primary', size: 'sm' })}
      onClick={toggle}
      aria-pressed={wishlisted}
      disabled={pending}
      title={wishlisted ? WISHLIST_TEXT.remove : undefined}
    >
      {wishlisted ? `★ ${WISHLIST_TEXT.added}` : `☆ ${WISHLIST_TEXT.add}`}
    </button>
  );
}
