import { BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '@partsmith/contracts';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and nothing closes the dialog. */
  pending?: boolean;
  tone?: 'danger' | 'primary';
}

const TIMING = {
  '--modal-ms': `${MODAL_TRANSITION_MS}ms`,
  '--backdrop-ms': `${BACKDROP_TRANSITION_MS}ms`,
} as CSSProperties;

/** The one confirm dialog: a native modal <dialog>, so the page behind is inert and Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, pending = false } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The safe choice gets focus first, so a stray Enter never confirms a destructive action.
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [open]);

  const requestCancel = () => {
    if (!pending) onCancel();
  };

  // Native modals already make the page inert; this keeps Tab cycling inside instead of leaving for the browser UI.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not(:disabled), [href], input',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      style={TIMING}
      className="confirm-dialog m-auto w-[calc(100%-2rem)] max-w-md rounded-md border border-graphite-200 bg-white p-0 text-graphite-900 shadow-xl"
      onCancel={(event) => {
        // Escape: the parent owns `open`, so it decides; the dialog must not close itself behind React's back.
        event.preventDefault();
        requestCancel();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestCancel();
      }}
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={messageId} className="text-graphite-700">
          {message}
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={requestCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={props.tone === 'primary' ? 'primary' : 'danger'}
            onClick={onConfirm}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
