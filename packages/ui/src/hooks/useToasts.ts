import { useStore } from '@nanostores/react';
import { $toasts } from '../stores/toasts';

/** The toasts of the page, for React. */
export function useToasts() {
  return useStore($toasts);
}
