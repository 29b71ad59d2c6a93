import { isSupportedLanguage, languageNameKeys, supportedLanguages } from '@atelier/i18n';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NumberField } from '../../ui/number/NumberField';
import type { CurrentUser, ProfileSettings } from '../auth/currentUser';
import { isTheme } from '../theme/theme';
import { themeChosen } from '../theme/themeSlice';
import { profileSaver } from './profileSaver';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="profile-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="profile-toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** Every setting of spec section 3, grouped as the settings areas of section 2 name them. */
export function SettingsTab({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.theme.preference);
  const [settings, setSettings] = useState<ProfileSettings>(() => ({
    ...user.profile.default_settings,
    ...user.profile.settings,
  }));

  function change(patch: ProfileSettings) {
    setSettings((current) => ({ ...current, ...patch, ui: { ...current.ui, ...patch.ui } }));
    profileSaver.queue({ settings: patch });
  }

  const number = (key: string) => Number(settings[key] ?? 0);
  const text = (key: string) => String(settings[key] ?? '');

  return (
    <div className="profile-tab-body">
      <section className="profile-section" aria-labelledby="appearance-title">
        <h2 id="appearance-title" className="profile-section-title">
          {t('settings.appearance')}
        </h2>
        <div className="profile-grid">
          <Field label={t('settings.theme')}>
            {(id) => (
              <select
                id={id}
                className="text-field"
                value={theme}
                onChange={(event) => {
                  if (isTheme(event.target.value)) dispatch(themeChosen(event.target.value));
                }}
              >
                <option value="dark">{t('settings.themeDark')}</option>
                <option value="light">{t('settings.themeLight')}</option>
              </select>
            )}
          </Field>
          <Field label={t('settings.language')}>
            {(id) => (
              <select
                id={id}
                className="text-field"
                value={i18n.language}
                onChange={(event) => {
                  if (isSupportedLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
                }}
              >
                {supportedLanguages.map((tag) => (
                  <option key={tag} value={tag} lang={tag}>
                    {t(`language.names.${languageNameKeys[tag]}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('settings.previewBackground')}>
            {(id) => (
              <select
                id={id}
                className="text-field"
                value={text('previewBackground')}
                onChange={(event) => change({ previewBackground: event.target.value })}
              >
                <option value="solid">{t('settings.backgroundSolid')}</option>
                <option value="checkerboard">{t('settings.backgroundCheckerboard')}</option>
                <option value="animatedCheckerboard">{t('settings.backgroundAnimatedCheckerboard')}</option>
              </select>
            )}
          </Field>
          <Field label={t('settings.sidebarStyle')}>
            {(id) => (
              <select
                id={id}
                className="text-field"
                value={text('sidebarStyle')}
                onChange={(event) => change({ sidebarStyle: event.target.value })}
              >
                <option value="solid">{t('settings.sidebarSolid')}</option>
                <option value="floating">{t('settings.sidebarFloating')}</option>
              </select>
            )}
          </Field>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="points-title">
        <h2 id="points-title" className="profile-section-title">
          {t('settings.pointStyling')}
        </h2>
        <div className="profile-grid">
          <Field label={t('settings.pointSize')}>
            {(id) => (
              <NumberField
                id={id}
                className="text-field"
                min={1}
                max={40}
                step={1}
                value={number('pointSize')}
                onChange={(value) => change({ pointSize: value })}
              />
            )}
          </Field>
          <Field label={t('settings.vectorStrokeWidth')}>
            {(id) => (
              <NumberField
                id={id}
                className="text-field"
                min={0.1}
                max={20}
                step={0.1}
                value={number('vectorStrokeWidth')}
                onChange={(value) => change({ vectorStrokeWidth: value })}
              />
            )}
          </Field>
          <Field label={t('settings.pointStrokeColour')}>
            {(id) => (
              <input
                id={id}
                className="profile-colour"
                type="color"
                value={text('pointStrokeColour')}
                onChange={(event) => change({ pointStrokeColour: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('settings.pointInnerColour')}>
            {(id) => (
              <input
                id={id}
                className="profile-colour"
                type="color"
                value={text('pointInnerColour')}
                onChange={(event) => change({ pointInnerColour: event.target.value })}
              />
            )}
          </Field>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="grid-title">
        <h2 id="grid-title" className="profile-section-title">
          {t('settings.workflowGrid')}
        </h2>
        <Toggle
          label={t('settings.showGrid')}
          checked={settings.showGrid === true}
          onChange={(value) => change({ showGrid: value })}
        />
        <div className="profile-grid">
          <Field label={t('settings.gridSize')}>
            {(id) => (
              <NumberField
                id={id}
                className="text-field"
                min={4}
                max={200}
                step={1}
                value={number('gridSize')}
                onChange={(value) => change({ gridSize: value })}
              />
            )}
          </Field>
          <Field label={t('settings.spacing')}>
            {(id) => (
              <NumberField
                id={id}
                className="text-field"
                min={0}
                max={400}
                step={1}
                value={number('spacing')}
                onChange={(value) => change({ spacing: value })}
              />
            )}
          </Field>
          <Field label={t('settings.saving')}>
            {(id) => (
              <select
                id={id}
                className="text-field"
                value={text('saving')}
                onChange={(event) => change({ saving: event.target.value })}
              >
                <option value="automatic">{t('settings.savingAutomatic')}</option>
                <option value="manual">{t('settings.savingManual')}</option>
              </select>
            )}
          </Field>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="assist-title">
        <h2 id="assist-title" className="profile-section-title">
          {t('settings.connectionAssistant')}
        </h2>
        <Toggle
          label={t('settings.connectionAssistant')}
          checked={settings.connectionAssistant === true}
          onChange={(value) => change({ connectionAssistant: value })}
        />
        <Toggle
          label={t('settings.showComments')}
          checked={settings.showComments === true}
          onChange={(value) => change({ showComments: value })}
        />
        <Toggle
          label={t('settings.tooltipsDisabled')}
          checked={settings.ui?.tooltipsDisabled === true}
          onChange={(value) => change({ ui: { tooltipsDisabled: value } })}
        />
      </section>
    </div>
  );
}
