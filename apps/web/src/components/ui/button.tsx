import type { ComponentPropsWithRef } from 'react';
import { type ButtonStyleProps, buttonClasses } from './button-classes';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /** Disables the button and shows a spinner, keeping the label so the width does not jump. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size }, className)}
      {...props}
    >
      {loading && <Spinner size="sm" label="Working" />}
      {children}
    </button>
  );
}
