import type { FileJson, FolderJson, JobJson, ProjectJson, ProjectVersionJson } from '@atelier/contracts';
import { common, job, project, user, payment } from '@atelier/proto';

/**
 * Proto messages become the REST JSON of the spec: snake_case field names as spec sections 3
 * and 7 spell them, enum values as the spec's lower-case words, dates as ISO strings.
 */

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

export const editionNames: Record<string, common.Edition> = {
  composer: common.Edition.COMPOSER,
  pro: common.Edition.PRO,
  studio: common.Edition.STUDIO,
};
export function editionName(edition: common.Edition): string | null {
  return Object.entries(editionNames).find(([, value]) => value === edition)?.[0] ?? null;
}

export const projectStateNames: Record<string, project.ProjectState> = {
  active: project.ProjectState.ACTIVE,
  draft: project.ProjectState.DRAFT,
  deleted: project.ProjectState.DELETED,
  duplicating: project.ProjectState.DUPLICATING,
};
export const visibilityNames: Record<string, project.Visibility> = {
  private: project.Visibility.PRIVATE,
  shared: project.Visibility.SHARED,
  public: project.Visibility.PUBLIC,
};
export const categoryNames: Record<string, project.ProjectCategory> = {
  three_d_elements: project.ProjectCategory.THREE_D_ELEMENTS,
  photo: project.ProjectCategory.PHOTO,
  vector_graphic: project.ProjectCategory.VECTOR_GRAPHIC,
  text: project.ProjectCategory.TEXT,
  pattern: project.ProjectCategory.PATTERN,
  embroidery: project.ProjectCategory.EMBROIDERY,
  knitting: project.ProjectCategory.KNITTING,
};
export const jobStateNames: Record<string, job.JobState> = {
  created: job.JobState.CREATED,
  queued: job.JobState.QUEUED,
  inprogress: job.JobState.IN_PROGRESS,
  success: job.JobState.SUCCESS,
  failed: job.JobState.FAILED,
  canceled: job.JobState.CANCELED,
};

function nameOf<Value>(names: Record<string, Value>, value: Value): string | null {
  return Object.entries(names).find(([, candidate]) => candidate === value)?.[0] ?? null;
}

export function presentUser(value: user.User) {
  return {
    id: value.id,
    email: value.email,
    role: value.role,
    accepted_terms_at: iso(value.acceptedTermsAt),
    limits: value.limits.map((limit) => ({
      name: limit.name,
      used: limit.used,
      maximum: limit.maximum ?? null,
    })),
    profile: value.profile ?? {},
    stripe_subscription_data: value.subscriptions.map((entry) => ({
      product_identifier: entry.productIdentifier,
      status: entry.status,
      current_period_end: iso(entry.currentPeriodEnd),
    })),
    created_at: iso(value.createdAt),
  };
}

export const folderStateNames: Record<string, project.FolderState> = {
  active: project.FolderState.ACTIVE,
  deleted: project.FolderState.DELETED,
};

/** Where the gateway serves a version's preview image. */
export const previewPath = (versionId: string) => `/project/version/${versionId}/preview`;

export function presentProject(value: project.Project): ProjectJson {
  return {
    id: value.id,
    owner_id: value.ownerUserId,
    name: value.name,
    state: nameOf(projectStateNames, value.state) as ProjectJson['state'],
    environment: editionName(value.environment) as ProjectJson['environment'],
    visibility: nameOf(visibilityNames, value.visibility) as ProjectJson['visibility'],
    category: nameOf(categoryNames, value.category) as ProjectJson['category'],
    tags: value.tags,
    folder: value.folderId ?? null,
    created_at: iso(value.createdAt)!,
    modified_at: iso(value.modifiedAt)!,
    deleted_at: iso(value.deletedAt),
    current_project_version_id: value.currentProjectVersionId ?? null,
    template_project_version_id: value.templateProjectVersionId ?? null,
    clone_of: value.clonedFromProjectId ?? null,
    milestone: value.milestone,
    preview:
      value.preview && value.currentProjectVersionId ? previewPath(value.currentProjectVersionId) : null,
  };
}

export function presentProjectVersion(value: project.ProjectVersion): ProjectVersionJson {
  return {
    id: value.id,
    project_id: value.projectId,
    number: value.number,
    name: value.name,
    milestone: value.milestone,
    created_at: iso(value.createdAt)!,
    encrypted: value.encrypted,
    size: value.nodegraph?.sizeBytes ?? 0,
    presets: value.presets ?? {},
    preview: value.preview ? previewPath(value.id) : null,
    node_previews: value.nodePreviews.map((preview) => ({
      node_id: preview.nodeId,
      name: preview.image?.name ?? '',
      url: `${previewPath(value.id)}/${encodeURIComponent(preview.nodeId)}`,
    })),
    created_by: value.createdByUserId,
    stretch_id: value.stretchId || value.id,
    changes: value.changes
      ? {
          nodes_added: value.changes.nodesAdded,
          nodes_removed: value.changes.nodesRemoved,
          parameters_changed: value.changes.parametersChanged,
          connections_changed: value.changes.connectionsChanged,
        }
      : null,
  };
}

export function presentFolder(value: project.Folder): FolderJson {
  return {
    id: value.id,
    name: value.name,
    state: nameOf(folderStateNames, value.state) as FolderJson['state'],
    parent: value.parentFolderId ?? null,
    children: value.childFolderIds,
    projects: value.projectIds,
    created_at: iso(value.createdAt)!,
  };
}

export function presentFile(value: project.File): FileJson {
  return {
    id: value.id,
    project_id: value.projectId ?? null,
    template_id: value.templateId ?? null,
    name: value.content?.name ?? '',
    content_type: value.content?.contentType ?? '',
    size: value.content?.sizeBytes ?? 0,
    width: value.width ?? null,
    height: value.height ?? null,
    created_at: iso(value.createdAt)!,
    url: `/file/${value.id}`,
  };
}

export function presentMoney(money: common.Money | undefined) {
  return money ? { amount_minor: money.amountMinor, currency: money.currency } : null;
}

export function presentJob(value: job.Job): JobJson {
  return {
    id: value.id,
    target: value.target,
    type: value.type,
    name: value.name,
    state: nameOf(jobStateNames, value.state) as JobJson['state'],
    parameters: value.parameters ?? {},
    progress: value.progress,
    progress_message: value.progressMessage,
    error: value.errorMessage || null,
    error_reason: value.errorReason || null,
    project_version_id: value.projectVersionId || null,
    attempts: value.attempts,
    result: value.result ?? null,
    files: value.files.map((file) => ({
      id: file.id,
      role: file.role === job.JobFileRole.OUTPUT ? 'output' : 'input',
      name: file.content?.name ?? '',
      content_type: file.content?.contentType ?? '',
      size: file.content?.sizeBytes ?? 0,
      created_at: iso(file.createdAt),
    })),
    created_at: iso(value.createdAt),
    started_at: iso(value.startedAt),
    finished_at: iso(value.finishedAt),
    updated_at: iso(value.updatedAt),
  };
}

export function presentSubscription(value: payment.Subscription) {
  return {
    id: value.id,
    product_identifier: value.productIdentifier,
    status: value.status,
    current_period_start: iso(value.currentPeriodStart),
    current_period_end: iso(value.currentPeriodEnd),
    cancel_at_period_end: value.cancelAtPeriodEnd,
    price: presentMoney(value.price),
    interval: value.interval,
  };
}
