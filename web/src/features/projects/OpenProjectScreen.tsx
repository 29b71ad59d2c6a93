import type { ProjectJson } from '@atelier/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { serverErrorMessage } from '../../ui/serverError';
import { useToast } from '../../ui/toast/toastService';
import { useGetProjectQuery, useUpdateProjectMutation } from './projectsApi';
import { useProjectText } from './useProjectText';
import './projects.css';

/** Where a project opens: the composer or studio for those editions, the graph editor otherwise. */
export function editorPathOf(project: Pick<ProjectJson, 'id' | 'environment'>): string {
  if (project.environment === 'composer') return `/composer/${project.id}`;
  if (project.environment === 'studio') return `/studio/${project.id}`;
  return `/editor/${project.id}`;
}

/**
 * /open/{id}: loads the project and hands over to its editor. A project that cannot be read
 * (unknown id, someone else's private one) says so; one in Recently Deleted offers a restore.
 */
export function OpenProjectScreen() {
  const { t, displayName } = useProjectText();
  const toast = useToast();
  const { id = '' } = useParams();
  const project = useGetProjectQuery(id, { skip: id === '' });
  const [updateProject, update] = useUpdateProjectMutation();

  if (id === '' || project.isError) {
    return (
      <section className="flow" aria-labelledby="flow-title">
        <h1 id="flow-title" className="flow-title">
          {t('screens.openProject')}
        </h1>
        <p className="flow-message" role="alert">
          {t('openFlow.invalid')}
        </p>
        <Link to="/projects" className="button">
          {t('openFlow.toProjects')}
        </Link>
      </section>
    );
  }
  if (!project.data) {
    return (
      <section className="flow" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p className="flow-message" role="status">
          {t('openFlow.opening')}
        </p>
      </section>
    );
  }
  if (project.data.state === 'deleted') {
    const restore = async () => {
      try {
        await updateProject({ id, changes: { state: 'active' } }).unwrap();
      } catch (error) {
        toast.show({
          message: t('projects.toasts.failed', { message: serverErrorMessage(t, error) }),
          tone: 'error',
        });
      }
    };
    return (
      <section className="flow" aria-labelledby="flow-title">
        <h1 id="flow-title" className="flow-title">
          {displayName(project.data)}
        </h1>
        <p className="flow-message">{t('openFlow.deleted', { name: displayName(project.data) })}</p>
        <div className="flow-actions">
          <Link to="/projects" className="button" data-variant="ghost">
            {t('openFlow.toProjects')}
          </Link>
          <button
            type="button"
            className="button"
            data-variant="primary"
            disabled={update.isLoading}
            onClick={() => void restore()}
          >
            {t('openFlow.restoreAndOpen')}
          </button>
        </div>
      </section>
    );
  }
  return <Navigate to={editorPathOf(project.data)} replace />;
}
