import { useTranslation } from 'react-i18next';
import { describeKeys, shortcuts, type ShortcutCommand } from '../core/shortcuts';

const gestureHints = ['dragW', 'dragQ', 'zoom', 'pan', 'connect', 'insert', 'resize', 'box'] as const;

/** The shortcuts of the help dialog, from the same table the key handler uses. */
export function HelpDialogBody() {
  const { t } = useTranslation();
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const commandLabel = (command: ShortcutCommand) =>
    command === 'history'
      ? t('versionHistory.shortcut')
      : (t(`editor.shortcuts.commands.${command}` as never) as unknown as string);
  return (
    <div className="editor-help">
      <dl className="editor-shortcuts">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.command} className="editor-shortcut">
            <dt>{commandLabel(shortcut.command)}</dt>
            <dd>
              {shortcut.keys.map((combination, index) => (
                <span key={index} className="editor-keys">
                  {describeKeys(combination, mac).map((part) => (
                    <kbd key={part}>{part}</kbd>
                  ))}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('editor.shortcuts.gestures')}</h3>
      <ul className="editor-gestures">
        {gestureHints.map((hint) => (
          <li key={hint}>{t(`editor.shortcuts.hints.${hint}` as never) as unknown as string}</li>
        ))}
      </ul>
    </div>
  );
}
