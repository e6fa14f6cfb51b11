/**
 * Closes open disclosure menus (`details[data-dismissable]`) on a click outside them and on
 * Escape (focus returns to the menu's toggle), as menus are expected to behave. Plain DOM,
 * no framework: pages call it once. Returns a function that removes the listeners.
 */
export function dismissMenus(root: Document = document): () => void {
  const openMenus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-dismissable][open]'));
  const onPointer = (event: Event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  };
  root.addEventListener('pointerdown', onPointer);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('pointerdown', onPointer);
    root.removeEventListener('keydown', onKey);
  };
}
