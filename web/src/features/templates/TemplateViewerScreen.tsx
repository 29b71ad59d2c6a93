import { Link, useParams, useSearchParams } from 'react-router';
import { EditorPreviewEntry } from '../editor';
import { applyPresets } from './presets';
import { TemplateActions } from './TemplateActions';
import { TemplateMissing } from './TemplateDetailsScreen';
import { useGetTemplateQuery, useListTemplatesQuery } from './templatesApi';
import { useTemplateText } from './useMarketplace';
import './templates.css';

/**
 * /templates/viewer/{projectId}?template={id}: one of a template's designs, its published
 * version open read-only in the editor, under a "Template preview" banner with the way back
 * and the action to use or buy it.
 */
export function TemplateViewerScreen() {
  const { projectId = '' } = useParams();
  const [searchParameters] = useSearchParams();
  const named = searchParameters.get('template') ?? '';
  const text = useTemplateText();
  const { t } = text;
  // An address without the template's id (shared by hand) finds it among the published ones.
  const published = useListTemplatesQuery(undefined, { skip: named !== '' });
  const templateId =
    named ||
    (published.data?.find((entry) => entry.versions.some((version) => version.project_id === projectId))
      ?.id ??
      '');
  const template = useGetTemplateQuery(templateId, { skip: templateId === '' });
  const searching = named === '' && (published.isLoading || published.isFetching);
  if (!searching && (templateId === '' || template.isError)) {
    if (template.isError && typeof template.error === 'object' && 'status' in template.error) {
      const status = template.error.status;
      if (status !== 404 && status !== 400) {
        return (
          <div className="gallery">
            <div className="projects-empty template-state" role="alert">
              <p>{t('marketplace.details.loadFailed')}</p>
              <button type="button" className="button" onClick={() => void template.refetch()}>
                {t('marketplace.retry')}
              </button>
            </div>
          </div>
        );
      }
    }
    return <TemplateMissing />;
  }
  if (searching || !template.data) {
    return (
      <p className="editor-loading" role="status">
        {t('marketplace.loading')}
      </p>
    );
  }
  const version = template.data.versions.find((entry) => entry.project_id === projectId);
  if (!version) return <TemplateMissing />;
  const presets = template.data.presets;
  // Where the editor shows whether its edits are saved, it says that nothing here is.
  const status = (
    <span className="editor-save-state" data-state="read-only">
      {t('marketplace.viewer.readOnly')}
    </span>
  );
  return (
    <div className="template-viewer">
      <div className="template-viewer-bar">
        <Link to={`/templates/${template.data.id}`} className="button" data-variant="ghost">
          {t('marketplace.viewer.back')}
        </Link>
        <p className="template-viewer-banner" role="status">
          <strong>{t('marketplace.viewer.banner')}</strong>
          <span className="template-viewer-name">{text.name(template.data)}</span>
        </p>
        <p className="template-viewer-note">{t('marketplace.viewer.note')}</p>
        <TemplateActions template={template.data} showPreview={false} />
      </div>
      <div className="template-viewer-editor">
        <EditorPreviewEntry
          key={version.project_version_id}
          projectVersionId={version.project_version_id}
          banner={status}
          adjust={(document) => applyPresets(document, presets)}
        />
      </div>
    </div>
  );
}
