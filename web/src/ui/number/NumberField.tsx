import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, limitNumber, parseNumber, stepNumber, type FormatOptions } from './localeNumber';
import './numberField.css';

/**
 * A number typed and shown in the interface language ("2,5" in German, "2.5" in English).
 * Text that reads as a number inside the limits changes the value as it is typed; Enter or
 * leaving the field commits it (brought inside the limits) and writes it back the language's way; the arrow keys step
 * (ten steps with Shift); Escape puts back the value the field had before typing. Text that is
 * not a number says so under the field and leaves the value as it was.
 */
export function NumberField({
  id,
  value,
  onChange,
  onCommit,
  min,
  max,
  step,
  format = {},
  disabled,
  label,
  className,
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
  /** Called when an edit ends (Enter, leaving the field, an arrow key step, Escape). */
  onCommit?: () => void;
  min?: number;
  max?: number;
  /** The arrow keys' step; a whole step (1) keeps the value whole. */
  step?: number;
  format?: FormatOptions;
  disabled?: boolean;
  /** The field's name, where no <label> names it. */
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The text being typed; null while the field shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // The value before the typing began, for Escape and for text that is not a number.
  const before = useRef<number | null>(null);
  const limits = { min, max, step };
  const shown = Number.isFinite(value) ? formatNumber(value, language, format) : '';
  const errorId = `${id}-error`;

  const change = (next: number) => {
    if (next !== value) onChange(next);
  };
  const finish = () => {
    before.current = null;
    onCommit?.();
  };
  const commit = () => {
    if (draft === null) {
      finish();
      return;
    }
    const parsed = parseNumber(draft, language);
    if (!parsed.ok) {
      // The value stays what it was before the typing.
      if (before.current !== null) change(before.current);
      setInvalid(true);
      finish();
      return;
    }
    change(limitNumber(parsed.value, limits));
    setDraft(null);
    setInvalid(false);
    finish();
  };
  const revert = () => {
    if (before.current !== null) change(before.current);
    setDraft(null);
    setInvalid(false);
    finish();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      if (draft === null && !invalid) return;
      // Reverting the typing is this key's whole job here: the panel around keeps its place.
      event.stopPropagation();
      revert();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = draft === null ? undefined : parseNumber(draft, language);
      const from = typed?.ok ? typed.value : value;
      change(stepNumber(from, event.key === 'ArrowUp' ? 1 : -1, limits, event.shiftKey));
      setDraft(null);
      setInvalid(false);
      finish();
    }
  };

  return (
    <>
      <input
        id={id}
        className={`number-field${className ? ` ${className}` : ''}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        role="spinbutton"
        aria-label={label}
        aria-valuenow={Number.isFinite(value) ? value : undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={shown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={draft ?? shown}
        disabled={disabled}
        onFocus={() => {
          before.current ??= value;
        }}
        onChange={(event) => {
          const text = event.target.value;
          before.current ??= value;
          setDraft(text);
          // A figure inside the limits applies at once; one outside them is brought inside
          // when the edit ends, so typing "150" into 0 to 100 does not pass through 1 and 15.
          const parsed = parseNumber(text, language);
          if (parsed.ok) {
            if (limitNumber(parsed.value, limits) === parsed.value) change(parsed.value);
            setInvalid(false);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {invalid ? (
        <span id={errorId} className="number-field-error" role="alert">
          {t('numberField.invalid', {
            example: formatNumber(1234.5, language),
            current: shown,
          })}
        </span>
      ) : null}
    </>
  );
}
