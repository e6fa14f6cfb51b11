import * as RadixToast from '@radix-ui/react-toast';
import { useToasts } from '../../hooks/useToasts';
import { dismissToast, TOAST_DURATION, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD, type ToastState } from '../../stores/toasts';
import { button } from '../private/button.css';
import { CloseIcon } from '../private/icons';
import * as styles from './Toast.css';

export interface ToasterProps {
  /** Show these toasts instead of the page's store (for documentation and tests). */
  toasts?: ToastState[];
  /** How long an open toast stays before closing by itself. */
  duration?: number;
  /** Label of the notification region, announced with its F8 shortcut. */
  label?: string;
}

/**
 * Renders the toasts raised with `toast()` anywhere on the page. Mount it once (the Base
 * layout does). Radix gives the F8 shortcut to the region, swipe-right to dismiss, pausing
 * on hover and focus, and the screen-reader announcement.
 */
export function Toaster({
  toasts: fixed,
  duration = TOAST_DURATION,
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  const fromStore = useToasts();
  const visible = (fixed ?? fromStore).slice(0, TOAST_LIMIT);
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {visible.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={styles.root({ variant: t.variant })}
          data-variant={t.variant}
          data-part="toast"
        >
          <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
          {t.description ? (
            <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>
          ) : null}
          {t.action ? (
            <RadixToast.Action altText={t.action.altText} asChild>
              <button
                type="button"
                className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.action}`}
                onClick={t.action.onClick}
              >
                {t.action.label}
              </button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className={styles.close} aria-label="Close">
            <CloseIcon width={16} height={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={label} data-part="toast-viewport" />
    </RadixToast.Provider>
  );
}
