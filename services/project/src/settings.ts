import { environmentTypes, parseEnvironment } from '@atelier/platform';

const minuteMilliseconds = 60 * 1000;
const hourMilliseconds = 60 * minuteMilliseconds;

/** How the project service cleans up what crashes leave in blob storage. */
export interface LeftoverSweepSettings {
  /** Time between two sweeps of orphaned blobs and unfinished uploads (the first runs at start). */
  intervalMilliseconds: number;
  /**
   * How old a blob without a row, or an unfinished upload, must be before it goes. Longer than
   * any upload and its hand-over to the service takes, so one in flight is never removed.
   */
  gracePeriodMilliseconds: number;
}

/** How the project history folds saves into editing stretches. */
export interface HistorySettings {
  /**
   * A save this long or longer after the previous one starts a new editing stretch, even from
   * the same person in the same editor tab.
   */
  pauseMilliseconds: number;
}

/** Saves more than ten minutes apart start a new editing stretch unless HISTORY_PAUSE_SECONDS says otherwise. */
export const defaultHistorySettings: HistorySettings = { pauseMilliseconds: 10 * minuteMilliseconds };

/** Everything the project service is configured with besides its shared resources. */
export interface ProjectServiceSettings {
  leftoverSweep: LeftoverSweepSettings;
  history: HistorySettings;
}

/** The variables the project service reads, whether it runs alone or in the one-machine product. */
export const projectServiceEnvironment = {
  BLOB_SWEEP_INTERVAL_MINUTES: environmentTypes.positiveInteger(60),
  BLOB_SWEEP_GRACE_HOURS: environmentTypes.positiveInteger(24),
  HISTORY_PAUSE_SECONDS: environmentTypes.positiveInteger(600),
};

export type ProjectServiceEnvironment = ReturnType<typeof parseEnvironment<typeof projectServiceEnvironment>>;

export function projectServiceSettingsFrom(environment: ProjectServiceEnvironment): ProjectServiceSettings {
  return {
    leftoverSweep: {
      intervalMilliseconds: environment.BLOB_SWEEP_INTERVAL_MINUTES * minuteMilliseconds,
      gracePeriodMilliseconds: environment.BLOB_SWEEP_GRACE_HOURS * hourMilliseconds,
    },
    history: { pauseMilliseconds: environment.HISTORY_PAUSE_SECONDS * 1000 },
  };
}
