import path from 'node:path';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Service } from 'kubernetes-models/v1/Service';
import ts from 'typescript';

// Every kind the chart renders, with its schema: the Kubernetes API's OpenAPI schema and KEDA's
// CRD schema as the kubernetes-models packages carry them (JSON Schema validators generated
// from those documents), and the same models' type declarations for field names.
interface Model {
  validate(): void;
}
interface KindSchema {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each model takes its own kind's data
  model: new (data: any) => Model;
  /** Module and interface of the object's declared shape. */
  typeModule: string;
  typeName: string;
}

const kinds: Record<string, KindSchema> = {
  'apps/v1 Deployment': {
    model: Deployment,
    typeModule: 'kubernetes-models/apps/v1/Deployment',
    typeName: 'IDeployment',
  },
  'v1 Service': { model: Service, typeModule: 'kubernetes-models/v1/Service', typeName: 'IService' },
  'networking.k8s.io/v1 Ingress': {
    model: Ingress,
    typeModule: 'kubernetes-models/networking.k8s.io/v1/Ingress',
    typeName: 'IIngress',
  },
  'networking.k8s.io/v1 NetworkPolicy': {
    model: NetworkPolicy,
    typeModule: 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
    typeName: 'INetworkPolicy',
  },
  'policy/v1 PodDisruptionBudget': {
    model: PodDisruptionBudget,
    typeModule: 'kubernetes-models/policy/v1/PodDisruptionBudget',
    typeName: 'IPodDisruptionBudget',
  },
  'autoscaling/v2 HorizontalPodAutoscaler': {
    model: HorizontalPodAutoscaler,
    typeModule: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    typeName: 'IHorizontalPodAutoscaler',
  },
  'batch/v1 Job': { model: Job, typeModule: 'kubernetes-models/batch/v1/Job', typeName: 'IJob' },
  'keda.sh/v1alpha1 ScaledObject': {
    model: ScaledObject,
    typeModule: '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject',
    typeName: 'IScaledObject',
  },
};

export interface RenderedObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
}

const nameOf = (object: RenderedObject) => `${object.kind ?? '?'} ${object.metadata?.name ?? '?'}`;

/**
 * Every problem found in the rendered objects, one line each: an object of a kind without a
 * schema, a value the schema refuses (type, format, required field), or a field the API does
 * not have (the API server refuses unknown fields; the JSON schemas do not check for them, the
 * type declarations do, through TypeScript's excess property check).
 */
export function problemsIn(objects: RenderedObject[]): string[] {
  const problems: string[] = [];
  const typed: { object: RenderedObject; schema: KindSchema }[] = [];
  for (const object of objects) {
    const schema = kinds[`${object.apiVersion} ${object.kind}`];
    if (!schema) {
      problems.push(`${nameOf(object)}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new schema.model(object).validate();
    } catch (error) {
      problems.push(`${nameOf(object)}: ${(error as Error).message}`);
    }
    typed.push({ object, schema });
  }
  return [...problems, ...unknownFieldProblems(typed)];
}

function unknownFieldProblems(typed: { object: RenderedObject; schema: KindSchema }[]): string[] {
  if (typed.length === 0) return [];
  const fileName = path.join(import.meta.dirname, '__rendered_objects__.ts');
  const modules = [...new Set(typed.map(({ schema }) => schema.typeModule))];
  const lines = modules.map((module, index) => `import type * as m${index} from ${JSON.stringify(module)};`);
  // The line each object's statement starts on, to name the object a diagnostic is about.
  const objectLines: number[] = [];
  typed.forEach(({ object, schema }, index) => {
    objectLines.push(lines.length);
    const module = `m${modules.indexOf(schema.typeModule)}`;
    const statement = `export const object${index}: ${module}.${schema.typeName} = ${JSON.stringify(object, null, 1)};`;
    lines.push(...statement.split('\n'));
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    path.resolve(name) === fileName
      ? ts.createSourceFile(name, source, languageVersion, true)
      : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  const sourceFile = program.getSourceFile(fileName)!;
  return ts.getPreEmitDiagnostics(program, sourceFile).map((diagnostic) => {
    const line =
      diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
    let index = objectLines.length - 1;
    while (index > 0 && objectLines[index]! > line) index -= 1;
    const entry = typed[index];
    const owner = entry ? nameOf(entry.object) : 'rendered objects';
    return `${owner}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
