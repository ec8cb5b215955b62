import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../../lib/web-constants';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, a click on the backdrop: the parent owns `open` and decides whether to close. */
  onClose: () => void;
  /** What takes focus on opening; the browser's pick (the first focusable element) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the element that describes the dialog, for assistive tech. */
  describedBy?: string;
  /** Room for a picture instead of a short message. */
  wide?: boolean;
  children: ReactNode;
}

const TIMING = {
  '--modal-ms': `${MODAL_TRANSITION_MS}ms`,
  '--backdrop-ms': `${BACKDROP_TRANSITION_MS}ms`,
} as CSSProperties;

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, textarea';

/** The one modal: a native <dialog>, so the page behind is inert; focus returns to the opener on close. */
export function Dialog({
  open,
  title,
  onClose,
  initialFocus,
  describedBy,
  wide = false,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [open, initialFocus]);

  // Native modals already make the page inert; this keeps Tab cycling inside instead of leaving for the browser UI.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE);
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
      aria-describedby={describedBy}
      style={TIMING}
      className={`confirm-dialog m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-4xl' : 'max-w-md'} rounded-md border border-graphite-200 bg-white p-0 text-graphite-900 shadow-xl`}
      onCancel={(event) => {
        // Escape: the dialog must not close itself behind React's back.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
