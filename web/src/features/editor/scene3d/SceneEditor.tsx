// The 3D editor in the detail view of a scene node: a live view of the node's scene (orbit, pan,
// zoom, the six gizmo views on buttons and keys 1 to 6), a mesh picked by clicking it or from the
// list, moved, turned and scaled with the transform gizmo, and panels for its material, the
// scene's lights and its HDRI environment. Every change is written into the graph as control
// values (`sceneEdits.ts`), so undo, history and saving work as for any control. Loaded on
// demand: three.js and React Three Fiber are not part of the editor's first load.
import { effectiveControlValues, type Colour, type GraphNode } from '@atelier/graph';
import type { Scene, SceneColour } from '@atelier/scene';
import { rendererEnvironmentIds } from '@atelier/scene/render';
import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeMenuQuery } from '../../engine/nodeApi';
import { webGlDrawsInSoftware } from '../canvas/EditorCanvas';
import type { EditorSession } from '../ui/EditorSession';
import { useEditorState } from '../ui/useEditorState';
import { usePreview } from '../ui/usePreview';
import {
  addedSceneNodeTypes,
  canAddLight,
  chainEnvironment,
  chainLights,
  lightKinds,
  maximumSceneLights,
  type LightKind,
  planSceneEdit,
  type MaterialValues,
  type SceneEdit,
} from './sceneEdits';
import { SceneView, type TransformMode } from './SceneView';
import { gizmoViews, viewKeys, viewOfKey, type GizmoView } from './views';
import './sceneEditor.css';

const modeKeys: Readonly<Record<string, TransformMode>> = { w: 'translate', e: 'rotate', r: 'scale' };
const modeLabels = { translate: 'move', rotate: 'rotate', scale: 'scale' } as const;

const hex = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
export const colourToHex = (colour: SceneColour) =>
  `#${hex(colour.red)}${hex(colour.green)}${hex(colour.blue)}`;
export function hexToColour(text: string, alpha = 255): Colour {
  const value = parseInt(text.slice(1), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255, alpha };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export default function SceneEditor({
  session,
  nodeId,
  title,
}: {
  session: EditorSession;
  /** The scene node the detail view was opened on. */
  nodeId: string;
  title: string;
}) {
  const { t } = useTranslation();
  const editor = session.editor;
  const document = useEditorState(editor, (state) => state.history.present);
  // A change that adds a node after the open one shows that node from then on; when undo takes
  // it away again, the open node is shown.
  const [followed, setFollowed] = useState<string>();
  const viewNodeId = followed && document.nodes.some((node) => node.id === followed) ? followed : nodeId;
  const preview = usePreview(session, viewNodeId);
  // While the node shown is evaluated again (or a node a change added is evaluated for the first
  // time) the last scene stays in view, so the view neither flickers nor loses its camera.
  const lastScene = useRef<Scene | undefined>(undefined);
  const current = preview?.value?.kind === 'scene' ? preview.value.scene : undefined;
  const waiting = !preview || preview.status === 'running';
  const scene: Scene | undefined = current ?? (waiting ? lastScene.current : undefined);
  lastScene.current = scene;
  // Definitions arrive on demand: those of the nodes a change may add are loaded now, in the
  // versions the node menu gives new nodes, so the first change can add one at once.
  const { data: menu } = useNodeMenuQuery();
  useEffect(() => {
    for (const family of menu?.families ?? [])
      for (const category of family.categories)
        for (const entry of category.nodes)
          if ((addedSceneNodeTypes as readonly string[]).includes(entry.id))
            void session.catalog.load(entry.id, entry.version);
  }, [menu, session]);
  const [selectedMeshId, setSelectedMeshId] = useState<string>();
  const [mode, setMode] = useState<TransformMode>('translate');
  const [view, setView] = useState<{ view: GizmoView; serial: number }>();
  const selectedMesh = scene?.meshes.find((mesh) => mesh.id === selectedMeshId);
  // On software WebGL every pixel costs CPU time: no multisampling, and while the view moves it
  // draws at half the resolution (a quarter of the pixels); at rest it draws in full again.
  const software = useMemo(() => webGlDrawsInSoftware(), []);

  const edit = useCallback(
    (change: SceneEdit, gesture?: string) => {
      const plan = planSceneEdit(
        {
          document: editor.document,
          openNodeId: viewNodeId,
          definitionOf: (node: GraphNode) => editor.registry.get(node.type, node.version),
          latestDefinition: (type) => editor.registry.latest(type),
          newNodeId: () => editor.newNodeId(),
        },
        change,
      );
      if (!plan) return;
      editor.perform(
        {
          label: plan.added ? 'editor.history.addNode' : 'editor.history.setValue',
          commands: plan.commands,
          ...(plan.added || !gesture ? {} : { mergeKey: `scene:${plan.nodeId}:${gesture}` }),
        },
        // The node shown is selected, so the previews keep evaluating it.
        { nodeIds: [plan.added ? plan.nodeId : viewNodeId] },
      );
      if (plan.added) setFollowed(plan.nodeId);
    },
    [editor, viewNodeId],
  );

  const setView6 = (next: GizmoView) =>
    setView((current) => ({ view: next, serial: (current?.serial ?? 0) + 1 }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, select, textarea') !== null;
    const command = event.ctrlKey || event.metaKey;
    if (command && !event.altKey && (event.key === 'z' || event.key === 'Z' || event.key === 'y')) {
      if (event.key === 'y' || event.shiftKey) editor.redo();
      else editor.undo();
      event.preventDefault();
      return;
    }
    if (typing || command || event.altKey) return;
    const next = viewOfKey(event.key);
    if (next) {
      setView6(next);
      event.preventDefault();
      return;
    }
    const nextMode = modeKeys[event.key.toLowerCase()];
    if (nextMode) {
      setMode(nextMode);
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape' && selectedMeshId) {
      // The first Escape lets go of the mesh, the next one leaves the detail view.
      setSelectedMeshId(undefined);
      event.stopPropagation();
    }
  };

  const material: MaterialValues | undefined = selectedMesh
    ? {
        colour: { ...selectedMesh.material.colour, alpha: 255 },
        roughness: selectedMesh.material.roughness,
        metalness: selectedMesh.material.metalness,
        sheen: selectedMesh.material.sheen,
      }
    : undefined;
  const setMaterial = (values: Partial<MaterialValues>, gesture: string) => {
    if (!selectedMesh || !material) return;
    edit({ kind: 'material', meshName: selectedMesh.name, values, current: material }, gesture);
  };

  const lights = useMemo(() => chainLights(document, viewNodeId), [document, viewNodeId]);
  const lightsLeft = useMemo(() => canAddLight(document, viewNodeId), [document, viewNodeId]);
  const [newLightKind, setNewLightKind] = useState<LightKind>('directional');
  const environmentNode = useMemo(() => chainEnvironment(document, viewNodeId), [document, viewNodeId]);
  const controlsOf = (node: GraphNode) => {
    const definition = editor.registry.get(node.type, node.version);
    return definition ? effectiveControlValues(node, definition) : {};
  };
  const environment = scene?.environment;
  const environmentValues = environmentNode ? controlsOf(environmentNode) : undefined;
  const environmentRotation =
    typeof environmentValues?.['rotation'] === 'number'
      ? environmentValues['rotation']
      : round(((environment?.rotation ?? 0) * 180) / Math.PI, 1);

  return (
    <div className="scene-editor" onKeyDown={onKeyDown}>
      <div className="scene-editor-stage" tabIndex={0} aria-label={t('editor.scene.view', { node: title })}>
        <div className="scene-editor-tools">
          <div role="group" aria-label={t('editor.scene.views')} className="scene-editor-group">
            {gizmoViews.map((name) => (
              <button
                key={name}
                type="button"
                className="button"
                data-variant="ghost"
                aria-keyshortcuts={viewKeys[name]}
                title={`${t(`editor.scene.${name}`)} (${viewKeys[name]})`}
                aria-pressed={view?.view === name}
                disabled={!scene}
                onClick={() => setView6(name)}
              >
                {t(`editor.scene.${name}`)}
              </button>
            ))}
          </div>
          <div role="group" aria-label={t('editor.scene.tools')} className="scene-editor-group">
            {(['translate', 'rotate', 'scale'] as const).map((name) => (
              <button
                key={name}
                type="button"
                className="button"
                data-variant="ghost"
                aria-pressed={mode === name}
                aria-keyshortcuts={Object.keys(modeKeys)
                  .find((key) => modeKeys[key] === name)!
                  .toUpperCase()}
                onClick={() => setMode(name)}
              >
                {t(`editor.scene.${modeLabels[name]}`)}
              </button>
            ))}
          </div>
        </div>
        {scene ? (
          <Canvas
            className="scene-editor-canvas"
            frameloop="demand"
            shadows={!software}
            dpr={[1, 2]}
            performance={{ min: software ? 0.25 : 0.75 }}
            gl={{ antialias: !software, preserveDrawingBuffer: false }}
            camera={{ fov: scene.camera.fieldOfView, near: 0.01, far: 1000, position: [0, 0, 3] }}
            onPointerMissed={(event) => {
              if (event.type === 'click') setSelectedMeshId(undefined);
            }}
          >
            <SceneView
              scene={scene}
              shadows={!software}
              selectedMeshId={selectedMeshId}
              mode={mode}
              view={view}
              onSelect={setSelectedMeshId}
              onTransform={(_meshId, before, after) => edit({ kind: 'transform', before, after })}
            />
          </Canvas>
        ) : (
          <p className="scene-editor-empty" role="status">
            {waiting ? t('editor.scene.loading') : t('editor.scene.empty')}
          </p>
        )}
        <p className="scene-editor-help">{t('editor.scene.help')}</p>
      </div>
      <aside className="scene-editor-panels" aria-label={t('editor.scene.panels')}>
        <section aria-labelledby="scene-editor-material">
          <h3 id="scene-editor-material">{t('editor.scene.material')}</h3>
          <label className="scene-editor-field">
            <span>{t('editor.scene.part')}</span>
            <select
              value={selectedMeshId ?? ''}
              disabled={!scene || scene.meshes.length === 0}
              onChange={(event) => setSelectedMeshId(event.target.value || undefined)}
            >
              <option value="">{t('editor.info.none')}</option>
              {scene?.meshes.map((mesh) => (
                <option key={mesh.id} value={mesh.id}>
                  {mesh.name}
                </option>
              ))}
            </select>
          </label>
          {selectedMesh && material ? (
            <>
              <p className="scene-editor-selected" role="status">
                {t('editor.scene.selected', { mesh: selectedMesh.name })}
              </p>
              <label className="scene-editor-field">
                <span>{t('editor.scene.colour')}</span>
                <input
                  type="color"
                  value={colourToHex(material.colour)}
                  onChange={(event) => setMaterial({ colour: hexToColour(event.target.value) }, 'colour')}
                />
              </label>
              {(['roughness', 'metalness', 'sheen'] as const).map((field) => (
                <label key={field} className="scene-editor-field">
                  <span>{t(`editor.scene.${field}`)}</span>
                  <input
                    type="range"
                    min={0}
                    max={1}
                    step={0.01}
                    value={material[field]}
                    onChange={(event) => setMaterial({ [field]: Number(event.target.value) }, field)}
                  />
                  <output>{round(material[field])}</output>
                </label>
              ))}
              <button
                type="button"
                className="button"
                data-variant="ghost"
                onClick={() => setSelectedMeshId(undefined)}
              >
                {t('editor.scene.clearSelection')}
              </button>
            </>
          ) : (
            <p className="scene-editor-note">{t('editor.scene.noSelection')}</p>
          )}
        </section>
        <section aria-labelledby="scene-editor-lights">
          <h3 id="scene-editor-lights">{t('editor.scene.lights')}</h3>
          {lights.length === 0 ? <p className="scene-editor-note">{t('editor.scene.noLights')}</p> : null}
          {lights.map((light, index) => {
            const values = controlsOf(light);
            const colour = (values['colour'] as Colour | undefined) ?? {
              red: 255,
              green: 255,
              blue: 255,
              alpha: 255,
            };
            const intensity = typeof values['intensity'] === 'number' ? values['intensity'] : 1;
            const kind = (lightKinds as readonly string[]).includes(String(values['kind']))
              ? (values['kind'] as LightKind)
              : 'directional';
            const shadows = values['shadows'] === true;
            return (
              <fieldset key={light.id} className="scene-editor-light">
                <legend>{t('editor.scene.light', { number: index + 1 })}</legend>
                <label className="scene-editor-field">
                  <span>{t('editor.scene.lightKind')}</span>
                  <select
                    value={kind}
                    onChange={(event) =>
                      edit({
                        kind: 'light',
                        nodeId: light.id,
                        values: { kind: event.target.value as LightKind },
                      })
                    }
                  >
                    {lightKinds.map((option) => (
                      <option key={option} value={option}>
                        {t(`editor.scene.lightKinds.${option}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="scene-editor-field">
                  <span>{t('editor.scene.colour')}</span>
                  <input
                    type="color"
                    value={colourToHex(colour)}
                    onChange={(event) =>
                      edit(
                        {
                          kind: 'light',
                          nodeId: light.id,
                          values: { colour: hexToColour(event.target.value, colour.alpha) },
                        },
                        'colour',
                      )
                    }
                  />
                </label>
                <label className="scene-editor-field">
                  <span>{t('editor.scene.intensity')}</span>
                  <input
                    type="number"
                    min={0}
                    max={10000}
                    step={0.1}
                    value={intensity}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      if (event.target.value !== '' && Number.isFinite(value) && value >= 0)
                        edit({ kind: 'light', nodeId: light.id, values: { intensity: value } }, 'intensity');
                    }}
                  />
                </label>
                <label className="scene-editor-check">
                  <input
                    type="checkbox"
                    checked={shadows && kind !== 'ambient'}
                    disabled={kind === 'ambient'}
                    onChange={(event) =>
                      edit({ kind: 'light', nodeId: light.id, values: { shadows: event.target.checked } })
                    }
                  />
                  <span>{t('editor.scene.shadows')}</span>
                </label>
              </fieldset>
            );
          })}
          <div className="scene-editor-add-light" role="group" aria-label={t('editor.scene.addLight')}>
            <select
              aria-label={t('editor.scene.newLightKind')}
              value={newLightKind}
              disabled={!scene || !lightsLeft}
              onChange={(event) => setNewLightKind(event.target.value as LightKind)}
            >
              {lightKinds.map((option) => (
                <option key={option} value={option}>
                  {t(`editor.scene.lightKinds.${option}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={!scene || !lightsLeft}
              onClick={() => edit({ kind: 'addLight', lightKind: newLightKind })}
            >
              {t('editor.scene.addLight')}
            </button>
          </div>
          {lightsLeft ? null : (
            <p className="scene-editor-note">{t('editor.scene.lightLimit', { count: maximumSceneLights })}</p>
          )}
        </section>
        <section aria-labelledby="scene-editor-environment">
          <h3 id="scene-editor-environment">{t('editor.scene.environment')}</h3>
          <label className="scene-editor-field">
            <span>{t('editor.scene.hdri')}</span>
            <select
              value={String(environmentValues?.['environment'] ?? environment?.id ?? 'none')}
              disabled={!scene}
              onChange={(event) => edit({ kind: 'environment', values: { environment: event.target.value } })}
            >
              {rendererEnvironmentIds.map((id) => (
                <option key={id} value={id}>
                  {t(`editor.scene.${id}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="scene-editor-field">
            <span>{t('editor.scene.intensity')}</span>
            <input
              type="number"
              min={0}
              max={100}
              step={0.1}
              disabled={!scene}
              value={
                typeof environmentValues?.['intensity'] === 'number'
                  ? environmentValues['intensity']
                  : (environment?.intensity ?? 1)
              }
              onChange={(event) => {
                const value = Number(event.target.value);
                if (event.target.value !== '' && Number.isFinite(value) && value >= 0 && value <= 100)
                  edit({ kind: 'environment', values: { intensity: value } }, 'intensity');
              }}
            />
          </label>
          <label className="scene-editor-field">
            <span>{t('editor.scene.rotation')}</span>
            <input
              type="range"
              min={-180}
              max={180}
              step={1}
              disabled={!scene}
              value={environmentRotation}
              onChange={(event) =>
                edit({ kind: 'environment', values: { rotation: Number(event.target.value) } }, 'rotation')
              }
            />
            <output>{environmentRotation}°</output>
          </label>
        </section>
      </aside>
    </div>
  );
}
