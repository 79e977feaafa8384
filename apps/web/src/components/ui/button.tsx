// Buttons and button-styled links: one look for every action in the shop.
import { clsx } from 'clsx/lite';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-dark',
  accent: 'bg-accent text-slate-900 shadow-sm hover:bg-amber-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100',
  ghost: 'text-primary hover:bg-indigo-50',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return clsx(base, variants[variant], sizes[size]);
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return (
    <button type={type} className={clsx(buttonClasses(variant, size), className)} {...props} />
  );
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={clsx(buttonClasses(variant, size), className)} {...props} />;
}
