import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { helmBinary } from './helm-binary';
import { problemsIn, type RenderedObject } from './validate-manifests';

// The chart as CI sees it: helm lint, helm template with the default values and with the
// production example, and every rendered object checked against the Kubernetes API schema
// (and KEDA's CRD schema for the ScaledObject).
const chart = path.join(import.meta.dirname, '..', 'atelier');
const productionValues = path.join(chart, 'values-production.yaml');
const execFileAsync = promisify(execFile);
let helm: string;

beforeAll(async () => {
  helm = await helmBinary();
});

async function run(args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(helm, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`helm ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

interface Manifest extends RenderedObject {
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: Record<string, any>;
}

async function render(...extra: string[]): Promise<Manifest[]> {
  const output = await run(['template', 'atelier', chart, '--namespace', 'atelier', ...extra]);
  return parseAllDocuments(output)
    .map((document) => {
      if (document.errors.length > 0) throw document.errors[0];
      return document.toJS() as Manifest | null;
    })
    .filter((object): object is Manifest => object !== null);
}

const withKeda = ['--api-versions', 'keda.sh/v1alpha1'];
const services = ['user', 'project', 'template', 'job', 'payment', 'print'];
const find = (objects: Manifest[], kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found)
    throw new Error(
      `no ${kind} ${name} among ${objects.map((o) => `${o.kind} ${o.metadata.name}`).join(', ')}`,
    );
  return found;
};
const containersOf = (deployment: Manifest) =>
  deployment.spec.template.spec.containers as Record<string, any>[];
const envOf = (container: Record<string, any>) =>
  Object.fromEntries(
    (container.env as { name: string; value?: string; valueFrom?: unknown }[]).map((entry) => [
      entry.name,
      entry.value ?? entry.valueFrom,
    ]),
  );

describe('helm lint', () => {
  it('passes strictly with the default values', async () => {
    await run(['lint', '--strict', chart]);
  });

  it('passes strictly with the production example', async () => {
    await run(['lint', '--strict', chart, '--values', productionValues]);
  });

  it('refuses values the schema does not know', async () => {
    await expect(run(['lint', chart, '--set', 'gateway.replica=3'])).rejects.toThrow(/replica/);
  });
});

describe.each([
  ['the default values without KEDA', [] as string[]],
  ['the default values with KEDA', withKeda],
  ['the production example with KEDA', ['--values', productionValues, ...withKeda]],
  ['the production example without KEDA', ['--values', productionValues]],
])('helm template with %s', (_label, args) => {
  let objects: Manifest[];
  beforeAll(async () => {
    objects = await render(...args);
  });

  it('renders only objects the Kubernetes API and the KEDA CRD accept', () => {
    expect(objects.length).toBeGreaterThan(20);
    expect(problemsIn(objects)).toEqual([]);
  });

  it('runs the gateway, the six services and the render workers, each with a Service where it serves', () => {
    for (const name of ['gateway', ...services, 'render-worker'])
      find(objects, 'Deployment', `atelier-${name}`);
    for (const name of ['gateway', ...services]) find(objects, 'Service', `atelier-${name}`);
    expect(objects.filter((object) => object.kind === 'Deployment')).toHaveLength(8);
  });

  it('points the gateway and the workers at the services', () => {
    const gateway = envOf(containersOf(find(objects, 'Deployment', 'atelier-gateway'))[0]!);
    for (const name of services)
      expect(gateway[`${name.toUpperCase()}_SERVICE_ADDRESS`]).toBe(`atelier-${name}:50051`);
    const worker = envOf(containersOf(find(objects, 'Deployment', 'atelier-render-worker'))[0]!);
    expect(worker.JOB_SERVICE_ADDRESS).toBe('atelier-job:50051');
    expect(worker.PROJECT_SERVICE_ADDRESS).toBe('atelier-project:50051');
    // The marketplace copies designs through the project service and asks the payment service
    // for checkouts.
    const template = envOf(containersOf(find(objects, 'Deployment', 'atelier-template'))[0]!);
    expect(template.PROJECT_SERVICE_ADDRESS).toBe('atelier-project:50051');
    expect(template.PAYMENT_SERVICE_ADDRESS).toBe('atelier-payment:50051');
    expect(template.STARTER_TEMPLATES).toBe('true');
  });

  it('runs every container as non-root on a read-only root filesystem with /tmp writable', () => {
    const pods = objects
      .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
      .map((object) => object.spec.template.spec);
    for (const pod of pods) {
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
        expect(container.resources.requests).toBeDefined();
      }
      expect(pod.volumes).toContainEqual(
        expect.objectContaining({ name: 'tmp', emptyDir: expect.any(Object) }),
      );
    }
  });

  it('takes secrets from existing Secrets and writes none', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const user = envOf(containersOf(find(objects, 'Deployment', 'atelier-user'))[0]!);
    expect(user.DATABASE_URL).toEqual({ secretKeyRef: { name: 'atelier-database', key: 'DATABASE_URL' } });
    expect(user.SESSION_SECRET).toEqual({ secretKeyRef: { name: 'atelier-session', key: 'SESSION_SECRET' } });
    expect(user.SERVICE_IDENTITY_PUBLIC_KEY).toEqual({
      secretKeyRef: { name: 'atelier-service-identity', key: 'SERVICE_IDENTITY_PUBLIC_KEY' },
    });
    const gateway = envOf(containersOf(find(objects, 'Deployment', 'atelier-gateway'))[0]!);
    expect(gateway.DATABASE_URL).toBeUndefined();
  });

  it('gives the private identity key to the gateway, the render workers and the template service only', () => {
    const holders = objects
      .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
      .filter((object) =>
        [...(object.spec.template.spec.initContainers ?? []), ...containersOf(object)].some(
          (container) => envOf(container).SERVICE_IDENTITY_PRIVATE_KEY !== undefined,
        ),
      )
      .map((object) => object.metadata.name)
      .sort();
    expect(holders).toEqual(['atelier-gateway', 'atelier-render-worker', 'atelier-template']);
    for (const name of holders) {
      const env = envOf(containersOf(find(objects, 'Deployment', name))[0]!);
      expect(env.SERVICE_IDENTITY_PRIVATE_KEY).toEqual({
        secretKeyRef: { name: 'atelier-service-identity', key: 'SERVICE_IDENTITY_PRIVATE_KEY' },
      });
    }
  });

  it('gives payment and print credentials only as Secret references, each to its own service', () => {
    const credentials = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRINTFUL_API_TOKEN'];
    const given: string[] = [];
    for (const object of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job')) {
      const pod = object.spec.template.spec;
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        for (const entry of container.env as { name: string; value?: string; valueFrom?: unknown }[]) {
          if (!credentials.includes(entry.name)) continue;
          expect(entry.value, `${object.metadata.name} ${entry.name}`).toBeUndefined();
          expect(entry.valueFrom).toEqual({ secretKeyRef: expect.objectContaining({ key: entry.name }) });
          given.push(`${object.metadata.name} ${entry.name}`);
        }
      }
    }
    // The production example sets Stripe and Printful; the defaults run test mode and the sandbox.
    const production = args.includes(productionValues);
    expect(given.sort()).toEqual(
      production
        ? [
            'atelier-payment STRIPE_SECRET_KEY',
            'atelier-payment STRIPE_WEBHOOK_SECRET',
            'atelier-print PRINTFUL_API_TOKEN',
          ]
        : [],
    );
  });

  it('probes the gateway on /healthz and /readyz and the services over gRPC health', () => {
    const gateway = containersOf(find(objects, 'Deployment', 'atelier-gateway'))[0]!;
    expect(gateway.livenessProbe.httpGet.path).toBe('/healthz');
    expect(gateway.readinessProbe.httpGet.path).toBe('/readyz');
    for (const name of services) {
      const container = containersOf(find(objects, 'Deployment', `atelier-${name}`))[0]!;
      expect(container.readinessProbe.grpc).toEqual({ port: 50051 });
      expect(container.startupProbe.grpc).toEqual({ port: 50051 });
    }
  });

  it('lets the services be reached only by those that call them', () => {
    const selectorOf = (component: string) => ({
      'app.kubernetes.io/name': 'atelier',
      'app.kubernetes.io/instance': 'atelier',
      'app.kubernetes.io/component': component,
    });
    // Render workers read jobs and projects; the template service copies designs through the
    // project service and asks the payment service for checkouts; nothing else calls a service
    // but the gateway.
    const callers: Record<string, string[]> = {
      user: ['gateway'],
      project: ['gateway', 'render-worker', 'template'],
      template: ['gateway'],
      job: ['gateway', 'render-worker'],
      payment: ['gateway', 'template'],
      print: ['gateway'],
    };
    for (const name of services) {
      const policy = find(objects, 'NetworkPolicy', `atelier-${name}`);
      expect(policy.spec.podSelector.matchLabels).toEqual(selectorOf(name));
      expect(policy.spec.policyTypes).toEqual(['Ingress']);
      expect(policy.spec.ingress).toHaveLength(1);
      expect(policy.spec.ingress[0].ports).toEqual([{ port: 'grpc', protocol: 'TCP' }]);
      const allowed = (policy.spec.ingress[0].from as { podSelector: { matchLabels: object } }[]).map(
        (peer) => peer.podSelector.matchLabels,
      );
      expect(allowed).toEqual(callers[name]!.map(selectorOf));
    }
    expect(find(objects, 'NetworkPolicy', 'atelier-render-worker').spec.ingress).toBeUndefined();
  });

  it('keeps a PodDisruptionBudget for every workload', () => {
    for (const name of ['gateway', ...services, 'render-worker']) {
      expect(find(objects, 'PodDisruptionBudget', `atelier-${name}`).spec.maxUnavailable).toBe(1);
    }
  });

  it('migrates every service once per release with --migrate-only in a hook Job', () => {
    const job = find(objects, 'Job', 'atelier-migrations');
    expect(job.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const pod = job.spec.template.spec;
    const steps = [...pod.initContainers, ...pod.containers] as Record<string, any>[];
    expect(steps.map((container) => container.name)).toEqual(services.map((name) => `migrate-${name}`));
    for (const [index, container] of steps.entries()) {
      expect(container.command.at(-1)).toBe(`services/${services[index]}/dist/main.js`);
      expect(container.args).toEqual(['--migrate-only']);
    }
  });
});

describe('payments and print-on-demand', () => {
  const envOfDeployment = (objects: Manifest[], name: string) =>
    envOf(containersOf(find(objects, 'Deployment', `atelier-${name}`))[0]!);

  it('takes Stripe and Printful from Secrets in the production example', async () => {
    const objects = await render('--values', productionValues);
    const payment = envOfDeployment(objects, 'payment');
    expect(payment.STRIPE_SECRET_KEY).toEqual({
      secretKeyRef: { name: 'atelier-stripe', key: 'STRIPE_SECRET_KEY' },
    });
    expect(payment.STRIPE_WEBHOOK_SECRET).toEqual({
      secretKeyRef: { name: 'atelier-stripe', key: 'STRIPE_WEBHOOK_SECRET' },
    });
    const print = envOfDeployment(objects, 'print');
    expect(print.PRINTFUL_API_TOKEN).toEqual({
      secretKeyRef: { name: 'atelier-printful', key: 'PRINTFUL_API_TOKEN' },
    });
    expect(print.PRINT_PROVIDER).toBe('printful');
    expect(print.PRINT_FILE_URL_BASE).toBe('https://prints.atelier.example.com');
    expect(print.PRINTFUL_CURRENCY).toBe('eur');
    // With Stripe the payment service keeps nothing in the pod and may run several replicas.
    const deployment = find(objects, 'Deployment', 'atelier-payment');
    expect(deployment.spec.replicas).toBe(2);
    expect(deployment.spec.strategy).toBeUndefined();
  });

  it('runs the built-in test mode and the print sandbox by default, with a writable data directory', async () => {
    const objects = await render();
    const payment = envOfDeployment(objects, 'payment');
    expect(payment.STRIPE_SECRET_KEY).toBeUndefined();
    expect(payment.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    // Test mode keeps its webhook signing secret in DATA_DIR: it must lie on a writable volume
    // (the root filesystem is read-only).
    const container = containersOf(find(objects, 'Deployment', 'atelier-payment'))[0]!;
    const dataDirectory = payment.DATA_DIR as string;
    const mount = (container.volumeMounts as { name: string; mountPath: string }[]).find((volumeMount) =>
      dataDirectory.startsWith(`${volumeMount.mountPath}/`),
    );
    expect(mount?.name).toBe('tmp');
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    // One pod, replaced rather than overlapped, so one secret signs and checks every event.
    const deployment = find(objects, 'Deployment', 'atelier-payment');
    expect(deployment.spec.replicas).toBe(1);
    expect(deployment.spec.strategy).toEqual({ type: 'Recreate' });
    const print = envOfDeployment(objects, 'print');
    expect(print.PRINT_PROVIDER).toBe('sandbox');
    expect(print.PRINTFUL_API_TOKEN).toBeUndefined();
    // Empty settings stay unset so the service's own default applies.
    expect(print.PRINT_FILE_URL_BASE).toBeUndefined();
    expect(print.PRINTFUL_API_URL).toBeUndefined();
  });

  it('reads the Secrets under the keys the values name', async () => {
    const objects = await render(
      '--set',
      'secrets.stripe.existingSecret=shop-stripe',
      '--set',
      'secrets.stripe.secretKeyKey=api-key',
      '--set',
      'secrets.stripe.webhookSecretKey=endpoint-secret',
      '--set',
      'secrets.printful.existingSecret=shop-printful',
      '--set',
      'secrets.printful.apiTokenKey=token',
      '--set',
      'services.print.env.PRINT_PROVIDER=printful',
      '--set',
      'services.print.env.PRINT_FILE_URL_BASE=https://cdn.example.org/atelier',
      '--set',
      'services.template.env.STARTER_TEMPLATES=false',
    );
    const payment = envOfDeployment(objects, 'payment');
    expect(payment.STRIPE_SECRET_KEY).toEqual({ secretKeyRef: { name: 'shop-stripe', key: 'api-key' } });
    expect(payment.STRIPE_WEBHOOK_SECRET).toEqual({
      secretKeyRef: { name: 'shop-stripe', key: 'endpoint-secret' },
    });
    const print = envOfDeployment(objects, 'print');
    expect(print.PRINTFUL_API_TOKEN).toEqual({ secretKeyRef: { name: 'shop-printful', key: 'token' } });
    expect(print.PRINT_FILE_URL_BASE).toBe('https://cdn.example.org/atelier');
    expect(envOfDeployment(objects, 'template').STARTER_TEMPLATES).toBe('false');
  });

  it('refuses settings that could not work, naming the value to change', async () => {
    await expect(render('--set', 'services.payment.replicas=2')).rejects.toThrow(
      /services\.payment\.replicas: without Stripe .* built-in test mode/,
    );
    await expect(render('--set', 'services.print.env.PRINT_PROVIDER=printful')).rejects.toThrow(
      /secrets\.printful\.existingSecret: must name the Secret/,
    );
    await expect(
      render(
        '--set',
        'services.print.env.PRINT_PROVIDER=printful',
        '--set',
        'secrets.printful.existingSecret=shop-printful',
      ),
    ).rejects.toThrow(/services\.print\.env\.PRINT_FILE_URL_BASE: must be set/);
    await expect(render('--set', 'services.print.env.PRINT_PROVIDER=lulu')).rejects.toThrow(/PRINT_PROVIDER/);
    await expect(render('--set', 'services.print.env.PRINTFUL_CURRENCY=EUR')).rejects.toThrow(
      /PRINTFUL_CURRENCY/,
    );
  });
});

describe('render worker autoscaling', () => {
  it('scales on the render queue consumer with KEDA when the cluster serves it', async () => {
    const objects = await render(...withKeda);
    const scaled = find(objects, 'ScaledObject', 'atelier-render-worker');
    expect(scaled.spec.scaleTargetRef.name).toBe('atelier-render-worker');
    expect(scaled.spec.triggers).toEqual([
      {
        type: 'nats-jetstream',
        metadata: expect.objectContaining({
          natsServerMonitoringEndpoint: 'nats:8222',
          stream: 'atelier_render',
          consumer: 'atelier_render_workers',
          lagThreshold: '5',
        }),
      },
    ]);
    expect(objects.filter((object) => object.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    expect(find(objects, 'Deployment', 'atelier-render-worker').spec.replicas).toBeUndefined();
  });

  it('falls back to a HorizontalPodAutoscaler when KEDA is absent', async () => {
    const objects = await render();
    const autoscaler = find(objects, 'HorizontalPodAutoscaler', 'atelier-render-worker');
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'atelier-render-worker',
    });
    expect(objects.filter((object) => object.kind === 'ScaledObject')).toEqual([]);
  });

  it('follows the engine value over what the cluster serves, and the bus prefix in the stream names', async () => {
    const forcedHpa = await render(...withKeda, '--set', 'renderWorker.autoscaling.engine=hpa');
    find(forcedHpa, 'HorizontalPodAutoscaler', 'atelier-render-worker');
    const forcedKeda = await render(
      '--set',
      'renderWorker.autoscaling.engine=keda',
      '--set',
      'busPrefix=shop',
    );
    const trigger = find(forcedKeda, 'ScaledObject', 'atelier-render-worker').spec.triggers[0];
    expect(trigger.metadata).toMatchObject({ stream: 'shop_render', consumer: 'shop_render_workers' });
    const fixed = await render(
      '--set',
      'renderWorker.autoscaling.enabled=false',
      '--set',
      'renderWorker.replicas=4',
    );
    expect(find(fixed, 'Deployment', 'atelier-render-worker').spec.replicas).toBe(4);
    expect(
      fixed.filter((object) => ['HorizontalPodAutoscaler', 'ScaledObject'].includes(object.kind!)),
    ).toEqual([]);
  });
});

describe('the schema check', () => {
  const deployment = (container: object) => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'broken' },
    spec: {
      selector: { matchLabels: { app: 'broken' } },
      template: {
        metadata: { labels: { app: 'broken' } },
        spec: { containers: [{ name: 'x', image: 'x', ...container }] },
      },
    },
  });

  it('accepts a well-formed object', () => {
    expect(problemsIn([deployment({ ports: [{ containerPort: 8080 }] })])).toEqual([]);
  });

  it('finds a value of the wrong type', () => {
    expect(problemsIn([deployment({ ports: [{ containerPort: 'http' }] })])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Deployment broken: .*containerPort must be integer/)]),
    );
  });

  it('finds a field the API does not have', () => {
    expect(problemsIn([deployment({ readinesProbe: { grpc: { port: 50051 } } })])).toEqual([
      expect.stringMatching(/^Deployment broken: .*readinesProbe.* does not exist in type 'IContainer'/),
    ]);
  });

  it('finds a missing required field of a KEDA object and a kind it has no schema for', () => {
    const scaledObject = {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'broken' },
      spec: { triggers: [] },
    };
    expect(problemsIn([scaledObject, { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } }])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ScaledObject broken: .*required property scaleTargetRef/),
        expect.stringMatching(/^Pod p: no schema/),
      ]),
    );
  });
});
