import { planStatistics, stitchQuality } from '@atelier/embroidery';
import { drawingStatistics } from '@atelier/vector';
import { knitChartStatistics, type KnitChart } from '@atelier/knit';
import { cutJobStatistics, type CutJob } from '@atelier/plotter';
import type { Scene, SceneStatistics } from '@atelier/scene';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewValue } from '../preview/previewValue';
import { infoRows, setMaximumStitchLength, type InfoRow } from './nodeInfoRows';

/**
 * The node info panel (spec section 3): figures about the selected node's result. A stitch plan
 * gives its stitches, trims, colours, jumps and stitch lengths, and how many stitches fall
 * outside the node's set longest stitch and the 0.3 mm machines need, and long jumps without a
 * trim; a drawing its shapes, areas, paths, colours, points and segment lengths; an image its
 * size and resolution; a knit chart its needles, rows, knitted size, yarns, colours per row,
 * longest float and yarn per colour; a cut job its paths, cut and travel lengths, registration
 * marks, tiles and cutting time; a 3D scene its triangles, vertices, meshes, materials, textures
 * (with the largest) and lights.
 */
export function NodeInfo({
  value,
  settings = {},
}: {
  value: PreviewValue | undefined;
  /** The node's control values, for the limits its stitches are measured against. */
  settings?: Readonly<Record<string, unknown>>;
}) {
  const { t, i18n } = useTranslation();
  // Primitive figures, so the rows are measured again only when a limit changes.
  const maximumStitchLength = setMaximumStitchLength(settings);
  const trimJumpLength =
    typeof settings['trimJumpLength'] === 'number' ? settings['trimJumpLength'] : undefined;
  const sceneStatistics = useSceneStatistics(value?.kind === 'scene' ? value.scene : undefined);
  const rows = useMemo<InfoRow[]>(() => {
    if (!value) return [];
    if (value.kind === 'scene')
      return sceneStatistics ? infoRows({ kind: 'scene', statistics: sceneStatistics }) : [];
    try {
      if (value.kind === 'stitches') {
        const quality = stitchQuality(value.plan, {
          maxStitchLength: maximumStitchLength,
          ...(trimJumpLength === undefined ? {} : { trimJumpLength }),
        });
        return infoRows({ kind: 'stitches', statistics: planStatistics(value.plan), quality });
      }
      if (value.kind === 'vector')
        return infoRows({ kind: 'vector', statistics: drawingStatistics(value.drawing) });
      if (value.kind === 'knit')
        return infoRows({ kind: 'knit', statistics: knitChartStatistics(value.chart as KnitChart) });
      if (value.kind === 'cut')
        return infoRows({ kind: 'cut', statistics: cutJobStatistics(value.job as CutJob) });
      return infoRows({ kind: 'image', image: value.image });
    } catch (error) {
      console.error('Node statistics failed', error);
      return [];
    }
  }, [value, maximumStitchLength, trimJumpLength, sceneStatistics]);
  if (rows.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const text = (row: InfoRow) => {
    if (row.value === null) return t('editor.info.none');
    const figure = number.format(row.value);
    switch (row.unit) {
      case 'mm':
        return t('editor.info.millimetres', { value: figure });
      case 'mm2':
        return t('editor.info.squareMillimetres', { value: figure });
      case 'px':
        return t('editor.info.pixels', { value: figure });
      case 'minutes':
        return t('editor.info.minutes', { value: figure });
      case 'm':
        return t('editor.info.metres', { value: figure });
      case 'needles':
        return t('editor.info.needleCount', { value: figure });
      case 'pixelSize':
        return t('editor.info.pixelSize', {
          width: figure,
          height: number.format(row.values?.['height'] ?? 0),
        });
      default:
        return figure;
    }
  };
  return (
    <section className="editor-info" aria-labelledby="editor-info-title">
      <h3 id="editor-info-title" className="editor-info-title">
        {t('editor.info.title')}
      </h3>
      <dl className="editor-info-list">
        {rows.map((row) => (
          <div key={`${row.key}${row.values?.['number'] ?? ''}`} className="editor-info-row">
            <dt>
              {t(`editor.info.${row.key}` as 'editor.info.yarnOfColour', {
                number: row.values?.['number'] ?? 0,
              })}
            </dt>
            <dd>{text(row)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A scene's statistics from the scene kernel, which is imported with the first scene shown (it
 * brings three.js along), so the editor's first load stays without it.
 */
function useSceneStatistics(scene: Scene | undefined): SceneStatistics | undefined {
  const [measured, setMeasured] = useState<{ scene: Scene; statistics: SceneStatistics }>();
  useEffect(() => {
    if (!scene) return;
    let current = true;
    void import('@atelier/scene')
      .then(({ sceneStatistics }) => {
        if (current) setMeasured({ scene, statistics: sceneStatistics(scene) });
      })
      .catch((error: unknown) => console.error('Scene statistics failed', error));
    return () => {
      current = false;
    };
  }, [scene]);
  return measured && measured.scene === scene ? measured.statistics : undefined;
}
