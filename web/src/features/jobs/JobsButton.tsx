import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { JobsIcon } from './icons';
import { isRunning } from './jobCache';
import { JobsPanel } from './JobsPanel';
import { jobsPanel, useJobsPanelOpen } from './jobsPanelState';
import { recentJobsArguments, useListJobsQuery } from './jobsApi';
import { useJobEvents } from './useJobEvents';
import './jobs.css';

/**
 * The top bar's jobs button: opens the jobs panel, with a badge counting the user's queued and
 * running jobs among the recent ones (live, from the same cached list the panel shows). Being in
 * the shell on every screen of a signed-in user, it is what keeps the job event stream open.
 */
export function JobsButton() {
  const { t } = useTranslation();
  useJobEvents();
  const open = useJobsPanelOpen();
  const { data } = useListJobsQuery(recentJobsArguments);
  const running = data?.jobs.filter(isRunning).length ?? 0;
  const label = running > 0 ? t('jobs.openWithRunning', { count: running }) : t('jobs.open');
  return (
    <>
      <Tooltip content={label}>
        <button
          type="button"
          className="icon-button jobs-button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          onClick={() => jobsPanel.open()}
        >
          <JobsIcon />
          {running > 0 ? (
            <span className="jobs-badge" aria-hidden="true">
              {running > 99 ? '99+' : running}
            </span>
          ) : null}
        </button>
      </Tooltip>
      <JobsPanel open={open} onOpenChange={jobsPanel.setOpen} />
    </>
  );
}
