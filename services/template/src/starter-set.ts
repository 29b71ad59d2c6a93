import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { productOwnerUserId, type ProjectCategoryName } from '@atelier/contracts';
import { newBlobKey } from '@atelier/platform';
import { common, project } from '@atelier/proto';
import type { TemplateServiceDependencies } from './dependencies';
import { storedVersions } from './mapping';
import { publishProject } from './publication';

/**
 * The templates every installation starts with: one published, free template per gallery
 * category, each made with the product's own nodes from an example graph (the files in
 * prisma/starter are copies of examples/<family>/...; a test holds them equal) with a PNG
 * preview rendered from it once.
 */
export interface StarterTemplate {
  /** Fixed, so making the set again after an interruption finds what was made. */
  id: string;
  /** prisma/starter/<key>.json and <key>.png. */
  key: string;
  /** The example graph it is a copy of, from the repository root. */
  example: string;
  name: string;
  description: string;
  category: ProjectCategoryName;
  type: string;
  search: string;
}

export const starterTemplates: readonly StarterTemplate[] = [
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000001',
    key: 'printed-t-shirt',
    example: 'examples/3d/design-on-tshirt.json',
    name: 'Printed T-shirt',
    description:
      'A sunset gradient printed on a white T-shirt, lit in a studio: swap the design for your own.',
    category: 'three_d_elements',
    type: 'Document',
    search: 'mockup apparel shirt tee print 3d render',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000002',
    key: 'duotone-photo',
    example: 'examples/photo/duotone-photo.json',
    name: 'Duotone photo',
    description: 'Turns a picture into two colours: greyscale, a contrast curve and an indigo-to-coral map.',
    category: 'photo',
    type: 'ImageEffect',
    search: 'photo effect duotone colour grading filter',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000003',
    key: 'star-badge',
    example: 'examples/vector/star-badge.json',
    name: 'Star badge',
    description: 'A round navy badge with a five-pointed star cut out, ready for print or cutting.',
    category: 'vector_graphic',
    type: 'VectorEffect',
    search: 'badge emblem logo star sticker icon',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000004',
    key: 'type-poster',
    example: 'examples/text/type-poster.json',
    name: 'Type poster',
    description: 'An A4 poster whose bold headline is knocked out of a red sheet.',
    category: 'text',
    type: 'a4',
    search: 'poster typography headline lettering a4',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000005',
    key: 'star-tiles',
    example: 'examples/pattern/star-tiles.json',
    name: 'Star tiles',
    description: 'Six-pointed stars repeated in a half-drop grid, each turned a little further.',
    category: 'pattern',
    type: 'VectorEffect',
    search: 'pattern repeat tile surface wallpaper seamless',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000006',
    key: 'embroidered-patch',
    example: 'examples/embroidery/patch-production.json',
    name: 'Embroidered patch',
    description:
      'Fill and running stitches in four threads, with the machine file and a worksheet for production.',
    category: 'embroidery',
    type: 'Document',
    search: 'embroidery patch stitches dst worksheet machine',
  },
  {
    id: 'a7e1a7e1-0000-4000-8000-000000000007',
    key: 'knitted-star-panel',
    example: 'examples/knitting/birdseye-star-panel.json',
    name: 'Knitted star panel',
    description:
      'Three stars knitted in jacquard with a birdseye backing, written as knitout for the machine.',
    category: 'knitting',
    type: 'Document',
    search: 'knitting jacquard birdseye panel knitout',
  },
];

/** The name the starter set is recorded under; a new set with new templates would take another. */
export const starterSetName = 'starter-templates-1';

/** Where the starter set's graphs and previews are, beside the migrations. */
export const starterDirectory = fileURLToPath(new URL('../prisma/starter/', import.meta.url));

/** A claim older than this is taken over: the start that made it died before finishing. */
const abandonedClaimMinutes = 10;

/**
 * Makes the starter set once per database: claims it (so of several replicas starting at once,
 * one makes it), makes and publishes each template that is not published yet, then records it
 * finished. An interrupted run is taken up by a later start. Answers whether it made the set now.
 */
export async function seedStarterTemplates(dependencies: TemplateServiceDependencies): Promise<boolean> {
  const { sql } = dependencies;
  const claimed = await sql.query(
    `INSERT INTO "template"."seeded_sets" (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [starterSetName],
  );
  if (claimed.rows.length === 0) {
    const retaken = await sql.query(
      `UPDATE "template"."seeded_sets" SET claimed_at = now()
        WHERE name = $1 AND finished_at IS NULL AND claimed_at < now() - make_interval(mins => $2)
        RETURNING name`,
      [starterSetName, abandonedClaimMinutes],
    );
    if (retaken.rows.length === 0) return false;
  }
  try {
    for (const starter of starterTemplates) await makeStarterTemplate(dependencies, starter);
  } catch (error) {
    // Given back at once, so the next attempt (this start's retry, or another replica's) goes on.
    await sql
      .query(`DELETE FROM "template"."seeded_sets" WHERE name = $1 AND finished_at IS NULL`, [starterSetName])
      .catch(() => undefined);
    throw error;
  }
  await sql.query(`UPDATE "template"."seeded_sets" SET finished_at = now() WHERE name = $1`, [
    starterSetName,
  ]);
  dependencies.logger.info({ templates: starterTemplates.length }, 'starter templates made');
  return true;
}

const categories: Record<ProjectCategoryName, project.ProjectCategory> = {
  three_d_elements: project.ProjectCategory.THREE_D_ELEMENTS,
  photo: project.ProjectCategory.PHOTO,
  vector_graphic: project.ProjectCategory.VECTOR_GRAPHIC,
  text: project.ProjectCategory.TEXT,
  pattern: project.ProjectCategory.PATTERN,
  embroidery: project.ProjectCategory.EMBROIDERY,
  knitting: project.ProjectCategory.KNITTING,
};

async function makeStarterTemplate(dependencies: TemplateServiceDependencies, starter: StarterTemplate) {
  const { prisma, peers, blobs } = dependencies;
  const owner = productOwnerUserId;
  let row = await prisma.template.upsert({
    where: { id: starter.id },
    create: {
      id: starter.id,
      ownerId: owner,
      name: starter.name,
      description: starter.description,
      category: starter.category,
      type: starter.type,
      search: starter.search,
      priceTier: 'free',
      licenseType: 'commercial',
    },
    update: {},
  });
  if (storedVersions(row.versions).length > 0) return;

  let projectId = row.projectIds[0];
  if (!projectId) {
    // The design, saved as a project of the product's own like any user saves one.
    const graph = await readFile(`${starterDirectory}${starter.key}.json`);
    const preview = await readFile(`${starterDirectory}${starter.key}.png`);
    const graphKey = newBlobKey('uploads');
    await blobs.put(graphKey, graph, { contentType: 'application/json' });
    const previewKey = newBlobKey('previews', 'png');
    await blobs.put(previewKey, preview, { contentType: 'image/png' });
    projectId = await peers.asUser(owner, async (projects) => {
      const created = await projects.createProject({
        environment: common.Edition.PRO,
        state: project.ProjectState.ACTIVE,
        name: starter.name,
      });
      const id = created.project!.id;
      await projects.updateProject({
        projectId: id,
        category: categories[starter.category],
        tags: ['starter'],
        replaceTags: true,
      });
      const saved = await projects.createProjectVersion({
        projectId: id,
        nodegraph: {
          blobKey: graphKey,
          name: 'nodegraph.json',
          contentType: 'application/json',
          sizeBytes: graph.length,
        },
        encrypted: false,
        name: '',
        milestone: false,
        editingSession: '',
        presets: {},
      });
      await projects.setProjectVersionPreview({
        projectVersionId: saved.version!.id,
        preview: {
          blobKey: previewKey,
          name: 'preview.png',
          contentType: 'image/png',
          sizeBytes: preview.length,
        },
      });
      return id;
    });
    row = await prisma.template.update({ where: { id: starter.id }, data: { projectIds: [projectId] } });
  }
  await publishProject(dependencies, row, projectId, owner);
}
