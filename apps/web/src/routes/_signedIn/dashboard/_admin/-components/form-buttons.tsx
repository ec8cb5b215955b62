import { Button } from '../../../../../components/ui/button';

/** A dialog form's Cancel and Save, stacked on a phone. */
export function FormButtons({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        Save
      </Button>
    </div>
  );
}
