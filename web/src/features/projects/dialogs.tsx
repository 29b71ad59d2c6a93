import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../ui/dialog/dialogService';

interface NamePrompt {
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  /** Shown, and submitting refused, while the name is empty; unset allows an empty name. */
  requiredMessage?: string;
}

/** Asks for a name in a dialog; resolves with the trimmed name, or null when cancelled. */
export function promptForName(prompt: NamePrompt): Promise<string | null> {
  return new Promise((resolve) => {
    let chosen: string | null = null;
    dialogs.open({
      title: prompt.title,
      render: (close) => (
        <NameForm
          prompt={prompt}
          onCancel={close}
          onSubmit={(name) => {
            chosen = name;
            close();
          }}
        />
      ),
      onClosed: () => resolve(chosen),
    });
  });
}

function NameForm({
  prompt,
  onSubmit,
  onCancel,
}: {
  prompt: NamePrompt;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const [name, setName] = useState(prompt.initial ?? '');
  const missing = prompt.requiredMessage !== undefined && name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) onSubmit(name.trim());
  };
  return (
    <form className="dialog-form" onSubmit={submit}>
      <div>
        <label className="field-label" htmlFor={fieldId}>
          {prompt.label}
        </label>
        <input
          id={fieldId}
          className="text-field"
          value={name}
          maxLength={prompt.requiredMessage ? 100 : 200}
          onChange={(event) => setName(event.target.value)}
          onFocus={(event) => event.target.select()}
          aria-describedby={missing ? hintId : undefined}
          autoFocus
        />
        {missing ? (
          <p id={hintId} className="field-hint">
            {prompt.requiredMessage}
          </p>
        ) : null}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" data-variant="ghost" onClick={onCancel}>
          {t('projects.dialogs.cancel')}
        </button>
        <button type="submit" className="button" data-variant="primary" disabled={missing}>
          {prompt.submitLabel}
        </button>
      </div>
    </form>
  );
}

export interface DestinationChoice {
  /** A folder id, or null for "no folder" / "top level". */
  id: string | null;
  label: string;
  depth: number;
}

/** Lets the user pick where to move something; resolves with the choice, or undefined when cancelled. */
export function chooseDestination(options: {
  title: string;
  choices: DestinationChoice[];
  current: string | null;
}): Promise<string | null | undefined> {
  return new Promise((resolve) => {
    let chosen: string | null | undefined;
    dialogs.open({
      title: options.title,
      render: (close) => (
        <DestinationForm
          choices={options.choices}
          current={options.current}
          onCancel={close}
          onSubmit={(id) => {
            chosen = id;
            close();
          }}
        />
      ),
      onClosed: () => resolve(chosen),
    });
  });
}

function DestinationForm({
  choices,
  current,
  onSubmit,
  onCancel,
}: {
  choices: DestinationChoice[];
  current: string | null;
  onSubmit: (id: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const groupName = useId();
  const [selected, setSelected] = useState<string | null>(current);
  return (
    <form
      className="dialog-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(selected);
      }}
    >
      <fieldset className="destination-list">
        <legend className="field-label">{t('projects.dialogs.destinationLabel')}</legend>
        {choices.map((choice) => (
          <label
            key={choice.id ?? 'none'}
            className="destination-choice"
            style={{ paddingInlineStart: `calc(var(--space-3) + ${choice.depth} * var(--space-5))` }}
          >
            <input
              type="radio"
              name={groupName}
              checked={selected === choice.id}
              onChange={() => setSelected(choice.id)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button type="button" className="button" data-variant="ghost" onClick={onCancel}>
          {t('projects.dialogs.cancel')}
        </button>
        <button type="submit" className="button" data-variant="primary" disabled={selected === current}>
          {t('projects.dialogs.move')}
        </button>
      </div>
    </form>
  );
}
