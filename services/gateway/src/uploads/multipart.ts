import path from 'node:path';
import { newBlobKey, ServiceError, type BlobStore, type StoredBlob } from '@atelier/platform';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { FileType } from './file-types';
import { UploadInspector } from './inspection';
import { holdsControlCharacter, inputMessages } from '../middleware/input-rules';

/** How one file part of a multipart body is taken in. */
export interface FilePartPolicy {
  /** Where the bytes go: blob storage under this key prefix, or memory (small JSON parts). */
  destination: { blobPrefix: string } | 'memory';
  maxBytes: number;
  maxPixels: number;
  /**
   * The type the content must be, or a function picking it from the file name's extension
   * (throwing when the extension is not recognised); undefined takes any bytes.
   */
  fileType?: FileType | ((extension: string) => FileType);
}

export interface ReceivedFile {
  field: string;
  /** The name the browser sent, without any directory part. */
  filename: string;
  /** The checked type's media type, else what the browser declared. */
  contentType: string;
  declaredContentType: string;
  size: number;
  width?: number;
  height?: number;
  blob?: StoredBlob;
  bytes?: Buffer;
}

export interface ReceivedMultipart {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartOptions {
  /** The policy for a file part, or null when the part is not expected (an error). */
  policyFor(field: string, filename: string): FilePartPolicy | null;
  maxFiles: number;
  maxFields?: number;
}

const controlCharacterIn = (where: string) =>
  new ServiceError('INVALID_ARGUMENT', inputMessages.controlCharacter(where));

const malformed = (reason: string) =>
  new ServiceError('INVALID_ARGUMENT', `The upload could not be read: ${reason.replace(/\.$/, '')}.`, {
    reason: 'upload_unreadable',
  });

/**
 * Reads a multipart/form-data body, streaming each file part through its checks into blob
 * storage (or memory) as it arrives, so a large upload never sits in memory and a refused one
 * stops at its first bad bytes. Any failure removes every blob this request stored, drains
 * the rest of the body and rejects with an error a person can act on: nothing half-done stays.
 */
export function receiveMultipart(
  request: Request,
  blobs: BlobStore,
  options: MultipartOptions,
): Promise<ReceivedMultipart> {
  return new Promise((resolve, reject) => {
    if (!request.is('multipart/form-data')) {
      reject(malformed('send it as multipart/form-data'));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send a file name's UTF-8 bytes as they are; busboy would read them as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          files: options.maxFiles,
          fields: options.maxFields ?? 20,
          fieldSize: 64 * 1024,
          parts: options.maxFiles + (options.maxFields ?? 20),
        },
      });
    } catch (error) {
      reject(malformed(error instanceof Error ? error.message : String(error)));
      return;
    }

    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const stored: string[] = [];
    const pending: Array<Promise<void>> = [];
    let failure: Error | undefined;
    let settled = false;

    const finish = async () => {
      await Promise.allSettled(pending);
      if (settled) return;
      settled = true;
      if (failure) {
        await Promise.allSettled(stored.map((key) => blobs.delete(key)));
        reject(failure);
      } else {
        resolve({ fields, files });
      }
    };
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      request.unpipe(parser);
      request.resume();
      void finish();
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(malformed(`the field ${name} is too long`));
      else if (holdsControlCharacter(name) || holdsControlCharacter(value))
        fail(controlCharacterIn(`the field ${JSON.stringify(name.slice(0, 60))}`));
      else fields[name] = value;
    });
    parser.on('file', (field, stream: Readable, info) => {
      if (failure) {
        stream.resume();
        return;
      }
      const filename = path.basename(info.filename ?? '').slice(0, 255);
      // Part names and file names are stored (a node id, a file's name): the text rule holds for them too.
      if (holdsControlCharacter(field) || holdsControlCharacter(filename)) {
        stream.resume();
        fail(controlCharacterIn(`the part ${JSON.stringify(field.slice(0, 60))} or its file name`));
        return;
      }
      const policy = options.policyFor(field, filename);
      if (!policy) {
        stream.resume();
        fail(
          new ServiceError(
            'INVALID_ARGUMENT',
            `The upload holds an unexpected part "${field.slice(0, 60)}".`,
            { reason: 'upload_unexpected_part' },
          ),
        );
        return;
      }
      pending.push(
        receiveFile(blobs, policy, field, filename, info.mimeType, stream, stored).then(
          (file) => {
            files.push(file);
          },
          (error: unknown) => {
            stream.resume();
            fail(error instanceof Error ? error : new Error(String(error)));
          },
        ),
      );
    });
    parser.on('filesLimit', () => fail(malformed(`send at most ${options.maxFiles} files at once`)));
    parser.on('fieldsLimit', () => fail(malformed('it has too many fields')));
    parser.on('partsLimit', () => fail(malformed('it has too many parts')));
    parser.on('error', (error: Error) => fail(malformed(error.message)));
    parser.on('close', () => void finish());
    request.on('aborted', () => fail(malformed('the upload was interrupted')));
    request.pipe(parser);
  });
}

async function receiveFile(
  blobs: BlobStore,
  policy: FilePartPolicy,
  field: string,
  filename: string,
  declaredContentType: string,
  stream: Readable,
  stored: string[],
): Promise<ReceivedFile> {
  const extension = path.extname(filename).slice(1).toLowerCase();
  const fileType = typeof policy.fileType === 'function' ? policy.fileType(extension) : policy.fileType;
  const inspector = new UploadInspector(fileType, { maxBytes: policy.maxBytes, maxPixels: policy.maxPixels });
  stream.on('error', (error) => inspector.destroy(error));
  // The inspector may refuse the first chunk before the blob write below has attached to it;
  // the write still sees the refusal, as the stream's stored error, once it does.
  inspector.on('error', () => {});
  stream.pipe(inspector);
  const contentType = fileType?.contentType ?? declaredContentType;
  const received: ReceivedFile = { field, filename, contentType, declaredContentType, size: 0 };

  if (policy.destination === 'memory') {
    const chunks: Buffer[] = [];
    for await (const chunk of inspector) chunks.push(chunk as Buffer);
    received.bytes = Buffer.concat(chunks);
  } else {
    const key = newBlobKey(policy.destination.blobPrefix, fileType?.extensions[0] ?? '');
    received.blob = await blobs.put(key, inspector, { contentType, maxBytes: policy.maxBytes });
    stored.push(key);
  }
  received.size = inspector.result.size;
  received.width = inspector.result.width;
  received.height = inspector.result.height;
  return received;
}

/** Deletes the blobs of a received upload the service did not take (its call failed). */
export async function discardUpload(blobs: BlobStore, upload: ReceivedMultipart): Promise<void> {
  await Promise.allSettled(upload.files.flatMap((file) => (file.blob ? [blobs.delete(file.blob.key)] : [])));
}
