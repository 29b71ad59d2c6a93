import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser, Yarnbook } from '../auth/currentUser';
import { PasskeysSection } from './PasskeysSection';
import { profileSaver } from './profileSaver';

function TextField({
  label,
  value,
  onChange,
  readOnly,
  hint,
  maxLength,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  hint?: string;
  maxLength: number;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="profile-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-field"
        value={value}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="profile-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One yarnbook of the company settings: its name and its yarns, each a name and a colour. */
function YarnbookEditor({
  yarnbook,
  onChange,
  onRemove,
}: {
  yarnbook: Yarnbook;
  onChange: (yarnbook: Yarnbook) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const changeYarn = (position: number, yarn: Yarnbook['yarns'][number]) =>
    onChange({
      ...yarnbook,
      yarns: yarnbook.yarns.map((entry, index) => (index === position ? yarn : entry)),
    });
  return (
    <div className="yarnbook">
      <div className="yarnbook-item">
        <input
          className="text-field"
          aria-label={t('profile.yarnbooks.name')}
          maxLength={100}
          value={yarnbook.name}
          onChange={(event) => onChange({ ...yarnbook, name: event.target.value })}
        />
        <button type="button" className="button" data-variant="ghost" onClick={onRemove}>
          {t('profile.yarnbooks.remove')}
        </button>
      </div>
      <ul className="yarn-list" aria-label={t('profile.yarnbooks.yarns')}>
        {yarnbook.yarns.map((yarn, position) => (
          <li key={position} className="yarn-item">
            <input
              className="profile-colour"
              type="color"
              aria-label={t('profile.yarnbooks.yarnColour')}
              value={yarn.colour}
              onChange={(event) => changeYarn(position, { ...yarn, colour: event.target.value })}
            />
            <input
              className="text-field"
              aria-label={t('profile.yarnbooks.yarnName')}
              maxLength={100}
              value={yarn.name}
              onChange={(event) => changeYarn(position, { ...yarn, name: event.target.value })}
            />
            <button
              type="button"
              className="button"
              data-variant="ghost"
              onClick={() =>
                onChange({ ...yarnbook, yarns: yarnbook.yarns.filter((_, index) => index !== position) })
              }
            >
              {t('profile.yarnbooks.removeYarn')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        data-variant="ghost"
        disabled={yarnbook.yarns.length >= 200}
        onClick={() =>
          onChange({
            ...yarnbook,
            yarns: [...yarnbook.yarns, { name: t('profile.yarnbooks.untitledYarn'), colour: '#808080' }],
          })
        }
      >
        {t('profile.yarnbooks.addYarn')}
      </button>
    </div>
  );
}

/** Personal information, yarnbooks, how the person is signed in, and their passkeys. */
export function AccountTab({ user, isAdmin }: { user: CurrentUser; isAdmin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = user.profile;
  const [firstName, setFirstName] = useState(profile.first_name ?? '');
  const [lastName, setLastName] = useState(profile.last_name ?? '');
  const [companyName, setCompanyName] = useState(profile.company_name ?? '');
  const [yarnbooks, setYarnbooks] = useState<Yarnbook[]>(profile.company_settings?.yarnbooks ?? []);

  function changeYarnbooks(next: Yarnbook[]) {
    setYarnbooks(next);
    profileSaver.queue({ company_settings: { yarnbooks: next } });
  }

  return (
    <div className="profile-tab-body">
      <section className="profile-section" aria-labelledby="personal-title">
        <h2 id="personal-title" className="profile-section-title">
          {t('profile.personal.title')}
        </h2>
        <div className="profile-grid">
          <TextField
            label={t('profile.personal.firstName')}
            value={firstName}
            maxLength={100}
            onChange={(value) => {
              setFirstName(value);
              profileSaver.queue({ first_name: value });
            }}
          />
          <TextField
            label={t('profile.personal.lastName')}
            value={lastName}
            maxLength={100}
            onChange={(value) => {
              setLastName(value);
              profileSaver.queue({ last_name: value });
            }}
          />
          <TextField
            label={t('profile.personal.companyName')}
            value={companyName}
            maxLength={200}
            onChange={(value) => {
              setCompanyName(value);
              profileSaver.queue({ company_name: value });
            }}
          />
          <TextField
            label={t('profile.personal.email')}
            value={user.email}
            readOnly
            maxLength={254}
            hint={t('profile.personal.emailReadOnly')}
          />
        </div>
      </section>

      <section className="profile-section" aria-labelledby="yarnbooks-title">
        <h2 id="yarnbooks-title" className="profile-section-title">
          {t('profile.yarnbooks.title')}
        </h2>
        {yarnbooks.length === 0 ? <p className="profile-muted">{t('profile.yarnbooks.empty')}</p> : null}
        <ul className="yarnbook-list">
          {yarnbooks.map((yarnbook, position) => (
            <li key={yarnbook.id}>
              <YarnbookEditor
                yarnbook={yarnbook}
                onChange={(next) =>
                  changeYarnbooks(yarnbooks.map((entry, index) => (index === position ? next : entry)))
                }
                onRemove={() => changeYarnbooks(yarnbooks.filter((_, index) => index !== position))}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          disabled={yarnbooks.length >= 50}
          onClick={() =>
            changeYarnbooks([
              ...yarnbooks,
              { id: crypto.randomUUID(), name: t('profile.yarnbooks.untitled'), yarns: [] },
            ])
          }
        >
          {t('profile.yarnbooks.add')}
        </button>
      </section>

      <section className="profile-section" aria-labelledby="authentication-title">
        <h2 id="authentication-title" className="profile-section-title">
          {t('profile.authentication.title')}
        </h2>
        <p>
          {t('profile.authentication.signedInAs', { email: user.email })}
          {isAdmin ? (
            <span className="profile-badge">{t('profile.authentication.administrator')}</span>
          ) : null}
        </p>
        <button type="button" className="button" onClick={() => navigate('/logout')}>
          {t('profile.authentication.signOut')}
        </button>
      </section>

      <PasskeysSection />
    </div>
  );
}
