import type { ServiceInstance, ServiceResources } from '@atelier/platform';
import type { ProjectServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { ProjectHandlers, ProjectServiceDependencies } from './dependencies';
import { repairInterruptedDuplications } from './duplication';
import { scheduleLeftoverSweep, type LeftoverSweep } from './leftover-sweep';
import { scheduleHistoryThinning } from './history-thinning';
import { schedulePurge } from './retention';
import { addProjectToFolder } from './rpc/addProjectToFolder';
import { checkReadableTarget } from './rpc/checkReadableTarget';
import { clearFolderParent } from './rpc/clearFolderParent';
import { clearProjectFolder } from './rpc/clearProjectFolder';
import { copyProjectForTemplate } from './rpc/copyProjectForTemplate';
import { createFile } from './rpc/createFile';
import { createFolder } from './rpc/createFolder';
import { createProject } from './rpc/createProject';
import { createProjectVersion } from './rpc/createProjectVersion';
import { deleteAllDeletedProjects } from './rpc/deleteAllDeletedProjects';
import { deleteFile } from './rpc/deleteFile';
import { deleteFolder } from './rpc/deleteFolder';
import { deleteProjects } from './rpc/deleteProjects';
import { duplicateFile } from './rpc/duplicateFile';
import { duplicateProject } from './rpc/duplicateProject';
import { duplicateProjectVersion } from './rpc/duplicateProjectVersion';
import { getFile } from './rpc/getFile';
import { getFolder } from './rpc/getFolder';
import { getProject } from './rpc/getProject';
import { getProjectVersionNodegraph } from './rpc/getProjectVersionNodegraph';
import { getProjectVersionPreview } from './rpc/getProjectVersionPreview';
import { listFolders } from './rpc/listFolders';
import { listProjects } from './rpc/listProjects';
import { listProjectVersions } from './rpc/listProjectVersions';
import { listPublicProjects } from './rpc/listPublicProjects';
import { removeProjectFromFolder } from './rpc/removeProjectFromFolder';
import { saveNodePreviews } from './rpc/saveNodePreviews';
import { setFolderParent } from './rpc/setFolderParent';
import { setProjectVersionPreview } from './rpc/setProjectVersionPreview';
import { updateFolder } from './rpc/updateFolder';
import { updateProject } from './rpc/updateProject';
import { updateProjectVersion } from './rpc/updateProjectVersion';
import type { ProjectServiceSettings } from './settings';

// Not built here yet, so they answer UNIMPLEMENTED: face detection, background removal,
// external assets and image search need providers of their own.
type Unbuilt =
  'detectFaces' | 'removeBackground' | 'listExternalAssets' | 'getExternalAsset' | 'searchImages';

export interface ProjectServiceInstance extends ServiceInstance<typeof ProjectServiceService> {
  /** Resolves when the sweep of crash leftovers under way, if any, has finished. */
  leftoversSwept(): Promise<void>;
}

export function createProjectService(
  resources: ServiceResources,
  settings: ProjectServiceSettings,
): ProjectServiceInstance {
  const prisma = createPrismaClient(resources.database);
  const dependencies: ProjectServiceDependencies = {
    prisma,
    sql: resources.database.sql,
    blobs: resources.blobs,
    logger: resources.logger,
    clock: resources.clock,
    history: settings.history,
  };
  const handlers: Omit<ProjectHandlers, Unbuilt> = {
    listProjects: listProjects(dependencies),
    getProject: getProject(dependencies),
    listPublicProjects: listPublicProjects(dependencies),
    createProject: createProject(dependencies),
    updateProject: updateProject(dependencies),
    duplicateProject: duplicateProject(dependencies),
    deleteProjects: deleteProjects(dependencies),
    deleteAllDeletedProjects: deleteAllDeletedProjects(dependencies),
    listProjectVersions: listProjectVersions(dependencies),
    createProjectVersion: createProjectVersion(dependencies),
    updateProjectVersion: updateProjectVersion(dependencies),
    getProjectVersionNodegraph: getProjectVersionNodegraph(dependencies),
    duplicateProjectVersion: duplicateProjectVersion(dependencies),
    setProjectVersionPreview: setProjectVersionPreview(dependencies),
    saveNodePreviews: saveNodePreviews(dependencies),
    getProjectVersionPreview: getProjectVersionPreview(dependencies),
    checkReadableTarget: checkReadableTarget(dependencies),
    createFile: createFile(dependencies),
    getFile: getFile(dependencies),
    deleteFile: deleteFile(dependencies),
    duplicateFile: duplicateFile(dependencies),
    listFolders: listFolders(dependencies),
    getFolder: getFolder(dependencies),
    createFolder: createFolder(dependencies),
    updateFolder: updateFolder(dependencies),
    deleteFolder: deleteFolder(dependencies),
    addProjectToFolder: addProjectToFolder(dependencies),
    removeProjectFromFolder: removeProjectFromFolder(dependencies),
    clearProjectFolder: clearProjectFolder(dependencies),
    setFolderParent: setFolderParent(dependencies),
    clearFolderParent: clearFolderParent(dependencies),
    copyProjectForTemplate: copyProjectForTemplate(dependencies),
  };
  let stopPurge: (() => void) | undefined;
  let stopThinning: (() => void) | undefined;
  let leftoverSweep: LeftoverSweep | undefined;
  return {
    handlers,
    async start() {
      // A copy a crash interrupted is given back as soon as the service is up again, so its
      // owner finds it in Recently Deleted rather than stuck; the sweep repeats this on schedule.
      await repairInterruptedDuplications(dependencies);
      stopPurge = schedulePurge(dependencies);
      stopThinning = scheduleHistoryThinning(dependencies);
      leftoverSweep = scheduleLeftoverSweep(dependencies, settings.leftoverSweep);
    },
    async stop() {
      stopPurge?.();
      stopThinning?.();
      await leftoverSweep?.stop();
      await prisma.$disconnect();
    },
    async leftoversSwept() {
      await leftoverSweep?.idle();
    },
  };
}
