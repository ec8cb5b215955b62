import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
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

/** The one confirm dialog, on the shared modal: Escape and the backdrop cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, pending = false } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const requestCancel = () => {
    if (!pending) onCancel();
  };

  return (
    // The safe choice gets focus first, so a stray Enter never confirms a destructive action.
    <Dialog
      open={open}
      title={title}
      onClose={requestCancel}
      initialFocus={cancelRef}
      describedBy={messageId}
    >
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
    </Dialog>
  );
}
