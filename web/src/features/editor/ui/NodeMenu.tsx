import { useNodeMenuQuery } from '../../engine/nodeApi';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorOverlay } from '../core/editor';
import type { Point } from '../core/geometry';
import { rankForWire, type WireEnd } from '../core/wireDrop';
import { nodeDragType } from './CanvasHost';
import { translateLabel } from './labels';
import { useOutsidePress } from './useOutsidePress';

export interface NodeMenuRequest {
  /** Where the menu opens, relative to the canvas. */
  screen: Point;
  /** Where a chosen node goes, in canvas coordinates. */
  world: Point;
  from?: { nodeId: string; output: string };
  to?: { nodeId: string; input: string };
  /** A wire dropped on the canvas: the nodes that fit its fixed end are listed first. */
  wire?: WireEnd;
  /** That wire as drawn, shown while the menu is open. */
  pendingWire?: EditorOverlay['pendingWire'];
}

interface Entry {
  type: string;
  version: string;
  title: string;
  category: string;
  family: string;
  inputs: WireEnd['type'][];
  outputs: WireEnd['type'][];
  /** The heading the entry is listed under. */
  heading: string;
}

/**
 * Search-to-add: type part of a node's name, its category or family; arrows and Enter choose.
 * Opened by a wire dropped on the canvas, it lists the nodes that fit the wire first, under
 * "Accepts <type>" (or "Gives <type>" for a wire drawn back from an input), then the rest.
 * Entries can also be dragged onto the canvas, or onto a wire to insert them into it. While the
 * node list (GET /node/menu) loads the menu says so; should it fail, the menu says that and
 * offers to try again, and opening the menu again asks the server once more. A press anywhere
 * outside the menu closes it, as Escape does (a dropped wire's menu leaves no wire behind).
 */
export function NodeMenu({
  request,
  onChoose,
  onClose,
}: {
  request: NodeMenuRequest;
  onChoose: (type: string, version: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data: menu, isError, isFetching, refetch } = useNodeMenuQuery();
  const loading = !menu && (isFetching || !isError);
  const failed = !menu && isError && !isFetching;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useOutsidePress(root, onClose);
  const wire = request.wire;
  const entries = useMemo<Entry[]>(() => {
    const all = (menu?.families ?? []).flatMap((family) =>
      family.categories.flatMap((category) =>
        category.nodes.map((node) => {
          const categoryTitle = translateLabel(i18n, category.title);
          const familyTitle = translateLabel(i18n, family.title);
          return {
            type: node.id,
            version: node.version,
            title: translateLabel(i18n, node.title),
            category: categoryTitle,
            family: familyTitle,
            inputs: node.inputs ?? [],
            outputs: node.outputs ?? [],
            heading: `${familyTitle} · ${categoryTitle}`,
          };
        }),
      ),
    );
    if (!wire) return all;
    const { fitting, rest } = rankForWire(all, wire);
    const socket = t(`wireDrop.socket.${wire.type}`);
    const heading = t(wire.end === 'output' ? 'wireDrop.accepts' : 'wireDrop.gives', { socket });
    return [...fitting.map((entry) => ({ ...entry, heading })), ...rest];
  }, [menu, i18n, i18n.language, wire, t]);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = entries.filter((entry) => {
    const text = `${entry.title} ${entry.category} ${entry.family} ${entry.type}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const chosen = Math.min(active, Math.max(0, matches.length - 1));

  useEffect(() => {
    input.current?.focus();
    if (isError) void refetch();
    // Only when the menu opens: a failed list is asked for again once per opening.
  }, []);

  let lastCategory = '';
  return (
    <div
      ref={root}
      className="editor-popover node-menu"
      role="dialog"
      aria-label={t('editor.nodeMenu.title')}
      style={{ left: request.screen.x, top: request.screen.y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        } else if (event.key === 'ArrowDown') {
          event.preventDefault();
          setActive(Math.min(matches.length - 1, chosen + 1));
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          setActive(Math.max(0, chosen - 1));
        } else if (event.key === 'Enter') {
          event.preventDefault();
          const entry = matches[chosen];
          if (entry) onChoose(entry.type, entry.version);
        }
      }}
    >
      <input
        ref={input}
        className="node-menu-search"
        type="search"
        value={query}
        placeholder={t('editor.nodeMenu.search')}
        aria-label={t('editor.nodeMenu.search')}
        aria-controls="node-menu-list"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
      />
      <ul
        id="node-menu-list"
        className="node-menu-list"
        role="listbox"
        aria-label={t('editor.nodeMenu.title')}
      >
        {loading ? (
          <li className="node-menu-empty" role="status">
            {t('editor.nodeMenu.loading')}
          </li>
        ) : failed ? (
          <li className="node-menu-empty" role="alert">
            <p>{t('editor.nodeMenu.failed')}</p>
            <button type="button" className="button" onClick={() => void refetch()}>
              {t('editor.nodeMenu.retry')}
            </button>
          </li>
        ) : matches.length === 0 ? (
          <li className="node-menu-empty">{t('editor.nodeMenu.noMatch')}</li>
        ) : null}
        {matches.map((entry, index) => {
          const heading = entry.heading;
          const showHeading = heading !== lastCategory;
          lastCategory = heading;
          return (
            <li key={entry.type} role="presentation">
              {showHeading ? <div className="node-menu-category">{heading}</div> : null}
              <button
                type="button"
                role="option"
                aria-selected={index === chosen}
                className="node-menu-item"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(nodeDragType, `${entry.type}@${entry.version}`);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onDragEnd={onClose}
                onMouseEnter={() => setActive(index)}
                onClick={() => onChoose(entry.type, entry.version)}
              >
                {entry.title}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
