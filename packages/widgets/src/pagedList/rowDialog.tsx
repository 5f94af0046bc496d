import { useCallback, useRef, useState } from 'react';

/** The button of a row's menu, for focus to return to after a dialog. */
export type MenuButtonOf = () => HTMLElement | null;

/**
 * The dialog a row's menu opened (`kind`, about `item`), and where focus goes when it closes:
 * back to that menu's button, or, when the row went with a delete, to the list (a grid's first
 * row, a reorderable list's first handle) or the search box, whichever comes first. Put
 * `sectionRef` on the list's section. Destructure the answer: the React Compiler's lint takes
 * the whole object for a ref otherwise.
 */
export function useRowDialog<Kind extends string, Item>() {
  const [dialog, setDialog] = useState<{ kind: Kind; item: Item } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<MenuButtonOf | null>(null);
  const returnFocusTo = useCallback(() => {
    const button = menuButtonRef.current?.();
    if (button?.isConnected) return button;
    return (
      sectionRef.current?.querySelector<HTMLElement>(
        '[role="grid"], [data-movable-handle]:not(:disabled), input[type="search"]',
      ) ?? null
    );
  }, []);
  const openDialog = (kind: Kind, item: Item, menuButton: MenuButtonOf) => {
    menuButtonRef.current = menuButton;
    setDialog({ kind, item });
    setOpen(true);
  };
  /** The item of an open dialog of `kind`; kept while the dialog fades out. */
  const itemOf = (kind: Kind) => (dialog?.kind === kind ? dialog.item : null);
  const isOpenOf = (kind: Kind) => isOpen && dialog?.kind === kind;
  return { sectionRef, openDialog, itemOf, isOpenOf, setDialogOpen: setOpen, returnFocusTo };
}
