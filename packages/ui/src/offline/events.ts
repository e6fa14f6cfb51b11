/** A tiny listener set: `on` returns its own unsubscribe. */
export function emitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    on(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value: T): void {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          console.error('offline client listener failed', error);
        }
      }
    },
  };
}
