import type { ProjectJson } from '@atelier/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ProjectPreview } from './ProjectCard';
import { errorStatusOf, useDuplicateProjectMutation, useGetProjectQuery } from './projectsApi';
import { useProjectText } from './useProjectText';
import './projects.css';

type CloneStage =
  | { stage: 'confirm' }
  | { stage: 'cloning' }
  | { stage: 'cloned'; copy: ProjectJson }
  | { stage: 'failed'; reason: 'invalid' | 'login' | 'general' };

/**
 * /clone/{id}: the clone flow of spec section 4: loading, confirm, cloning, successfully
 * cloned; with the spec's errors for an invalid or forbidden id and for a missing login.
 */
export function CloneProjectScreen() {
  const { t, displayName } = useProjectText();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const project = useGetProjectQuery(id, { skip: id === '' });
  const [duplicate] = useDuplicateProjectMutation();
  const [state, setState] = useState<CloneStage>({ stage: 'confirm' });

  async function clone(source: ProjectJson) {
    setState({ stage: 'cloning' });
    try {
      const copy = await duplicate({ id: source.id, withHistory: true }).unwrap();
      setState({ stage: 'cloned', copy });
    } catch (error) {
      const status = errorStatusOf(error);
      setState({
        stage: 'failed',
        reason: status === 401 ? 'login' : status === 404 || status === 403 ? 'invalid' : 'general',
      });
    }
  }

  const failure =
    id === '' || project.isError
      ? errorStatusOf(project.error) === 401
        ? 'login'
        : 'invalid'
      : state.stage === 'failed'
        ? state.reason
        : undefined;
  if (failure) {
    return (
      <section className="flow" aria-labelledby="flow-title">
        <h1 id="flow-title" className="flow-title">
          {t('screens.cloneProject')}
        </h1>
        <p className="flow-message" role="alert">
          {failure === 'login'
            ? t('cloneFlow.loginRequired')
            : failure === 'invalid'
              ? t('cloneFlow.invalid')
              : t('errors.general')}
        </p>
        {failure === 'login' ? (
          <Link
            to={`/login?redirect=${encodeURIComponent(`/clone/${id}`)}`}
            className="button"
            data-variant="primary"
          >
            {t('navigation.signIn')}
          </Link>
        ) : (
          <Link to="/projects" className="button">
            {t('cloneFlow.toProjects')}
          </Link>
        )}
      </section>
    );
  }
  if (!project.data) {
    return (
      <section className="flow" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p className="flow-message" role="status">
          {t('cloneFlow.loading')}
        </p>
      </section>
    );
  }
  const name = displayName(project.data);
  if (state.stage === 'cloned') {
    return (
      <section className="flow" aria-labelledby="flow-title">
        <div role="status" className="flow-status">
          <h1 id="flow-title" className="flow-title">
            {t('cloneFlow.cloned')}
          </h1>
          <p className="flow-message">{t('cloneFlow.clonedMessage', { name: displayName(state.copy) })}</p>
        </div>
        <div className="flow-actions">
          <Link to="/projects" className="button" data-variant="ghost">
            {t('cloneFlow.toProjects')}
          </Link>
          <Link to={`/open/${state.copy.id}`} className="button" data-variant="primary">
            {t('cloneFlow.openClone')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="flow" aria-labelledby="flow-title" aria-busy={state.stage === 'cloning'}>
      <div className="flow-preview">
        <ProjectPreview project={project.data} name={name} />
      </div>
      <h1 id="flow-title" className="flow-title">
        {t('cloneFlow.confirmTitle', { name })}
      </h1>
      <p className="flow-message">{t('cloneFlow.confirmMessage')}</p>
      {state.stage === 'cloning' ? (
        <p className="flow-message" role="status">
          <span className="spinner" aria-hidden="true" /> {t('cloneFlow.cloning')}
        </p>
      ) : (
        <div className="flow-actions">
          <button type="button" className="button" data-variant="ghost" onClick={() => void navigate(-1)}>
            {t('cloneFlow.cancel')}
          </button>
          <button
            type="button"
            className="button"
            data-variant="primary"
            onClick={() => void clone(project.data!)}
          >
            {t('cloneFlow.confirm')}
          </button>
        </div>
      )}
    </section>
  );
}
