import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

interface FieldBaseProps {
  label: string;
  /** Shown under the control and announced with it; also marks the control invalid. */
  error?: string | undefined;
  hint?: string;
  /** A unit shown after an input ("mm"), and read with it. */
  suffix?: string | null | undefined;
}

type InputFieldProps = FieldBaseProps & { multiline?: false } & ComponentPropsWithRef<'input'>;
type TextareaFieldProps = FieldBaseProps & { multiline: true } & ComponentPropsWithRef<'textarea'>;
type BoundProps = 'form' | 'name' | 'error' | 'onChange' | 'onBlur' | 'ref';
/** What a form binder leaves to the page: all but the form, the name, the error and the registered handlers. */
export type UnboundFieldProps = Omit<InputFieldProps, BoundProps> | Omit<TextareaFieldProps, BoundProps>;

const CONTROL =
  'block w-full rounded-md border bg-white px-3 py-2 text-graphite-900 placeholder:text-graphite-400 ' +
  'read-only:bg-graphite-100 read-only:text-graphite-600 focus-visible:outline-2 focus-visible:outline-accent-500';

/** Label, control and error text wired together (works with react-hook-form's `register`). */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [props.suffix && suffixId, props.hint && hintId, props.error && errorId].filter(Boolean).join(' ') ||
    undefined;
  const controlClass = `${CONTROL} ${props.error ? 'border-danger-600' : 'border-graphite-300'} ${props.className ?? ''}`;
  const aria = { id, 'aria-invalid': props.error ? true : undefined, 'aria-describedby': describedBy };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, multiline: _m, className: _c, suffix: _s, ...rest } = props;
    control = <textarea rows={5} {...rest} {...aria} className={controlClass} />;
  } else {
    const { label: _l, error: _e, hint: _h, multiline: _m, className: _c, suffix, ...rest } = props;
    control = suffix ? (
      <div className="flex">
        <input {...rest} {...aria} className={`${controlClass} min-w-0 rounded-r-none`} />
        <span
          id={suffixId}
          className="inline-flex shrink-0 items-center rounded-r-md border border-l-0 border-graphite-300 bg-graphite-100 px-3 text-sm text-graphite-700"
        >
          {suffix}
        </span>
      </div>
    ) : (
      <input {...rest} {...aria} className={controlClass} />
    );
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-graphite-800">
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-accent-700">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="text-sm text-graphite-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
