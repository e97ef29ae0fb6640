import { useFormContext, useWatch } from 'react-hook-form';
import { BIO_MAX_WORDS, BIO_MIN_WORDS, countWords } from '@contracts/profiles/contracts/profile-form.contract.ts';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../components/ui/cn.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ProfileFormValues } from './profile-values.ts';

/** The bio with its live word counter (50 to 400 words). */
export function BioSection() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const bio = useWatch({ control, name: 'bio' });
  const words = countWords(bio ?? '');
  const inRange = words >= BIO_MIN_WORDS && words <= BIO_MAX_WORDS;
  const error = formState.errors.bio?.message;
  return (
    <FormSection id="bio-heading" title="Experience overview" description="Your background, your approach and the results you deliver.">
      <FormField
        id="bio"
        label="Bio"
        required
        error={error}
        description={
          <span data-testid="bio-word-count" className={cn(inRange ? 'text-success' : 'text-muted-foreground')}>
            {words} {words === 1 ? 'word' : 'words'} ({BIO_MIN_WORDS} to {BIO_MAX_WORDS} words)
          </span>
        }
      >
        {(fieldProps) => <Textarea {...fieldProps} rows={9} {...register('bio')} />}
      </FormField>
    </FormSection>
  );
}
