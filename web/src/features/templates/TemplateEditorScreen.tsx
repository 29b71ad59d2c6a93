import { licenseTypes, priceOfTier, priceTierNames, projectCategories } from '@atelier/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { dialogs } from '../../ui/dialog/dialogService';
import { serverErrorMessage } from '../../ui/serverError';
import { toasts } from '../../ui/toast/toastService';
import { TemplateMissing } from './TemplateDetailsScreen';
import { tidySearchWords } from './marketplace';
import { parsePresets } from './presets';
import {
  useAdminProjectsQuery,
  useAttachProjectMutation,
  useCreateTemplateMutation,
  useDetachProjectMutation,
  useGetTemplateQuery,
  usePublishProjectMutation,
  useUpdateTemplateMutation,
  type TemplateFields,
} from './templatesApi';
import type { TemplateJson } from './templateTypes';
import { useTemplateText } from './useMarketplace';
import '../projects/projects.css';
import './templates.css';

const priceTiers = priceTierNames;
const licenceTypes = licenseTypes;
/** Formats a template is made for (spec section 3's document formats and graph document types). */
const templateTypes = [
  'a4',
  'a5',
  'a6',
  'letter',
  'business_card',
  'facebook_post',
  'instagram_post',
  'instagram_story',
  'x_post',
  'youtube_thumbnail',
  'VectorEffect',
  'ImageEffect',
  'Component',
  'Document',
];

const blankFields: TemplateFields = {
  name: '',
  description: '',
  category: 'design',
  type: '',
  search: '',
  price_tier: 'free',
  license_type: 'personal',
  requires_composer_subscription: false,
  presets: {},
};

function fieldsOf(template: TemplateJson): TemplateFields {
  return {
    name: template.name,
    description: template.description,
    category: template.category || 'design',
    type: template.type,
    search: template.search,
    price_tier: template.price_tier || 'free',
    license_type: template.license_type || 'personal',
    requires_composer_subscription: template.requires_composer_subscription,
    presets: template.presets ?? {},
  };
}

/** /templates/edit/{id?} (administrators): a new template, or one to edit, with its designs. */
export function TemplateEditorScreen() {
  const { id } = useParams();
  const { t } = useTemplateText();
  const template = useGetTemplateQuery(id ?? '', { skip: !id });
  if (id && template.isError) return <TemplateMissing />;
  if (id && !template.data) {
    return (
      <p className="editor-loading" role="status">
        {t('marketplace.loading')}
      </p>
    );
  }
  return (
    <div className="gallery template-editor">
      <nav className="breadcrumb" aria-label={t('marketplace.details.breadcrumb')}>
        <Link to="/templates">{t('marketplace.home.title')}</Link>
        {template.data ? (
          <>
            {' / '}
            <Link to={`/templates/${template.data.id}`}>
              {template.data.name || t('marketplace.untitled')}
            </Link>
          </>
        ) : null}
      </nav>
      <h1 className="projects-title">
        {id ? t('marketplace.editor.editTitle') : t('marketplace.editor.newTitle')}
      </h1>
      <TemplateForm key={template.data?.id ?? 'new'} template={template.data} />
      {template.data ? <TemplateProjects template={template.data} /> : null}
    </div>
  );
}

function TemplateForm({ template }: { template: TemplateJson | undefined }) {
  const { t, price } = useTemplateText();
  const navigate = useNavigate();
  const initial = template ? fieldsOf(template) : blankFields;
  const [fields, setFields] = useState(initial);
  const [presetsText, setPresetsText] = useState(() => JSON.stringify(initial.presets ?? {}, null, 2));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [create] = useCreateTemplateMutation();
  const [update] = useUpdateTemplateMutation();
  const presets = parsePresets(presetsText);
  const ids = {
    name: useId(),
    description: useId(),
    category: useId(),
    type: useId(),
    types: useId(),
    search: useId(),
    searchHint: useId(),
    price: useId(),
    licence: useId(),
    composer: useId(),
    presets: useId(),
    presetsError: useId(),
    presetsHint: useId(),
    nameError: useId(),
  };
  const change = <K extends keyof TemplateFields>(key: K, value: TemplateFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (status === 'saved' || status === 'failed') setStatus('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = fields.name.trim();
    setNameMissing(name === '');
    if (name === '' || !presets.ok) return;
    const sent: TemplateFields = {
      ...fields,
      name,
      search: tidySearchWords(fields.search),
      presets: presets.value,
    };
    setStatus('saving');
    setFailure(null);
    try {
      if (template) {
        await update({ id: template.id, fields: sent }).unwrap();
        setStatus('saved');
      } else {
        const created = await create(sent).unwrap();
        toasts.show({ message: t('marketplace.editor.created', { name }), tone: 'success' });
        void navigate(`/templates/edit/${created.id}`, { replace: true });
      }
    } catch (error) {
      console.error('Saving the template failed', error);
      setStatus('failed');
      setFailure(serverErrorMessage(t, error));
    }
  };

  return (
    <form className="template-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="template-form-field">
        <label className="field-label" htmlFor={ids.name}>
          {t('marketplace.editor.name')}
        </label>
        <input
          id={ids.name}
          className="text-field"
          value={fields.name}
          maxLength={120}
          required
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? ids.nameError : undefined}
          onChange={(event) => change('name', event.target.value)}
        />
        {nameMissing ? (
          <p id={ids.nameError} className="field-hint template-error">
            {t('marketplace.editor.nameRequired')}
          </p>
        ) : null}
      </div>
      <div className="template-form-field template-form-wide">
        <label className="field-label" htmlFor={ids.description}>
          {t('marketplace.editor.description')}
        </label>
        <textarea
          id={ids.description}
          className="text-field template-textarea"
          value={fields.description}
          maxLength={4000}
          rows={4}
          onChange={(event) => change('description', event.target.value)}
        />
      </div>
      <div className="template-form-field">
        <label className="field-label" htmlFor={ids.category}>
          {t('marketplace.details.category')}
        </label>
        <select
          id={ids.category}
          className="text-field"
          value={fields.category}
          onChange={(event) => change('category', event.target.value as TemplateFields['category'])}
        >
          <option value="design">{t('marketplace.categories.design')}</option>
          {projectCategories.map((category) => (
            <option key={category} value={category}>
              {t(`gallery.categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="template-form-field">
        <label className="field-label" htmlFor={ids.type}>
          {t('marketplace.details.type')}
        </label>
        <input
          id={ids.type}
          className="text-field"
          value={fields.type}
          maxLength={60}
          list={ids.types}
          onChange={(event) => change('type', event.target.value)}
        />
        <datalist id={ids.types}>
          {templateTypes.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </div>
      <div className="template-form-field template-form-wide">
        <label className="field-label" htmlFor={ids.search}>
          {t('marketplace.editor.searchWords')}
        </label>
        <input
          id={ids.search}
          className="text-field"
          value={fields.search}
          maxLength={500}
          aria-describedby={ids.searchHint}
          onChange={(event) => change('search', event.target.value)}
        />
        <p id={ids.searchHint} className="field-hint">
          {t('marketplace.editor.searchWordsHint')}
        </p>
      </div>
      <div className="template-form-field">
        <label className="field-label" htmlFor={ids.price}>
          {t('marketplace.editor.priceTier')}
        </label>
        <select
          id={ids.price}
          className="text-field"
          value={fields.price_tier}
          onChange={(event) => change('price_tier', event.target.value as TemplateFields['price_tier'])}
        >
          {(priceTiers as readonly string[]).includes(fields.price_tier) ? null : (
            <option value={fields.price_tier}>{fields.price_tier}</option>
          )}
          {priceTiers.map((tier) => (
            <option key={tier} value={tier}>
              {t(`marketplace.editor.priceTiers.${tier}`)}
              {tier === 'free' ? '' : ` · ${price(priceOfTier(tier))}`}
            </option>
          ))}
        </select>
      </div>
      <div className="template-form-field">
        <label className="field-label" htmlFor={ids.licence}>
          {t('marketplace.details.licence')}
        </label>
        <select
          id={ids.licence}
          className="text-field"
          value={fields.license_type}
          onChange={(event) => change('license_type', event.target.value as TemplateFields['license_type'])}
        >
          {(licenceTypes as readonly string[]).includes(fields.license_type) ? null : (
            <option value={fields.license_type}>{fields.license_type}</option>
          )}
          {licenceTypes.map((licence) => (
            <option key={licence} value={licence}>
              {t(`marketplace.licences.${licence}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="template-checkbox template-form-wide" htmlFor={ids.composer}>
        <input
          id={ids.composer}
          type="checkbox"
          checked={fields.requires_composer_subscription}
          onChange={(event) => change('requires_composer_subscription', event.target.checked)}
        />
        {t('marketplace.editor.needsComposer')}
      </label>
      <div className="template-form-field template-form-wide">
        <label className="field-label" htmlFor={ids.presets}>
          {t('marketplace.editor.presets')}
        </label>
        <textarea
          id={ids.presets}
          className="text-field template-textarea template-code"
          value={presetsText}
          rows={6}
          spellCheck={false}
          aria-invalid={!presets.ok}
          aria-describedby={presets.ok ? ids.presetsHint : `${ids.presetsHint} ${ids.presetsError}`}
          onChange={(event) => {
            setPresetsText(event.target.value);
            if (status === 'saved' || status === 'failed') setStatus('idle');
          }}
        />
        <p id={ids.presetsHint} className="field-hint">
          {t('marketplace.editor.presetsHint')}
        </p>
        {presets.ok ? null : (
          <p id={ids.presetsError} className="field-hint template-error">
            {presets.problem === 'syntax'
              ? t('marketplace.editor.presetsInvalid', { reason: presets.message })
              : t('marketplace.editor.presetsShape')}
          </p>
        )}
      </div>
      <div className="template-form-actions template-form-wide">
        <button
          type="submit"
          className="button"
          data-variant="primary"
          disabled={status === 'saving' || !presets.ok}
        >
          {status === 'saving'
            ? t('marketplace.editor.saving')
            : template
              ? t('marketplace.editor.save')
              : t('marketplace.editor.create')}
        </button>
        <span role="status" className="template-form-status">
          {status === 'saved' ? t('marketplace.editor.saved') : null}
        </span>
        {failure ? (
          <p className="template-error" role="alert">
            {t('marketplace.editor.saveFailed', { reason: failure })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The template's designs: projects of the administrator's attached, detached and published. */
function TemplateProjects({ template }: { template: TemplateJson }) {
  const { t } = useTemplateText();
  const projects = useAdminProjectsQuery();
  const [attach, attaching] = useAttachProjectMutation();
  const [detach] = useDetachProjectMutation();
  const [publish] = usePublishProjectMutation();
  const [update] = useUpdateTemplateMutation();
  const [chosen, setChosen] = useState('');
  const [working, setWorking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pickerId = useId();
  const own = (projectId: string) => projects.data?.find((project) => project.id === projectId);
  // A project of another account (the starter set's) is named by its id.
  const nameOf = (projectId: string) => {
    const project = own(projectId);
    return project
      ? project.name || t('projects.untitled')
      : t('marketplace.editor.otherProject', { id: projectId.slice(0, 8) });
  };
  const attachable = (projects.data ?? []).filter(
    (project) => project.state === 'active' && !template.project_ids.includes(project.id),
  );
  const published = new Map(template.versions.map((entry) => [entry.source_project_id, entry]));
  const run = async (key: string, step: () => Promise<unknown>, done: string) => {
    setWorking(key);
    setFailure(null);
    try {
      await step();
      toasts.show({ message: done, tone: 'success' });
    } catch (error) {
      console.error('Changing the template’s designs failed', error);
      setFailure(serverErrorMessage(t, error));
    } finally {
      setWorking(null);
    }
  };
  const withdraw = async () => {
    const choice = await dialogs.confirm({
      title: t('marketplace.editor.deleteTitle', { name: template.name || t('marketplace.untitled') }),
      message: t('marketplace.editor.deleteMessage'),
      confirmLabel: t('marketplace.editor.delete'),
      destructive: true,
    });
    if (choice !== 'confirm') return;
    await run(
      'delete',
      () => update({ id: template.id, fields: { state: 'deleted' } }).unwrap(),
      t('marketplace.editor.deletedToast'),
    );
  };
  return (
    <section className="template-projects" aria-labelledby="template-projects-title">
      <h2 id="template-projects-title" className="templates-section-title">
        {t('marketplace.editor.projectsTitle')}
      </h2>
      <div className="template-state-row">
        <p className="projects-note">
          {template.state === 'deleted'
            ? t('marketplace.editor.stateDeleted')
            : template.state === 'published'
              ? t('marketplace.editor.statePublished')
              : t('marketplace.editor.stateDraft')}
        </p>
        {template.state === 'deleted' ? (
          <button
            type="button"
            className="button"
            disabled={working !== null}
            onClick={() =>
              void run(
                'restore',
                () =>
                  update({
                    id: template.id,
                    fields: { state: template.versions.length > 0 ? 'published' : 'draft' },
                  }).unwrap(),
                t('marketplace.editor.restoredToast'),
              )
            }
          >
            {t('marketplace.editor.restore')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            data-variant="danger"
            disabled={working !== null}
            onClick={() => void withdraw()}
          >
            {t('marketplace.editor.delete')}
          </button>
        )}
      </div>
      {template.project_ids.length === 0 ? (
        <p className="projects-empty">{t('marketplace.editor.noProjects')}</p>
      ) : (
        <ul className="template-copies">
          {template.project_ids.map((projectId) => {
            const name = nameOf(projectId);
            const version = published.get(projectId);
            return (
              <li key={projectId} className="template-copy">
                {own(projectId) ? (
                  <Link to={`/editor/${projectId}`} className="template-copy-name">
                    {name}
                  </Link>
                ) : (
                  <span className="template-copy-name">{name}</span>
                )}
                <span className="badge" data-tone={version ? 'success' : undefined}>
                  {version ? t('marketplace.editor.published') : t('marketplace.editor.notPublished')}
                </span>
                <button
                  type="button"
                  className="button"
                  data-variant="primary"
                  disabled={working !== null}
                  aria-label={
                    version
                      ? t('marketplace.editor.publishAgain', { name })
                      : t('marketplace.editor.publish', { name })
                  }
                  onClick={() =>
                    void run(
                      `publish:${projectId}`,
                      () => publish({ templateId: template.id, projectId }).unwrap(),
                      t('marketplace.editor.publishedToast', { name }),
                    )
                  }
                >
                  {working === `publish:${projectId}`
                    ? t('marketplace.editor.publishing')
                    : version
                      ? t('marketplace.editor.publishAgainShort')
                      : t('marketplace.editor.publishShort')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-variant="ghost"
                  disabled={working !== null}
                  aria-label={t('marketplace.editor.detach', { name })}
                  onClick={() =>
                    void run(
                      `detach:${projectId}`,
                      () => detach({ templateId: template.id, projectId }).unwrap(),
                      t('marketplace.editor.detachedToast', { name }),
                    )
                  }
                >
                  {t('marketplace.editor.detachShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="template-attach"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          const name = nameOf(chosen);
          void run(
            'attach',
            () => attach({ templateId: template.id, projectId: chosen }).unwrap(),
            t('marketplace.editor.attachedToast', { name }),
          ).then(() => setChosen(''));
        }}
      >
        <label className="field-label" htmlFor={pickerId}>
          {t('marketplace.editor.attachLabel')}
        </label>
        <div className="template-attach-row">
          <select
            id={pickerId}
            className="text-field"
            value={chosen}
            disabled={!projects.data || attachable.length === 0}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">
              {projects.isError
                ? t('marketplace.loadFailed')
                : !projects.data
                  ? t('marketplace.loading')
                  : attachable.length === 0
                    ? t('marketplace.editor.noAttachable')
                    : t('marketplace.editor.chooseProject')}
            </option>
            {attachable.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name || t('projects.untitled')}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button"
            disabled={!chosen || attaching.isLoading || working !== null}
          >
            {t('marketplace.editor.attach')}
          </button>
        </div>
      </form>
      {failure ? (
        <p className="template-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
