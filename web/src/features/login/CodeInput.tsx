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
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A typed digit fills this box and moves on, wherever the caret stood in it: the text a
      // box would otherwise hold ("51", "15") says nothing reliable about which digit is new.
      event.preventDefault();
      const next = enterText(entry, index, event.key);
      onChange(next);
      boxes.current[next.focus]?.focus();
    } else if (event.key === 'Backspace') {
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
            // Keyboards that send no key (autofill, some phone keyboards): the box's own digit is
            // replaced and what else arrives fills onward.
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
