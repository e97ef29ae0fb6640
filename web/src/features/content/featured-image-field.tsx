import { useRef, useState, type ChangeEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import { submitMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { uploadImage } from './content-api.ts';
import { IMAGE_ACCEPT, imageFileProblem } from './featured-image.ts';

type FeaturedImageFieldProps = {
  /** The uploaded image's address (what the submission sends), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The form waits for an upload in flight before it submits. */
  onUploadingChange: (uploading: boolean) => void;
  /** A server refusal of featuredImageUrl on submit. */
  error?: string;
};

/**
 * The featured image: checked here (type and 5 MB, to spare a useless upload), uploaded as soon as
 * it is chosen, then shown from its same-origin address (the CSP allows no blob: images). The
 * server checks the bytes again and re-encodes them.
 */
export function FeaturedImageField({ value, onChange, onUploadingChange, error }: FeaturedImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      event.target.value = '';
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.url);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.detail : String(failure));
      if (input.current) input.current.value = '';
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  return (
    <FormField id="featured-image" label={submitMessages.imageLabel} optional description={submitMessages.imageHint} error={problem ?? error}>
      {(fieldProps) => (
        <div className="flex flex-col gap-3">
          {value ? (
            <div className="w-full max-w-sm overflow-hidden rounded-card border border-border">
              <img src={value} alt="Featured image preview" className="aspect-video w-full object-cover" />
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {/* The native input: one keyboard stop, the platform's own file picker and its announcement. */}
            <input
              ref={input}
              {...fieldProps}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={uploading}
              onChange={(event) => void choose(event)}
              className="min-w-0 max-w-full text-sm text-muted-foreground file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-surface file:px-4 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {uploading ? (
              <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Uploading...
              </span>
            ) : null}
            {value && !uploading ? (
              <Button type="button" variant="outline" size="sm" onClick={remove}>
                <Trash2 aria-hidden="true" />
                Remove image
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </FormField>
  );
}
