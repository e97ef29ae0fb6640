import { useFormContext } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ProfileFormValues } from './profile-values.ts';

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'url', autoComplete: 'url', placeholder: 'https://www.linkedin.com/in/...' },
  { name: 'cvUrl', label: 'CV URL', type: 'url', autoComplete: 'off', placeholder: 'https://...' },
] as const;

/** Contact details: shown only to signed-in clients, super admins and the executive themself. */
export function ContactSection() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSection
      id="contact-heading"
      title="Contact information"
      description="Visible only to registered clients and the TalentLeaders team."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field.name]?.message;
          return (
            <FormField key={field.name} id={field.name} label={field.label} required={'required' in field} error={error}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  placeholder={'placeholder' in field ? field.placeholder : undefined}
                  {...register(field.name)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </FormSection>
  );
}
