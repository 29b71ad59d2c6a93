// The editor's pixi.js canvas: grid, groups, wires, nodes with their previews and messages,
// the selection and gesture overlay, and the minimap. A plain class with create, update and
// destroy (as @xyflow/system's pan/zoom is), driven by the Editor; it renders on demand, only
// when something it shows changed, so an idle editor costs nothing.
import {
  Application,
  BitmapText,
  BufferImageSource,
  Container,
  Graphics,
  Sprite,
  Texture,
  TilingSprite,
  type TextStyleOptions,
} from 'pixi.js';
// pixi.js's renderers otherwise compile shader and uniform code with `new Function`, which the
// Content-Security-Policy (no 'unsafe-eval') refuses; these are its own eval-free equivalents.
import 'pixi.js/unsafe-eval';
import type { NodeStatus, RasterImage } from '@atelier/graph';
import { frameTransform, visibleWorldRect } from '../core/camera';
import { nodeHeaderHeight, socketRadius } from '../core/constants';
import type { Editor } from '../core/editor';
import { EndpointStateTracker } from '../core/endpointStates';
import { rectContains, rectsIntersect, type Point, type Rect } from '../core/geometry';
import { hitTest } from '../core/hitTest';
import { wireControlPoints, type NodeLayout } from '../core/layout';
import type { InteractionMachine } from '../interaction/machine';
import { commentText } from './comment';
import { mixColours, socketColours, type CanvasTheme } from './canvasTheme';

/** What the canvas shows of a node's evaluation. */
export interface NodePreview {
  status: NodeStatus | 'running';
  image?: RasterImage;
  /** Already-translated message lines shown under the node. */
  messages: Array<{ text: string; severity: 'info' | 'warning' | 'error' }>;
}

export interface EditorCanvasOptions {
  theme: CanvasTheme;
  /** Translates i18n keys: node titles and socket labels come from definitions as keys. */
  translate: (key: string) => string;
  /** Multisampled edges; by default on, except where WebGL draws in software. */
  antialias?: boolean;
  /**
   * How the canvas follows the camera: `redraw` draws every frame of a pan or zoom;
   * `compositor` moves the last frame with a CSS transform (the browser's compositor, no WebGL
   * work) and draws again once the camera rests. `auto` (the default) picks the compositor
   * where WebGL draws in software, which cannot draw a full canvas 30 times a second.
   */
  motion?: 'auto' | 'redraw' | 'compositor';
}

/** Milliseconds the camera must rest before a compositor-moved frame is drawn again. */
export const motionSettleMilliseconds = 120;

/**
 * Whether this browser draws WebGL in software (SwiftShader, llvmpipe): then every frame costs
 * a copy of the whole canvas through the CPU, and a pan redrawn frame by frame stutters.
 */
export function webGlDrawsInSoftware(): boolean {
  try {
    const probe = document.createElement('canvas');
    const gl = (probe.getContext('webgl2') ?? probe.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

const fontFamily = 'Inter, "Segoe UI", system-ui, "DejaVu Sans", Arial, sans-serif';
const minimapSize = { width: 200, height: 132 };
const minimapMargin = 16;
/** Below this zoom, labels are too small to read and are not drawn. */
const labelZoom = 0.45;

function textStyle(size: number, weight: '400' | '600' = '400'): TextStyleOptions {
  return { fontFamily, fontSize: size, fontWeight: weight, fill: 0xffffff };
}

function toTexture(image: RasterImage): Texture {
  const source = new BufferImageSource({
    resource: new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength),
    width: image.width,
    height: image.height,
    format: 'rgba8unorm',
    alphaMode: 'premultiply-alpha-on-upload',
    scaleMode: 'linear',
  });
  return new Texture({ source });
}

/** What a node shows besides its layout: its comment, and whether previews sit on a checkerboard. */
interface NodeDecoration {
  comment: string | undefined;
  checker: boolean;
}

class NodeView {
  readonly container = new Container();
  private readonly body = new Graphics();
  private readonly commentBox = new Graphics();
  private readonly comment = new BitmapText({
    text: '',
    style: { ...textStyle(11), wordWrap: true, wordWrapWidth: 200, breakWords: true },
  });
  private readonly title = new BitmapText({ text: '', style: textStyle(13, '600') });
  private readonly labels: BitmapText[] = [];
  private readonly checker: TilingSprite;
  private readonly sprite = new Sprite();
  private readonly message = new BitmapText({
    text: '',
    style: { ...textStyle(11), wordWrap: true, wordWrapWidth: 200, breakWords: true },
  });
  private texture: Texture | undefined;
  private drawnKey: unknown[] = [];

  constructor(checkerTexture: Texture) {
    this.checker = new TilingSprite({ texture: checkerTexture, width: 1, height: 1 });
    this.container.addChild(
      this.commentBox,
      this.comment,
      this.body,
      this.checker,
      this.sprite,
      this.title,
      this.message,
    );
    this.container.cullable = false;
  }

  setPreviewImage(image: RasterImage | undefined) {
    this.texture?.destroy(true);
    this.texture = image ? toTexture(image) : undefined;
    this.sprite.texture = this.texture ?? Texture.EMPTY;
    this.drawnKey = [];
  }

  draw(
    layout: NodeLayout,
    selected: boolean,
    preview: NodePreview | undefined,
    lowFps: boolean,
    endpoints: EndpointStateTracker,
    theme: CanvasTheme,
    translate: (key: string) => string,
    themeVersion: number,
    decoration: NodeDecoration,
  ) {
    const socketStates = layout.sockets
      .map((socket) =>
        socket.direction === 'input'
          ? endpoints.input(layout.nodeId, socket.name)
          : endpoints.output(layout.nodeId, socket.name),
      )
      .join();
    const key = [
      layout,
      selected,
      preview,
      lowFps,
      themeVersion,
      socketStates,
      decoration.comment,
      decoration.checker,
    ];
    this.container.position.set(layout.rect.x, layout.rect.y);
    if (key.length === this.drawnKey.length && key.every((part, index) => part === this.drawnKey[index]))
      return;
    this.drawnKey = key;
    const { width, height } = layout.rect;
    const failed = preview?.status === 'failed';
    const body = this.body.clear();
    body.roundRect(0, 0, width, height, 9).fill({ color: theme.node });
    body.roundRect(0, 0, width, nodeHeaderHeight, 9).fill({ color: theme.nodeHeader });
    if (height > nodeHeaderHeight)
      body.rect(0, nodeHeaderHeight - 9, width, 9).fill({ color: theme.nodeHeader });
    body.rect(0, nodeHeaderHeight - 1, width, 1).fill({ color: theme.nodeBorder, alpha: 0.6 });
    const familyColour = layout.sockets.find((socket) => socket.direction === 'output')?.type;
    body
      .roundRect(10, 12, 4, 10, 2)
      .fill({ color: familyColour ? socketColours[familyColour] : theme.textMuted });
    const outline = failed
      ? theme.danger
      : selected
        ? theme.accent
        : lowFps
          ? theme.warning
          : theme.nodeBorder;
    body
      .roundRect(0, 0, width, height, 9)
      .stroke({ color: outline, width: selected || failed ? 2 : 1, alignment: 1 });
    if (preview?.status === 'running')
      body.rect(9, nodeHeaderHeight - 2, (width - 18) * 0.35, 2).fill({ color: theme.accent });

    this.title.text = layout.titleKey ? translate(layout.titleKey) : layout.type;
    this.title.tint = theme.text;
    this.title.position.set(22, (nodeHeaderHeight - 13) / 2 - 1);
    this.title.visible = true;
    // Clip long titles by scaling them down: the node keeps its width, the title its line.
    const roomForTitle = width - 44;
    this.title.scale.set(
      this.title.width > roomForTitle ? roomForTitle / (this.title.width / this.title.scale.x) : 1,
    );

    let labelIndex = 0;
    const label = (text: string, x: number, y: number, alignRight: boolean) => {
      let item = this.labels[labelIndex];
      if (!item) {
        item = new BitmapText({ text: '', style: textStyle(11) });
        this.labels.push(item);
        this.container.addChild(item);
      }
      labelIndex += 1;
      item.text = text;
      item.tint = theme.textMuted;
      item.visible = true;
      item.position.set(alignRight ? x - item.width : x, y - 7);
    };
    for (const socket of layout.sockets) {
      const local = { x: socket.position.x - layout.rect.x, y: socket.position.y - layout.rect.y };
      const colour = socket.type ? socketColours[socket.type] : theme.textMuted;
      const state =
        socket.direction === 'input'
          ? endpoints.input(layout.nodeId, socket.name)
          : endpoints.output(layout.nodeId, socket.name);
      if (state === 'inactive-unconnected') {
        body
          .circle(local.x, local.y, socketRadius - 1)
          .fill({ color: theme.node })
          .stroke({ color: colour, width: 2 });
      } else {
        if (state === 'active-connected')
          body.circle(local.x, local.y, socketRadius + 3).fill({ color: colour, alpha: 0.25 });
        body
          .circle(local.x, local.y, socketRadius)
          .fill({ color: colour })
          .stroke({ color: theme.node, width: 1.5 });
      }
      if (local.y > nodeHeaderHeight) {
        const text = translate(socket.label);
        if (socket.direction === 'input') label(text, 12, local.y, false);
        else label(text, width - 12, local.y, true);
      }
    }
    for (let index = labelIndex; index < this.labels.length; index++) this.labels[index]!.visible = false;

    if (layout.previewRect) {
      const frame = {
        x: layout.previewRect.x - layout.rect.x,
        y: layout.previewRect.y - layout.rect.y,
        width: layout.previewRect.width,
        height: layout.previewRect.height,
      };
      body.roundRect(frame.x, frame.y, frame.width, frame.height, 6).fill({ color: theme.preview });
      const image = this.texture;
      if (image) {
        const scale = Math.min(frame.width / image.width, frame.height / image.height);
        const drawnWidth = image.width * scale;
        const drawnHeight = image.height * scale;
        const x = frame.x + (frame.width - drawnWidth) / 2;
        const y = frame.y + (frame.height - drawnHeight) / 2;
        this.checker.position.set(x, y);
        this.checker.width = drawnWidth;
        this.checker.height = drawnHeight;
        this.checker.visible = decoration.checker;
        this.sprite.position.set(x, y);
        this.sprite.width = drawnWidth;
        this.sprite.height = drawnHeight;
        this.sprite.visible = true;
      } else {
        this.checker.visible = false;
        this.sprite.visible = false;
      }
      // The resize corner's grip.
      for (let step = 0; step < 3; step++) {
        const inset = 5 + step * 4;
        body
          .moveTo(width - inset, height - 4)
          .lineTo(width - 4, height - inset)
          .stroke({ color: theme.textMuted, width: 1, alpha: 0.6 });
      }
    } else {
      this.checker.visible = false;
      this.sprite.visible = false;
    }

    this.drawComment(decoration.comment, width, theme);

    const messages = [...(preview?.messages ?? [])];
    if (messages.length > 0) {
      const first = messages[0]!;
      this.message.text = messages.length > 1 ? `${first.text} (+${messages.length - 1})` : first.text;
      this.message.tint =
        first.severity === 'error'
          ? theme.danger
          : first.severity === 'warning'
            ? theme.warning
            : theme.textMuted;
      // An error stands inside the node, in the middle of its empty preview frame; otherwise the
      // message goes under the node, wrapped to the node's width.
      const frame = layout.previewRect;
      const inside = first.severity === 'error' && frame !== undefined && !this.sprite.visible;
      this.message.scale.set(1);
      this.message.style.align = inside ? 'center' : 'left';
      this.message.style.wordWrapWidth = Math.max(40, (inside ? frame.width : width) - 16);
      if (inside) {
        const room = frame.height - 12;
        if (this.message.height > room) this.message.scale.set(room / this.message.height);
        this.message.position.set(
          frame.x - layout.rect.x + (frame.width - this.message.width) / 2,
          frame.y - layout.rect.y + (frame.height - this.message.height) / 2,
        );
      } else {
        this.message.position.set(4, height + 6);
      }
      this.message.visible = true;
    } else {
      this.message.visible = false;
    }
  }

  /** The note as a comment above the node, as wide as the node (at least 160). */
  private drawComment(comment: string | undefined, width: number, theme: CanvasTheme) {
    const box = this.commentBox.clear();
    if (!comment) {
      this.comment.visible = false;
      box.visible = false;
      return;
    }
    const boxWidth = Math.max(160, width);
    this.comment.style.wordWrapWidth = boxWidth - 16;
    this.comment.text = comment;
    this.comment.tint = theme.text;
    const boxHeight = this.comment.height + 12;
    const top = -boxHeight - 8;
    this.comment.position.set(8, top + 6);
    box
      .roundRect(0, top, boxWidth, boxHeight, 6)
      .fill({ color: theme.comment })
      .stroke({ color: theme.nodeBorder, width: 1, alignment: 1 });
    box.moveTo(14, -8).lineTo(20, -2).lineTo(26, -8).fill({ color: theme.comment });
    this.comment.visible = true;
    box.visible = true;
  }

  showLabels(visible: boolean) {
    this.comment.renderable = visible;
    this.commentBox.renderable = visible;
    this.title.renderable = visible;
    this.message.renderable = visible;
    for (const label of this.labels) label.renderable = visible;
  }

  destroy() {
    this.texture?.destroy(true);
    this.container.destroy({ children: true });
  }
}

export class EditorCanvas {
  private readonly world = new Container();
  private readonly groupsLayer = new Graphics();
  private readonly groupTitles = new Container();
  private readonly wiresLayer = new Graphics();
  private readonly nodesLayer = new Container();
  private readonly overlayLayer = new Graphics();
  /** The minimap: a small 2D canvas over the stage, so it stays put while the frame moves. */
  private readonly minimapCanvas: HTMLCanvasElement;
  private readonly minimapBase: HTMLCanvasElement;
  private minimapKey: unknown[] = [];
  private readonly compositorMotion: boolean;
  private drawnCamera: { x: number; y: number; zoom: number } | undefined;
  private drawnViewport: { width: number; height: number } | undefined;
  private redrawNeeded = true;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly grid: TilingSprite;
  private checkerTexture: Texture;
  private gridTexture: Texture;
  private readonly views = new Map<string, NodeView>();
  private readonly previews = new Map<string, NodePreview>();
  private readonly endpoints = new EndpointStateTracker();
  private readonly cleanups: Array<() => void> = [];
  private options: EditorCanvasOptions;
  private themeVersion = 0;
  private frameRequested = 0;
  private drawnDocument: unknown;
  private drawnSelection: unknown;
  private drawnOverlay: unknown;
  private drawnUi: unknown;
  private drawnSettings: unknown;
  private drawnTheme = -1;
  private previewsVersion = 0;
  private drawnPreviews = -1;
  private minimapDragging = false;
  private destroyed = false;
  /** Frames drawn since creation, for the benchmark. */
  frames = 0;

  static async create(
    host: HTMLElement,
    editor: Editor,
    machine: InteractionMachine,
    options: EditorCanvasOptions,
  ): Promise<EditorCanvas> {
    // The renderer is asked only when a default depends on it.
    const motion = options.motion ?? 'auto';
    const software = (motion === 'auto' || options.antialias === undefined) && webGlDrawsInSoftware();
    const app = new Application();
    await app.init({
      resizeTo: host,
      background: options.theme.background,
      antialias: options.antialias ?? !software,
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      preference: 'webgl',
      autoStart: false,
      sharedTicker: false,
    });
    const compositorMotion = motion === 'compositor' || (motion === 'auto' && software);
    return new EditorCanvas(host, app, editor, machine, options, compositorMotion);
  }

  private constructor(
    private readonly host: HTMLElement,
    private readonly app: Application,
    private readonly editor: Editor,
    private readonly machine: InteractionMachine,
    options: EditorCanvasOptions,
    compositorMotion: boolean,
  ) {
    this.options = options;
    this.compositorMotion = compositorMotion;
    app.ticker.stop();
    const canvas = app.canvas;
    canvas.classList.add('editor-canvas');
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.style.transformOrigin = '0 0';
    host.appendChild(canvas);
    // What a moved frame uncovers shows the canvas's background.
    host.style.background = cssColour(options.theme.background);
    this.minimapCanvas = document.createElement('canvas');
    this.minimapCanvas.className = 'editor-minimap';
    this.minimapCanvas.setAttribute('aria-hidden', 'true');
    host.appendChild(this.minimapCanvas);
    this.minimapBase = document.createElement('canvas');

    this.checkerTexture = this.makeCheckerTexture();
    this.gridTexture = this.makeGridTexture();
    this.grid = new TilingSprite({ texture: this.gridTexture, width: 1, height: 1 });
    this.world.addChild(
      this.groupsLayer,
      this.groupTitles,
      this.wiresLayer,
      this.nodesLayer,
      this.overlayLayer,
    );
    app.stage.addChild(this.grid, this.world);

    this.cleanups.push(editor.subscribe(() => this.requestRender()));
    this.cleanups.push(editor.onCameraChange(() => this.requestRender()));
    this.cleanups.push(editor.onOverlayChange(() => this.requestRender()));
    let gridSize = editor.settings.gridSize;
    this.cleanups.push(
      editor.onSettingsChange(() => {
        if (editor.settings.gridSize !== gridSize) {
          gridSize = editor.settings.gridSize;
          const grid = this.makeGridTexture();
          this.gridTexture.destroy(true);
          this.gridTexture = grid;
          this.grid.texture = grid;
        }
        this.redrawNeeded = true;
        this.requestRender();
      }),
    );
    this.cleanups.push(
      editor.onDefinitionsChange(() => {
        this.themeVersion += 1;
        this.requestRender();
      }),
    );
    const observer = new ResizeObserver(() => {
      app.resize();
      editor.setViewport({ width: host.clientWidth, height: host.clientHeight });
      this.requestRender();
    });
    observer.observe(host);
    this.cleanups.push(() => observer.disconnect());
    editor.setViewport({ width: host.clientWidth, height: host.clientHeight });
    this.endpoints.update(editor.document, { initial: true });
    this.bindEvents(canvas);
    this.requestRender();
  }

  update(options: Partial<EditorCanvasOptions>) {
    this.options = { ...this.options, ...options };
    if (options.theme) {
      this.app.renderer.background.color = options.theme.background;
      this.host.style.background = cssColour(options.theme.background);
      this.redrawTextures();
    }
    this.themeVersion += 1;
    this.requestRender();
  }

  setPreview(nodeId: string, preview: NodePreview | undefined) {
    const before = this.previews.get(nodeId);
    if (preview) this.previews.set(nodeId, preview);
    else this.previews.delete(nodeId);
    if (before?.image !== preview?.image) this.views.get(nodeId)?.setPreviewImage(preview?.image);
    this.previewsVersion += 1;
    this.requestRender();
  }

  /** The canvas element, for screenshots and tests. */
  get element(): HTMLCanvasElement {
    return this.app.canvas;
  }

  requestRender() {
    if (this.frameRequested || this.destroyed) return;
    this.frameRequested = requestAnimationFrame(() => {
      this.frameRequested = 0;
      if (this.destroyed) return;
      if (this.compositorMotion && this.onlyCameraMoved()) this.moveFrame();
      else this.draw();
    });
  }

  /** Whether the camera is all that changed since the last drawn frame. */
  private onlyCameraMoved(): boolean {
    const editor = this.editor;
    const viewport = editor.viewport;
    return (
      !this.redrawNeeded &&
      this.drawnCamera !== undefined &&
      this.drawnViewport !== undefined &&
      this.drawnViewport.width === viewport.width &&
      this.drawnViewport.height === viewport.height &&
      this.drawnDocument === editor.document &&
      this.drawnSelection === editor.state.selection &&
      this.drawnOverlay === editor.overlay &&
      this.drawnUi === editor.state.uiNodes &&
      this.drawnPreviews === this.previewsVersion &&
      this.drawnTheme === this.themeVersion
    );
  }

  /** Draws the scene with WebGL at the current camera. */
  private draw() {
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
    this.sync();
    this.app.render();
    this.app.canvas.style.transform = '';
    this.drawnCamera = { ...this.editor.camera };
    this.drawnViewport = { ...this.editor.viewport };
    this.redrawNeeded = false;
    this.frames += 1;
  }

  /** Shows the last drawn frame where the camera now puts it; drawn again once the camera rests. */
  private moveFrame() {
    const { x, y, scale } = frameTransform(this.drawnCamera!, this.editor.camera);
    this.app.canvas.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    this.drawMinimap();
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = undefined;
      this.redrawNeeded = true;
      this.requestRender();
    }, motionSettleMilliseconds);
  }

  destroy() {
    this.destroyed = true;
    if (this.frameRequested) cancelAnimationFrame(this.frameRequested);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.minimapCanvas.remove();
    for (const cleanup of this.cleanups) cleanup();
    for (const view of this.views.values()) view.destroy();
    this.views.clear();
    this.checkerTexture.destroy(true);
    this.gridTexture.destroy(true);
    this.app.destroy({ removeView: true }, { children: true });
  }

  // --- Drawing -------------------------------------------------------------------------------

  private makeCheckerTexture(): Texture {
    const graphics = new Graphics();
    const theme = this.options.theme;
    graphics.rect(0, 0, 16, 16).fill({ color: mixColours(theme.preview, 0xffffff, 0.85) });
    graphics.rect(0, 0, 8, 8).fill({ color: mixColours(theme.preview, 0x888888, 0.6) });
    graphics.rect(8, 8, 8, 8).fill({ color: mixColours(theme.preview, 0x888888, 0.6) });
    const texture = this.app.renderer.generateTexture({ target: graphics, resolution: 1 });
    graphics.destroy();
    return texture;
  }

  private makeGridTexture(): Texture {
    const size = this.editor.settings.gridSize;
    const graphics = new Graphics();
    graphics.rect(0, 0, size, size).fill({ color: this.options.theme.background, alpha: 0 });
    graphics.circle(1, 1, 1).fill({ color: this.options.theme.grid });
    const texture = this.app.renderer.generateTexture({ target: graphics, resolution: 2, frame: undefined });
    graphics.destroy();
    return texture;
  }

  private redrawTextures() {
    const checker = this.makeCheckerTexture();
    const grid = this.makeGridTexture();
    this.checkerTexture.destroy(true);
    this.gridTexture.destroy(true);
    this.checkerTexture = checker;
    this.gridTexture = grid;
    this.grid.texture = grid;
    for (const view of this.views.values()) view.destroy();
    this.views.clear();
  }

  private sync() {
    const editor = this.editor;
    const camera = editor.camera;
    const theme = this.options.theme;
    const document = editor.document;
    const state = editor.state;
    const themeChanged = this.drawnTheme !== this.themeVersion;
    const documentChanged = this.drawnDocument !== document;
    if (documentChanged) this.endpoints.update(document);
    const scene = editor.scene;
    const selection = state.selection;

    this.world.position.set(camera.x, camera.y);
    this.world.scale.set(camera.zoom);
    const viewport = editor.viewport;
    this.grid.width = viewport.width;
    this.grid.height = viewport.height;
    this.grid.tileScale.set(camera.zoom / 2);
    this.grid.tilePosition.set(camera.x, camera.y);
    this.grid.visible = editor.settings.gridEnabled && camera.zoom >= 0.3;
    this.grid.alpha = Math.min(1, (camera.zoom - 0.3) * 2.5);

    if (
      documentChanged ||
      themeChanged ||
      this.drawnSelection !== selection ||
      this.drawnPreviews !== this.previewsVersion ||
      this.drawnUi !== state.uiNodes ||
      this.drawnSettings !== editor.settings
    ) {
      const selectedNodes = new Set(selection.nodeIds);
      const present = new Set<string>();
      const settings = editor.settings;
      const notes = new Map(
        settings.showComments ? document.nodes.map((node) => [node.id, commentText(node.note)]) : [],
      );
      const checker = settings.previewBackground !== 'solid';
      for (const nodeId of scene.order) {
        const layout = scene.nodes.get(nodeId);
        if (!layout) continue;
        present.add(nodeId);
        let view = this.views.get(nodeId);
        if (!view) {
          view = new NodeView(this.checkerTexture);
          this.views.set(nodeId, view);
          const preview = this.previews.get(nodeId);
          if (preview?.image) view.setPreviewImage(preview.image);
        }
        view.draw(
          layout,
          selectedNodes.has(nodeId),
          this.previews.get(nodeId),
          state.uiNodes[nodeId]?.lowFps ?? false,
          this.endpoints,
          theme,
          this.options.translate,
          this.themeVersion,
          { comment: notes.get(nodeId), checker },
        );
      }
      for (const [nodeId, view] of this.views) {
        if (present.has(nodeId)) continue;
        view.destroy();
        this.views.delete(nodeId);
      }
      // Drawing order follows the document, later nodes on top, with the selected nodes in
      // front of all (the scene's order, which hit-testing follows too).
      this.nodesLayer.removeChildren();
      for (const nodeId of scene.order) {
        const view = this.views.get(nodeId);
        if (view) this.nodesLayer.addChild(view.container);
      }
      this.drawGroups();
    }
    if (
      documentChanged ||
      themeChanged ||
      this.drawnSelection !== selection ||
      this.drawnOverlay !== editor.overlay
    ) {
      this.drawWires();
    }
    this.drawOverlay();
    this.cull();
    this.drawMinimap();
    this.drawnDocument = document;
    this.drawnSelection = selection;
    this.drawnOverlay = editor.overlay;
    this.drawnTheme = this.themeVersion;
    this.drawnPreviews = this.previewsVersion;
    this.drawnUi = state.uiNodes;
    this.drawnSettings = editor.settings;
  }

  private cull() {
    const camera = this.editor.camera;
    const visible = visibleWorldRect(camera, this.editor.viewport);
    const margin = 40 / camera.zoom;
    const area = {
      x: visible.x - margin,
      y: visible.y - margin,
      width: visible.width + margin * 2,
      height: visible.height + margin * 2,
    };
    const showLabels = camera.zoom >= labelZoom;
    const scene = this.editor.scene;
    for (const [nodeId, view] of this.views) {
      const layout = scene.nodes.get(nodeId);
      const inside = layout !== undefined && rectsIntersect(layout.rect, area);
      view.container.visible = inside;
      if (inside) view.showLabels(showLabels);
    }
    this.groupTitles.visible = showLabels;
  }

  private drawGroups() {
    const theme = this.options.theme;
    const groups = this.groupsLayer.clear();
    this.groupTitles.removeChildren().forEach((child) => child.destroy());
    const selected = new Set(this.editor.selection.groupIds);
    for (const group of this.editor.scene.groups) {
      const { x, y, width, height } = group.rect;
      const isSelected = selected.has(group.groupId);
      groups.roundRect(x, y, width, height, 12).fill({ color: theme.group, alpha: theme.dark ? 0.07 : 0.06 });
      groups
        .roundRect(x, y, width, height, 12)
        .stroke({ color: theme.group, alpha: isSelected ? 0.9 : 0.35, width: isSelected ? 2 : 1 });
      groups.roundRect(x, y, width, group.headerRect.height, 12).fill({ color: theme.group, alpha: 0.12 });
      const corner = group.resizeRect;
      groups
        .moveTo(corner.x + corner.width - 4, corner.y + 6)
        .lineTo(corner.x + 6, corner.y + corner.height - 4)
        .stroke({ color: theme.group, alpha: 0.5, width: 1 });
      const title = new BitmapText({
        text: this.options.translate('editor.group.title'),
        style: textStyle(12, '600'),
      });
      title.tint = theme.textMuted;
      title.position.set(x + 12, y + 9);
      this.groupTitles.addChild(title);
    }
  }

  private drawWires() {
    const theme = this.options.theme;
    const wires = this.wiresLayer.clear();
    const selected = new Set(this.editor.selection.connectionIds);
    const selectedNodes = new Set(this.editor.selection.nodeIds);
    const highlighted = this.editor.overlay.highlightedWireId;
    const connections = new Map(
      this.editor.document.connections.map((connection) => [connection.id, connection]),
    );
    for (const wire of this.editor.scene.wires) {
      const [p0, p1, p2, p3] = wireControlPoints(wire.from, wire.to);
      const connection = connections.get(wire.connectionId);
      const touchesSelection =
        connection !== undefined &&
        (selectedNodes.has(connection.from.nodeId) || selectedNodes.has(connection.to.nodeId));
      const emphasised = selected.has(wire.connectionId) || highlighted === wire.connectionId;
      const colour = emphasised
        ? theme.accent
        : wire.fromType
          ? socketColours[wire.fromType]
          : theme.textMuted;
      wires
        .moveTo(p0.x, p0.y)
        .bezierCurveTo(p1.x, p1.y, p2.x, p2.y, p3.x, p3.y)
        .stroke({
          color: colour,
          width: emphasised ? 3.5 : touchesSelection ? 2.5 : 2,
          alpha: emphasised || touchesSelection ? 1 : 0.8,
        });
    }
  }

  private drawOverlay() {
    const theme = this.options.theme;
    const overlay = this.editor.overlay;
    const zoom = this.editor.camera.zoom;
    const graphics = this.overlayLayer.clear();
    if (overlay.pendingWire) {
      const { from, to, type } = overlay.pendingWire;
      const [p0, p1, p2, p3] = wireControlPoints(from, to);
      graphics
        .moveTo(p0.x, p0.y)
        .bezierCurveTo(p1.x, p1.y, p2.x, p2.y, p3.x, p3.y)
        .stroke({ color: type ? socketColours[type] : theme.accent, width: 2.5 / Math.max(zoom, 0.5) });
      const end = overlay.pendingWire.reversed ? from : to;
      graphics.circle(end.x, end.y, 4 / zoom).fill({ color: type ? socketColours[type] : theme.accent });
    }
    if (overlay.dropTargetNodeId) {
      const layout = this.editor.scene.nodes.get(overlay.dropTargetNodeId);
      if (layout) {
        const pad = 4 / zoom;
        graphics
          .roundRect(
            layout.rect.x - pad,
            layout.rect.y - pad,
            layout.rect.width + pad * 2,
            layout.rect.height + pad * 2,
            12,
          )
          .stroke({ color: theme.accent, width: 2 / zoom, alpha: 0.8 });
      }
    }
    if (overlay.selectionBox) {
      const box = overlay.selectionBox;
      graphics.rect(box.x, box.y, box.width, box.height).fill({ color: theme.accent, alpha: 0.08 });
      graphics
        .rect(box.x, box.y, box.width, box.height)
        .stroke({ color: theme.accent, width: 1 / zoom, alpha: 0.9 });
    }
  }

  /** Whether a canvas point is on the minimap, which is not there when the page hides it (a narrow screen). */
  private onMinimap(screen: Point): boolean {
    return this.minimapCanvas.getClientRects().length > 0 && rectContains(this.minimapRect(), screen);
  }

  private minimapRect(): Rect {
    const viewport = this.editor.viewport;
    return {
      x: viewport.width - minimapSize.width - minimapMargin,
      y: viewport.height - minimapSize.height - minimapMargin,
      ...minimapSize,
    };
  }

  /**
   * The world area the minimap shows: the graph with a margin, so it stays still while the view
   * moves (and the nodes are drawn once per change, not once per frame).
   */
  private minimapWorld(): { area: Rect; scale: number; frame: Rect; offsetX: number; offsetY: number } {
    const frame = this.minimapRect();
    const bounds = this.editor.scene.bounds ?? visibleWorldRect(this.editor.camera, this.editor.viewport);
    const margin = Math.max(bounds.width, bounds.height) * 0.15 + 200;
    const area = {
      x: bounds.x - margin,
      y: bounds.y - margin,
      width: Math.max(1, bounds.width + margin * 2),
      height: Math.max(1, bounds.height + margin * 2),
    };
    const scale = Math.min((frame.width - 16) / area.width, (frame.height - 16) / area.height);
    const offsetX = frame.x + (frame.width - area.width * scale) / 2;
    const offsetY = frame.y + (frame.height - area.height * scale) / 2;
    return { area, scale, frame, offsetX, offsetY };
  }

  private drawMinimap() {
    const theme = this.options.theme;
    const { area, scale, frame, offsetX, offsetY } = this.minimapWorld();
    // Minimap coordinates: the frame's top-left corner is (0, 0).
    const project = (rect: Rect) => ({
      x: offsetX - frame.x + (rect.x - area.x) * scale,
      y: offsetY - frame.y + (rect.y - area.y) * scale,
      width: Math.max(1.5, rect.width * scale),
      height: Math.max(1.5, rect.height * scale),
    });
    const pixelRatio = Math.min(2, window.devicePixelRatio || 1);
    const width = Math.round(frame.width * pixelRatio);
    const height = Math.round(frame.height * pixelRatio);
    const key = [this.editor.scene, this.editor.selection, this.themeVersion, width, height];
    if (key.length !== this.minimapKey.length || key.some((part, index) => part !== this.minimapKey[index])) {
      this.minimapKey = key;
      const base = this.minimapBase;
      base.width = width;
      base.height = height;
      const context = base.getContext('2d');
      if (!context) return;
      context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      context.beginPath();
      context.roundRect(0.5, 0.5, frame.width - 1, frame.height - 1, 10);
      context.globalAlpha = 0.92;
      context.fillStyle = cssColour(theme.minimap);
      context.fill();
      context.globalAlpha = 1;
      context.strokeStyle = cssColour(theme.nodeBorder);
      context.lineWidth = 1;
      context.stroke();
      const selected = new Set(this.editor.selection.nodeIds);
      context.globalAlpha = 0.18;
      context.fillStyle = cssColour(theme.group);
      for (const group of this.editor.scene.groups) {
        const rect = project(group.rect);
        context.fillRect(rect.x, rect.y, rect.width, rect.height);
      }
      for (const layout of this.editor.scene.nodes.values()) {
        const rect = project(layout.rect);
        const chosen = selected.has(layout.nodeId);
        context.globalAlpha = chosen ? 1 : 0.55;
        context.fillStyle = cssColour(chosen ? theme.accent : theme.textMuted);
        context.fillRect(rect.x, rect.y, rect.width, rect.height);
      }
      context.globalAlpha = 1;
    }
    const canvas = this.minimapCanvas;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
      canvas.style.width = `${frame.width}px`;
      canvas.style.height = `${frame.height}px`;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    context.drawImage(this.minimapBase, 0, 0);
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    const view = project(visibleWorldRect(this.editor.camera, this.editor.viewport));
    const left = Math.max(2, view.x);
    const top = Math.max(2, view.y);
    const right = Math.min(frame.width - 2, view.x + view.width);
    const bottom = Math.min(frame.height - 2, view.y + view.height);
    if (right > left && bottom > top) {
      context.strokeStyle = cssColour(theme.accent);
      context.lineWidth = 1.5;
      context.strokeRect(left, top, right - left, bottom - top);
    }
  }

  /** Centres the camera on the world point under a minimap position. */
  private panFromMinimap(screen: Point) {
    const { area, scale, offsetX, offsetY } = this.minimapWorld();
    const world = { x: area.x + (screen.x - offsetX) / scale, y: area.y + (screen.y - offsetY) / scale };
    const camera = this.editor.camera;
    const viewport = this.editor.viewport;
    this.editor.setCamera({
      zoom: camera.zoom,
      x: viewport.width / 2 - world.x * camera.zoom,
      y: viewport.height / 2 - world.y * camera.zoom,
    });
  }

  // --- Input ---------------------------------------------------------------------------------

  // Pointer and wheel events are taken on the host, which always covers the stage: the canvas
  // itself may be moved by a CSS transform while the camera moves (see moveFrame).
  private bindEvents(canvas: HTMLCanvasElement) {
    const surface = this.host;
    const local = (event: { clientX: number; clientY: number }): Point => {
      const bounds = surface.getBoundingClientRect();
      return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
    };
    const pointer = (event: PointerEvent) => ({
      pointerId: event.pointerId,
      screen: local(event),
      button: event.button,
      pointerType: (event.pointerType || 'mouse') as 'mouse' | 'pen' | 'touch',
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
    });
    const listen = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement | Window,
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      target.addEventListener(type, handler as EventListener, options);
      this.cleanups.push(() => target.removeEventListener(type, handler as EventListener, options));
    };
    listen(surface, 'pointerdown', (event) => {
      canvas.focus({ preventScroll: true });
      const screen = local(event);
      if (event.button === 0 && this.onMinimap(screen)) {
        this.minimapDragging = true;
        surface.setPointerCapture(event.pointerId);
        this.panFromMinimap(screen);
        return;
      }
      surface.setPointerCapture(event.pointerId);
      this.machine.send({ type: 'pointerdown', ...pointer(event) });
      this.updateCursor(screen);
    });
    listen(surface, 'pointermove', (event) => {
      if (this.minimapDragging) {
        this.panFromMinimap(local(event));
        return;
      }
      this.machine.send({ type: 'pointermove', ...pointer(event) });
      this.updateCursor(local(event));
    });
    listen(surface, 'pointerup', (event) => {
      if (surface.hasPointerCapture(event.pointerId)) surface.releasePointerCapture(event.pointerId);
      if (this.minimapDragging) {
        this.minimapDragging = false;
        return;
      }
      this.machine.send({ type: 'pointerup', ...pointer(event) });
      this.updateCursor(local(event));
    });
    listen(surface, 'pointercancel', (event) => {
      this.minimapDragging = false;
      this.machine.send({ type: 'pointercancel', pointerId: event.pointerId });
    });
    listen(surface, 'dblclick', (event) => this.machine.send({ type: 'doubleclick', screen: local(event) }));
    listen(surface, 'contextmenu', (event) => event.preventDefault());
    listen(
      surface,
      'wheel',
      (event) => {
        event.preventDefault();
        // Lines and pages become pixels, so a mouse wheel and a trackpad feel alike.
        const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.editor.viewport.height : 1;
        this.machine.send({
          type: 'wheel',
          screen: local(event),
          deltaX: event.deltaX * unit,
          deltaY: event.deltaY * unit,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
        });
      },
      { passive: false },
    );
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    listen(window, 'keydown', (event) => {
      if (typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'q' || key === 'w' || key === ' ' || key === 'escape') {
        if (key === ' ' && event.target === canvas) event.preventDefault();
        this.machine.send({ type: 'keydown', key: event.key });
        if (key === ' ') canvas.style.cursor = 'grab';
      }
    });
    listen(window, 'keyup', (event) => {
      this.machine.send({ type: 'keyup', key: event.key });
      if (event.key === ' ') canvas.style.cursor = '';
    });
    listen(window, 'blur', () => this.machine.send({ type: 'blur' }));
  }

  private updateCursor(screen: Point) {
    const canvas = this.app.canvas;
    const state = this.machine.state.name;
    if (state === 'panning') {
      canvas.style.cursor = 'grabbing';
      return;
    }
    if (state === 'dragging') {
      canvas.style.cursor = 'grabbing';
      return;
    }
    if (state === 'connecting') {
      canvas.style.cursor = 'crosshair';
      return;
    }
    if (state === 'resizing') {
      canvas.style.cursor = 'nwse-resize';
      return;
    }
    if (this.machine.isHeld(' ')) {
      canvas.style.cursor = 'grab';
      return;
    }
    if (this.onMinimap(screen)) {
      canvas.style.cursor = 'pointer';
      return;
    }
    const hit = hitTest(this.editor.scene, this.editor.toWorld(screen), this.editor.camera.zoom);
    canvas.style.cursor =
      hit.kind === 'socket'
        ? 'crosshair'
        : hit.kind === 'node-resize' || hit.kind === 'group-resize'
          ? 'nwse-resize'
          : hit.kind === 'node' || hit.kind === 'group' || hit.kind === 'wire'
            ? 'pointer'
            : '';
  }
}
