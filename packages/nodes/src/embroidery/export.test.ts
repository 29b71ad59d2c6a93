import { describe, expect, it } from 'vitest';
import { importDesign, type StitchPlan } from '@atelier/embroidery';
import { embroideryExportNode, type EmbroideryFile } from './export';
import { runOn, valuesOf } from './testing';

function planOf(colours: number, width = 20): StitchPlan {
  return {
    blocks: Array.from({ length: colours }, (_, index) => ({
      thread: { colour: { red: index % 256, green: 0, blue: 0 }, name: '', brand: '', catalogueNumber: '' },
      stitches: [
        { x: 0, y: index, kind: 'stitch' as const },
        { x: width, y: index, kind: 'stitch' as const },
      ],
    })),
  };
}

describe('the embroidery export node', () => {
  it('writes the chosen format, which reads back with the same stitches', async () => {
    const values = valuesOf(
      await runOn(embroideryExportNode, 'stitchPlan', planOf(2), { format: 'pes', name: 'Badge' }),
    );
    const file = values['file'] as EmbroideryFile;
    expect(file).toMatchObject({ format: 'pes', extension: 'pes', mimeType: 'application/x-pes' });
    const read = importDesign(file.bytes, 'badge.pes');
    expect(read.name).toBe('Badge');
    expect(read.plan.blocks).toHaveLength(2);
  });

  it('tells what the encoder changed, such as threads taken from the format’s chart', async () => {
    const poppy = planOf(1);
    const plan = {
      blocks: [
        {
          ...poppy.blocks[0]!,
          thread: { ...poppy.blocks[0]!.thread, colour: { red: 200, green: 30, blue: 30 } },
        },
      ],
    };
    const result = await runOn(embroideryExportNode, 'stitchPlan', plan, { format: 'jef' });
    expect(result.status).toBe('fresh');
    expect(result.messages).toContainEqual(
      expect.objectContaining({ code: 'threads-from-chart', severity: 'info' }),
    );
  });

  it('refuses 300 colours for PES with the too-many-colours message, or merges them when asked', async () => {
    const refused = await runOn(embroideryExportNode, 'stitchPlan', planOf(300), { format: 'pes' });
    expect(refused.status).toBe('failed');
    expect(refused.messages[0]).toMatchObject({
      code: 'too-many-colours',
      values: { colours: 300, limit: 255, format: 'PES' },
    });
    const merged = await runOn(embroideryExportNode, 'stitchPlan', planOf(300), {
      format: 'pes',
      tooManyColours: 'merge',
    });
    expect(merged.status).toBe('fresh');
    expect(merged.messages).toContainEqual(
      expect.objectContaining({ code: 'colours-merged', severity: 'warning' }),
    );
  });

  it('refuses a design larger than the chosen hoop with the hoop-overflow message', async () => {
    const result = await runOn(embroideryExportNode, 'stitchPlan', planOf(1, 1500), { hoop: '100x100' });
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({
      code: 'hoop-overflow',
      values: { width: 150, hoopWidth: 100, hoopHeight: 100 },
    });
  });

  it('says so for a plan without stitches', async () => {
    const result = await runOn(embroideryExportNode, 'stitchPlan', { blocks: [] });
    expect(result.messages[0]).toMatchObject({ code: 'empty-stitch-plan' });
  });
});
