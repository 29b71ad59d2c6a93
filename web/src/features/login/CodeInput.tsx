import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLength, enterText, eraseBackward, moveFocus, type CodeEntry } from './codeEntry';

/** Four one-digit boxes (spec section 5); the rules live in codeEntry.ts. */
export function CodeInput({
  entry,
  onChange,
  disabled,
  labelledBy,
}: {
  entry: CodeEntry;
  onChange: (entry: CodeEntry) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    boxes.current[entry.focus]?.focus();
  }, [entry.focus, entry.digits]);

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      onChange(eraseBackward(entry, index));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onChange(moveFocus(entry, index, -1));
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onChange(moveFocus(entry, index, 1));
    }
  }

  return (
    <div className="code-input" role="group" aria-labelledby={labelledBy}>
      {Array.from({ length: codeLength }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={index === 0 ? codeLength : 1}
          aria-label={t('login.digitLabel', { position: index + 1 })}
          value={entry.digits[index]}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onChange={(event) => {
            // A typed digit replaces the box's own; what else arrives (autofill) fills onward.
            const typed = event.target.value.replace(entry.digits[index] ?? '', '') || event.target.value;
            onChange(enterText(entry, index, typed));
          }}
          onPaste={(event) => {
            event.preventDefault();
            onChange(enterText(entry, index, event.clipboardData.getData('text')));
          }}
        />
      ))}
    </div>
  );
}
