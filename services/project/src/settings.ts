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

/** Everything the project service is configured with besides its shared resources. */
export interface ProjectServiceSettings {
  leftoverSweep: LeftoverSweepSettings;
}

/** The variables the project service reads, whether it runs alone or in the one-machine product. */
export const projectServiceEnvironment = {
  BLOB_SWEEP_INTERVAL_MINUTES: environmentTypes.positiveInteger(60),
  BLOB_SWEEP_GRACE_HOURS: environmentTypes.positiveInteger(24),
};

export type ProjectServiceEnvironment = ReturnType<typeof parseEnvironment<typeof projectServiceEnvironment>>;

export function projectServiceSettingsFrom(environment: ProjectServiceEnvironment): ProjectServiceSettings {
  return {
    leftoverSweep: {
      intervalMilliseconds: environment.BLOB_SWEEP_INTERVAL_MINUTES * minuteMilliseconds,
      gracePeriodMilliseconds: environment.BLOB_SWEEP_GRACE_HOURS * hourMilliseconds,
    },
  };
}
