// The editor screen alone, outside routing and sign-in, for the benchmark and for looking at
// the canvas: /bench/harness/index.html?nodes=500&theme=light&previews=20
// With `scene=sphere|sample|empty` the graph is one 3D node, opened in the 3D editor.
import { createWorkerClient, type MessageEndpoint } from '@atelier/graph';
import { allNodeDefinitions } from '@atelier/nodes';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStore } from '../../src/app/store';
import { EditorScreen } from '../../src/features/editor/ui/EditorScreen';
import { NodeCatalog } from '../../src/features/editor/engine/nodeCatalog';
import { EditorSession } from '../../src/features/editor/ui/EditorSession';
import { initialiseI18n } from '../../src/features/language/i18n';
import { themeChosen } from '../../src/features/theme/themeSlice';
import { DialogHost } from '../../src/ui/dialog/DialogHost';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { TooltipProvider } from '../../src/ui/tooltip/Tooltip';
import '../../src/ui/tokens.css';
import '../../src/ui/base.css';
import { benchmarkGraph, sceneBenchmarkGraph } from '../graph';

declare global {
  interface Window {
    editorHarness?: {
      session: EditorSession;
      openedAt: number;
      startedAt: number;
      /** Switches the theme as the app's shell does: the attribute, then the store. */
      setTheme: (theme: 'dark' | 'light') => void;
    };
  }
}

async function start() {
  const startedAt = performance.now();
  const parameters = new URLSearchParams(location.search);
  const theme = parameters.get('theme') === 'light' ? 'light' : 'dark';
  const store = createStore();
  store.dispatch(themeChosen(theme));
  document.documentElement.dataset.theme = theme;
  const i18n = await initialiseI18n();
  const sceneKind = parameters.get('scene');
  const document_ =
    sceneKind === 'sphere' || sceneKind === 'sample' || sceneKind === 'empty'
      ? sceneBenchmarkGraph(sceneKind)
      : benchmarkGraph(Number(parameters.get('nodes') ?? 0), {
          previews: Number(parameters.get('previews') ?? 0),
        });
  const worker = new Worker(new URL('./previewWorker.ts', import.meta.url), { type: 'module' });
  const client = createWorkerClient(worker as unknown as MessageEndpoint);
  const session = new EditorSession({
    document: document_,
    catalog: new NodeCatalog({ definitions: allNodeDefinitions }),
    antialias: parameters.has('antialias') ? parameters.get('antialias') !== '0' : undefined,
    motion: (parameters.get('motion') ?? 'auto') as 'auto' | 'redraw' | 'compositor',
    evaluator: {
      evaluate: (graph, requests, options) => client.evaluate(graph, requests, options),
      putResource: (id, value) => client.putResource(id, value),
      destroy: () => {
        client.close();
        worker.terminate();
      },
    },
  });
  const setTheme = (next: 'dark' | 'light') => {
    document.documentElement.dataset.theme = next;
    store.dispatch(themeChosen(next));
  };
  window.editorHarness = { session, startedAt, openedAt: 0, setTheme };
  const style = document.createElement('style');
  style.textContent = '.editor-screen { height: 100vh; }';
  document.head.appendChild(style);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider>
          <EditorScreen session={session} />
          <DialogHost />
          <ToastHost />
        </TooltipProvider>
      </I18nextProvider>
    </Provider>,
  );
  // Opened: the first frame with the graph in view has been drawn.
  const waitForFrame = () => {
    if (session.editor.viewport.width > 0 && document.querySelector('canvas.editor-canvas')) {
      session.editor.zoomToFit();
      if (sceneKind) session.editor.emit({ kind: 'detail-view', nodeId: 'scene' });
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.editorHarness!.openedAt = performance.now();
        }),
      );
      return;
    }
    requestAnimationFrame(waitForFrame);
  };
  waitForFrame();
}

void start();
