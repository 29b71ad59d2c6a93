// The process s3-test-server.ts starts: s3rver (a file-backed S3 written in JavaScript) on a
// loopback port, with the two calls it lacks, ListMultipartUploads and AbortMultipartUpload,
// answered here from the uploads s3rver keeps in its directory (one folder per unfinished
// upload). Arguments: the directory and the bucket to create; it prints its endpoint.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';

interface UnfinishedUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

async function serve(directory: string, bucket: string): Promise<string> {
  const s3rver = new S3rver({
    directory,
    silent: process.env.S3_TEST_SERVER_LOG !== '1',
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const uploadsDirectoryOf = (bucketName: string) => path.join(directory, bucketName, '._S3rver_uploads');

  async function unfinishedUploads(bucketName: string, prefix: string): Promise<UnfinishedUpload[]> {
    const uploadsDirectory = uploadsDirectoryOf(bucketName);
    const uploadIds = await readdir(uploadsDirectory).catch(() => [] as string[]);
    const uploads: UnfinishedUpload[] = [];
    for (const uploadId of uploadIds) {
      try {
        const keyFile = path.join(uploadsDirectory, uploadId, 'key');
        const [key, info] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
        if (key.startsWith(prefix)) uploads.push({ key, uploadId, initiated: info.mtime });
      } catch {
        // Completed or aborted while listed.
      }
    }
    return uploads.sort((a, b) => a.key.localeCompare(b.key) || a.uploadId.localeCompare(b.uploadId));
  }

  async function listMultipartUploads(bucketName: string, url: URL, response: ServerResponse): Promise<void> {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxUploads = Number(url.searchParams.get('max-uploads') ?? 1000);
    const keyMarker = url.searchParams.get('key-marker') ?? '';
    const uploadIdMarker = url.searchParams.get('upload-id-marker') ?? '';
    const after = (await unfinishedUploads(bucketName, prefix)).filter(
      (upload) =>
        !keyMarker ||
        upload.key > keyMarker ||
        (upload.key === keyMarker && uploadIdMarker !== '' && upload.uploadId > uploadIdMarker),
    );
    const page = after.slice(0, maxUploads);
    const truncated = after.length > page.length;
    const last = page.at(-1);
    const element = (name: string, value: string | number | boolean) =>
      `<${name}>${escapeXml(String(value))}</${name}>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      element('Bucket', bucketName),
      element('KeyMarker', keyMarker),
      element('UploadIdMarker', uploadIdMarker),
      truncated && last
        ? element('NextKeyMarker', last.key) + element('NextUploadIdMarker', last.uploadId)
        : '',
      element('Prefix', prefix),
      element('MaxUploads', maxUploads),
      element('IsTruncated', truncated),
      ...page.map(
        (upload) =>
          `<Upload>${element('Key', upload.key)}${element('UploadId', upload.uploadId)}` +
          `${element('Initiated', upload.initiated.toISOString())}${element('StorageClass', 'STANDARD')}</Upload>`,
      ),
      '</ListMultipartUploadsResult>',
    ].join('');
    response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  }

  async function abortMultipartUpload(
    bucketName: string,
    uploadId: string,
    response: ServerResponse,
  ): Promise<void> {
    // Upload ids are s3rver's hex names: nothing else may name a folder to remove.
    const folder = /^[0-9a-f]+$/.test(uploadId)
      ? path.join(uploadsDirectoryOf(bucketName), uploadId)
      : undefined;
    if (!folder || !(await stat(folder).catch(() => undefined))) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code>' +
            '<Message>The specified upload does not exist.</Message></Error>',
        );
      return;
    }
    await rm(folder, { recursive: true, force: true });
    response.writeHead(204).end();
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean);
    const bucketName = decodeURIComponent(parts[0] ?? '');
    const answer =
      request.method === 'GET' && parts.length === 1 && url.searchParams.has('uploads')
        ? listMultipartUploads(bucketName, url, response)
        : request.method === 'DELETE' && parts.length > 1 && url.searchParams.has('uploadId')
          ? abortMultipartUpload(bucketName, url.searchParams.get('uploadId') ?? '', response)
          : undefined;
    if (!answer) {
      handle(request, response);
      return;
    }
    request.resume();
    answer.catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3-test-server-process.ts <directory> <bucket>');
process.stdout.write(`${JSON.stringify({ endpoint: await serve(directory, bucket) })}\n`);
