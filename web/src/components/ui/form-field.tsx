import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from './cn.ts';
import { inputClassName } from './input.tsx';
import { Label } from './label.tsx';

/** What a field's control needs so screen readers tie it to its label, description and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export const fieldDescriptionId = (id: string) => `${id}-description`;
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * The control is described by its description and its error, both while both are shown: a hint
 * such as 'At least 8 characters.' still matters when the error is read out.
 */
export function fieldControlProps(id: string, parts: { description?: ReactNode; error?: string }): FieldControlProps {
  const ids = [parts.description ? fieldDescriptionId(id) : null, parts.error ? fieldErrorId(id) : null].filter(Boolean);
  return { id, 'aria-invalid': parts.error ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}

/** The field's error; role=alert so it is announced when it appears, not only on focus. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium break-words text-destructive">
      {message}
    </p>
  );
}

/** ' *' for forms that say 'Fields marked * are required', or ' (optional)' where most are. */
export function RequiredMark({ required, optional }: { required?: boolean; optional?: boolean }) {
  if (required) {
    return (
      <span className="text-destructive" aria-hidden="true">
        {' '}
        *
      </span>
    );
  }
  return optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
};

type FormFieldProps = FieldProps & {
  className?: string;
  /** The control. As a function it receives the id and aria attributes to spread on the control. */
  children: ReactNode | ((fieldProps: FieldControlProps) => ReactNode);
};

/** The one form field of the app: label, control, description, and the error underneath. */
export function FormField({ id, label, description, error, required, optional, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} optional={optional} />
      </Label>
      {typeof children === 'function' ? children(fieldControlProps(id, { description, error })) : children}
      {description ? (
        <p id={fieldDescriptionId(id)} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps;

/** A FormField around a text input; react-hook-form's register() spreads onto it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, description, error, required, optional, className, ...input },
  ref,
) {
  return (
    <FormField id={id} label={label} description={description} error={error} required={required} optional={optional}>
      {(fieldProps) => <input ref={ref} {...fieldProps} className={cn(inputClassName, 'h-11', className)} {...input} />}
    </FormField>
  );
});

/** A password input with a show/hide button, so people can check what they typed on a phone. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { id, label, description, error, required, optional, className, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} description={description} error={error} required={required} optional={optional}>
      {(fieldProps) => (
        <div className="relative">
          <input
            ref={ref}
            {...fieldProps}
            type={visible ? 'text' : 'password'}
            className={cn(inputClassName, 'h-11 pr-11', className)}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={id}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
          >
            {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FormField>
  );
});
