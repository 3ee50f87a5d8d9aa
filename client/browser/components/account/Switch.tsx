/**
 * @module An on/off setting: a native checkbox with role="switch", drawn as a track and thumb. In a
 * form it posts `name=true` when on and nothing when off.
 */
import { useId } from 'react';

type Props = { label: string; description: string; checked: boolean; onChange: (on: boolean) => void; name: string };

export function Switch({ label, description, checked, onChange, name }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-d`} className="text-sm text-ink-2">
          {description}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox: checked is its state, aria-checked would duplicate it
          role="switch"
          checked={checked}
          aria-describedby={`${id}-d`}
          onChange={(e) => onChange(e.target.checked)}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-7 w-12 rounded-full bg-outline transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1 top-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
