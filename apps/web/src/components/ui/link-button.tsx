import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { type ButtonStyleProps, buttonClasses } from './button-classes';

type StyledAnchorProps = ComponentPropsWithRef<'a'> & ButtonStyleProps;

function StyledAnchor({ variant, size, className, ...props }: StyledAnchorProps) {
  return <a className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A router link that looks like a Button; navigation stays a link for the browser and assistive tech. */
export const LinkButton = createLink(StyledAnchor);
