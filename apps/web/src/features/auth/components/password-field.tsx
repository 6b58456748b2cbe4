import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { TextField } from '@/components/ui/form-field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <div className="relative">
      <TextField type={visible ? 'text' : 'password'} className="pr-11" {...props} />
      <button
        type="button"
        className="absolute top-8 right-2 rounded-control p-1.5 text-ink-subtle hover:text-ink"
        aria-label={visible ? `Hide ${name}` : `Show ${name}`}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
      </button>
    </div>
  );
}
