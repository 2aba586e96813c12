// The settings page's labelled controls: each with its note under it, read with it by screen readers.
import type { ReactNode } from 'react';
import { Switch } from 'antd';

/** A note under a control, read with it by screen readers. */
export function Note({ id, text }: { id: string; text: string | null }) {
  if (text === null) return null;
  return (
    <div id={id} className="admin-settings__help">
      {text}
    </div>
  );
}

export function Field({
  id,
  label,
  note = null,
  children,
}: {
  id: string;
  label: string;
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="admin-settings__field">
      <label htmlFor={id} className="admin-settings__label">
        {label}
      </label>
      {children}
      <Note id={`${id}-note`} text={note} />
    </div>
  );
}

export function Toggle({
  id,
  label,
  checked,
  onChange,
  note = null,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  note?: string | null;
}) {
  return (
    <div>
      <div className="admin-settings__toggle">
        <Switch
          id={id}
          checked={checked}
          onChange={onChange}
          {...(note === null ? {} : { 'aria-describedby': `${id}-note` })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Note id={`${id}-note`} text={note} />
    </div>
  );
}

type BooleanKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/** A tab's edits: `set` one field of its group, or bind a switch (`toggle`) to a yes/no field. */
export function groupSetter<T extends object>(value: T, onChange: (next: T) => void) {
  const set = <K extends keyof T>(key: K, v: T[K]) => {
    onChange({ ...value, [key]: v });
  };
  // A BooleanKey's value is a boolean; TypeScript cannot see that through the generic index.
  const toggle = (key: BooleanKey<T>) => ({
    checked: value[key] as boolean,
    onChange: (v: boolean) => {
      set(key, v as T[BooleanKey<T>]);
    },
  });
  return { set, toggle };
}
