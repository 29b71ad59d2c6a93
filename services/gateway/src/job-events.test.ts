import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createBus, createLogger, ServiceError, type Bus } from '@atelier/platform';
import { job } from '@atelier/proto';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClients } from './clients';
import { createJobEventStreams, jobChangedSubject, type JobEventStreams } from './job-events';

// The event stream's life cycle on the in-process bus: heartbeats, cleanup when a browser goes
// away, and an end to every stream when the gateway stops. The job service is played by a
// table of jobs read by owner, as the real one answers GetJob.

const logger = createLogger({ name: 'test', level: 'silent' });
const ada = '00000000-0000-4000-8000-00000000000a';
const jobsOfAda = new Map<string, Partial<job.Job>>();

function stubClients(): ServiceClients {
  return {
    job: {
      async getJob(request: { jobId: string }) {
        const found = jobsOfAda.get(request.jobId);
        if (!found) throw new ServiceError('NOT_FOUND', 'Job not found.');
        return { job: { files: [], state: job.JobState.QUEUED, ...found } as job.Job };
      },
    },
  } as unknown as ServiceClients;
}

let bus: Bus;
let streams: JobEventStreams;
let server: Server;
let base: string;

beforeEach(async () => {
  bus = await createBus({ logger, prefix: 'job_events_test' });
  streams = createJobEventStreams({ bus, clients: stubClients(), logger, heartbeatMilliseconds: 20 });
  const app = express();
  app.get('/job/events', (request, response) => {
    request.context = { requestId: 'r', userId: ada };
    void streams.open(request, response);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await streams.close();
  await new Promise((resolve) => server.close(resolve));
  await bus.close();
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes(text)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`the stream ended before "${text}"`);
    received += decoder.decode(chunk.value, { stream: true });
  }
  return received;
}

async function eventually(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 500 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('the job event streams', () => {
  it('send a heartbeat comment while nothing happens, and the latest state of a changed job', async () => {
    const response = await fetch(`${base}/job/events`);
    const reader = response.body!.getReader();
    expect(await readUntil(reader, ': heartbeat\n\n')).toContain('retry: 3000\n');

    jobsOfAda.set('job-1', { id: 'job-1', state: job.JobState.IN_PROGRESS, progress: 0.25 });
    await bus.publish(jobChangedSubject, { jobId: 'job-1', ownerId: ada });
    const received = await readUntil(reader, '"progress":0.25');
    expect(received).toMatch(/event: job\ndata: \{"id":"job-1".*"state":"inprogress"/);
    await reader.cancel();
  });

  it('forget a stream whose browser went away', async () => {
    const request = http.get(`${base}/job/events`);
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    await new Promise((resolve) => response.once('data', resolve));
    expect(streams.openStreams()).toBe(1);
    request.destroy();
    await eventually(() => streams.openStreams() === 0);
  });

  it('end every stream when closed, so the server stops', async () => {
    const response = await fetch(`${base}/job/events`);
    const reader = response.body!.getReader();
    await readUntil(reader, ': connected');
    await streams.close();
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(streams.openStreams()).toBe(0);
    // With no stream left, closing the server after the test waits for nothing.
  });
});
