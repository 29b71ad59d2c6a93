import {
  projectCategories,
  type ProjectCategoryName,
  type ProjectJson,
  type VisibilityName,
} from '@atelier/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../ui/serverError';
import { useToast } from '../../ui/toast/toastService';
import { parseTags } from './projectList';
import { useUpdateProjectMutation } from './projectsApi';

const visibilityChoices: Array<{
  value: VisibilityName;
  hint: 'visibilityPrivateHint' | 'visibilitySharedHint' | 'visibilityPublicHint';
}> = [
  { value: 'private', hint: 'visibilityPrivateHint' },
  { value: 'shared', hint: 'visibilitySharedHint' },
  { value: 'public', hint: 'visibilityPublicHint' },
];

/** Visibility (spec section 6: private, shared and cloneable, public in the gallery), category and tags. */
export function ProjectDetailsForm({ project, close }: { project: ProjectJson; close: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const ids = { visibility: useId(), category: useId(), tags: useId(), tagsHint: useId(), link: useId() };
  const [visibility, setVisibility] = useState<VisibilityName>(project.visibility);
  const [category, setCategory] = useState<ProjectCategoryName | ''>(project.category ?? '');
  const [tags, setTags] = useState(project.tags.join(', '));
  const [updateProject, { isLoading }] = useUpdateProjectMutation();
  const cloneLink = `${window.location.origin}/clone/${project.id}`;

  async function save() {
    try {
      await updateProject({
        id: project.id,
        changes: { visibility, category: category === '' ? null : category, tags: parseTags(tags) },
      }).unwrap();
      toast.show({ message: t('projects.toasts.saved'), tone: 'success' });
      close();
    } catch (error) {
      toast.show({
        message: t('projects.toasts.failed', { message: serverErrorMessage(t, error) }),
        tone: 'error',
      });
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(cloneLink);
      toast.show({ message: t('projects.dialogs.linkCopied') });
    } catch {
      // Without clipboard access the link stays selectable in its field.
    }
  }

  return (
    <form
      className="dialog-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="choice-list">
        <legend className="field-label">{t('projects.dialogs.visibilityLabel')}</legend>
        {visibilityChoices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={ids.visibility}
              value={choice.value}
              checked={visibility === choice.value}
              onChange={() => setVisibility(choice.value)}
            />
            <span className="choice-text">
              <span>{t(`projects.visibility.${choice.value}`)}</span>
              <span className="choice-hint">{t(`projects.dialogs.${choice.hint}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {visibility !== 'private' ? (
        <div>
          <label className="field-label" htmlFor={ids.link}>
            {t('projects.dialogs.cloneLinkLabel')}
          </label>
          <div className="field-row">
            <input
              id={ids.link}
              className="text-field"
              value={cloneLink}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button" onClick={() => void copyLink()}>
              {t('projects.dialogs.copyLink')}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <label className="field-label" htmlFor={ids.category}>
          {t('projects.dialogs.categoryLabel')}
        </label>
        <select
          id={ids.category}
          className="text-field"
          value={category}
          onChange={(event) => setCategory(event.target.value as ProjectCategoryName | '')}
        >
          <option value="">{t('projects.dialogs.noCategory')}</option>
          {projectCategories.map((value) => (
            <option key={value} value={value}>
              {t(`gallery.categories.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="field-label" htmlFor={ids.tags}>
          {t('projects.dialogs.tagsLabel')}
        </label>
        <input
          id={ids.tags}
          className="text-field"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          aria-describedby={ids.tagsHint}
        />
        <p id={ids.tagsHint} className="field-hint">
          {t('projects.dialogs.tagsHint')}
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" data-variant="ghost" onClick={close}>
          {t('projects.dialogs.cancel')}
        </button>
        <button type="submit" className="button" data-variant="primary" disabled={isLoading}>
          {t('projects.dialogs.save')}
        </button>
      </div>
    </form>
  );
}
