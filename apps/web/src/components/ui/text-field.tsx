// A labelled input with its help text and error message under it, wired up for assistive technology.
import { clsx } from 'clsx/lite';
import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const fieldClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** What to enter, under the input. */
  hint?: string | undefined;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint?: string) {
  const notes = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    ...(error && { 'aria-invalid': true }),
    ...(notes && { 'aria-describedby': notes }),
  };
}

export function TextField({
  label,
  error,
  hint,
  ref,
  className,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        ref={ref}
        className={clsx(fieldClasses, error ? 'border-red-500' : 'border-slate-300', className)}
        {...describedBy(id, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  ref,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        ref={ref}
        rows={5}
        className={clsx(fieldClasses, error ? 'border-red-500' : 'border-slate-300')}
        {...describedBy(id, error)}
        {...props}
      />
    </FieldShell>
  );
}

/** A labelled choice from a list; the options are its children. */
export function SelectField({
  label,
  error,
  ref,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        ref={ref}
        className={clsx(fieldClasses, error ? 'border-red-500' : 'border-slate-300')}
        {...describedBy(id, error)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
