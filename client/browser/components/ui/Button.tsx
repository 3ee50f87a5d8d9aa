/**
 * @module Buttons and button-styled links (classes in client/styles/components.css). A view has one
 * primary action; the rest are secondary or quiet. Links that look like buttons stay links (<a>),
 * so they work without JavaScript and open in a new tab like any link.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
type Look = { variant?: ButtonVariant; size?: 'sm' | 'md'; block?: boolean };

// Whole class names, so Tailwind finds them in this file and emits them (client/styles/components.css).
const VARIANT: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  quiet: 'btn-quiet',
  danger: 'btn-danger',
};

/** The class list for a variant, size and width: for the rare control that is neither (a label). */
export function buttonClass({ variant = 'secondary', size = 'md', block = false }: Look, extra?: string): string {
  const sized = block ? 'btn-block' : size === 'sm' ? 'btn-sm' : 'btn-md';
  return ['btn', VARIANT[variant], sized, extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** A square button with an icon only: the label is required and read aloud instead. */
export function IconButton({
  label,
  className,
  type = 'button',
  ...rest
}: { label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'>) {
  return <button type={type} aria-label={label} title={label} className={`icon-btn ${className ?? ''}`} {...rest} />;
}
