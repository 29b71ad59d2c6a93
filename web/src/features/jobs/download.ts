import type { JobFileJson, JobJson } from '@atelier/contracts';
import { zipSync, type Zippable } from 'fflate';
import { accessToken, csrfHeaderName, readCsrfToken } from '../auth/accessToken';

/** The gateway's address of one job file (GET /job/{id}/file/{fileId}, owner only). */
export function jobFileUrl(jobId: string, fileId: string): string {
  return `/job/${encodeURIComponent(jobId)}/file/${encodeURIComponent(fileId)}`;
}

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` when present (RFC
 * 6266 section 4.3 prefers it), else the plain `filename`, else undefined.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match && match[1]!.toLowerCase() === 'utf-8') {
      try {
        return decodeURIComponent(match[2]!);
      } catch {
        // A malformed escape: fall back to the plain name.
      }
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return bare || undefined;
}

export interface FetchedJobFile {
  name: string;
  blob: Blob;
}

/**
 * One job file's bytes, fetched with the app's credentials: the access token in the header
 * (and the session's cookies), once more with a fresh token when the first answer is 401.
 */
export async function fetchJobFile(
  jobId: string,
  file: Pick<JobFileJson, 'id' | 'name'>,
): Promise<FetchedJobFile> {
  const request = () => {
    const headers = new Headers();
    const token = accessToken.current();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const csrf = readCsrfToken();
    if (csrf) headers.set(csrfHeaderName, csrf);
    return fetch(jobFileUrl(jobId, file.id), { credentials: 'include', headers });
  };
  let response = await request();
  if (response.status === 401 && (await accessToken.refresh())) response = await request();
  if (!response.ok) throw new Error(`GET ${jobFileUrl(jobId, file.id)} answered ${response.status}`);
  const name = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? file.name;
  return { name, blob: await response.blob() };
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task is over; a minute is ample.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads one job file under the name the server gives it. */
export async function downloadJobFile(jobId: string, file: Pick<JobFileJson, 'id' | 'name'>): Promise<void> {
  const fetched = await fetchJobFile(jobId, file);
  saveBlob(fetched.blob, fetched.name);
}

/** The output files of a job: what the owner downloads. */
export function outputFiles(job: Pick<JobJson, 'files'>): JobFileJson[] {
  return job.files.filter((file) => file.role === 'output');
}

// Already compressed formats gain nothing from deflating again; they are stored as they are.
const storedAsIs = /\.(png|jpe?g|webp|gif|pdf|zip|gz|dst|pes|exp|jef|vp3)$/i;

/**
 * The entries of a zip of the given files: each under its own name, a repeated name numbered
 * ("star.dst", "star-2.dst") so no file overwrites another.
 */
export function zipEntries(files: Array<{ name: string; bytes: Uint8Array }>): Zippable {
  const entries: Zippable = {};
  for (const file of files) {
    let name = file.name;
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    for (let copy = 2; name in entries; copy += 1) name = `${stem}-${copy}${extension}`;
    entries[name] = [file.bytes, { level: storedAsIs.test(name) ? 0 : 6 }];
  }
  return entries;
}

/** A zip's name for the job: its name made safe for a file system, or "job". */
export function zipNameOf(job: Pick<JobJson, 'name'>): string {
  const stem = job.name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .slice(0, 80);
  return `${stem || 'job'}.zip`;
}

/** Downloads every output file of a job as one zip, built in the browser. */
export async function downloadAllJobFiles(job: Pick<JobJson, 'id' | 'name' | 'files'>): Promise<void> {
  const fetched = await Promise.all(outputFiles(job).map((file) => fetchJobFile(job.id, file)));
  const files = await Promise.all(
    fetched.map(async ({ name, blob }) => ({ name, bytes: new Uint8Array(await blob.arrayBuffer()) })),
  );
  const zipped = zipSync(zipEntries(files));
  saveBlob(new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipNameOf(job));
}

/** Downloads what a finished job wrote: its one file as it is, several as a zip. */
export async function downloadJobOutputs(job: Pick<JobJson, 'id' | 'name' | 'files'>): Promise<void> {
  const outputs = outputFiles(job);
  if (outputs.length === 1) await downloadJobFile(job.id, outputs[0]!);
  else if (outputs.length > 1) await downloadAllJobFiles(job);
}
