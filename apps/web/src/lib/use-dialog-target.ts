import { useState } from 'react';

interface DialogTarget<Row> {
  target: Row | null;
  open: boolean;
  /** Changes on every `show`: as a React key, it gives each opening a fresh form, even for the same row. */
  opening: number;
}

/**
 * The row a dialog is about, and whether it is open. Closing keeps the row, so the dialog still shows it while it
 * fades out instead of going blank for its last 300 ms.
 */
export function useDialogTarget<Row>() {
  const [state, setState] = useState<DialogTarget<Row>>({ target: null, open: false, opening: 0 });
  return {
    ...state,
    show: (target: Row) => setState((current) => ({ target, open: true, opening: current.opening + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
