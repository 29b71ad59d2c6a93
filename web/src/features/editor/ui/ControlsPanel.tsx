import {
  convertLength,
  defaultUnitSizes,
  effectiveControlValues,
  gradientStepLimit,
  paletteColourLimit,
  resolveUnitSize,
  storedSelectedUnit,
  type Colour,
  type ControlSpec,
  type GradientStep,
  type LengthUnit,
} from '@atelier/graph';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readServerFailure, serverErrorMessage } from '../../../ui/serverError';
import { NumberField } from '../../../ui/number/NumberField';
import { toasts } from '../../../ui/toast/toastService';
import type { Editor } from '../core/editor';
import { controlSelected } from '../core/editorSlice';
import { nodeViewOptions } from '../core/layout';
import type { Exporter } from '../export/exporter';
import { NodeDownload } from '../export/NodeDownload';
import type { EditorSession } from './EditorSession';
import { controlRowsInMode, currentModeOf } from './controlModes';
import { translateLabel } from './labels';
import { UnreadableFileError } from '../engine/fileResources';
import { messageText } from './messages';
import { NodeInfo } from './NodeInfo';
import { useDefinitionsVersion, useEditorState } from './useEditorState';
import { usePreview } from './usePreview';

/** File extensions of 3D models (the scene family's model node), to name what a file control holds. */
const modelExtensions: ReadonlySet<string> = new Set(['glb', 'gltf', 'obj', 'stl']);

function toHex(colour: Colour): string {
  return `#${[colour.red, colour.green, colour.blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function fromHex(hex: string, alpha: number): Colour {
  const value = parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255, alpha };
}

/** The selected node's controls (every kind the nodes use), its note, unit, mode and messages. */
/** Sets a control's value; a run of changes to one control (a drag, typing) is one undo step. */
export function setControlValue(editor: Editor, nodeId: string, controlId: string, value: unknown) {
  editor.perform({
    label: 'editor.history.setValue',
    commands: [{ kind: 'setControlValue', nodeId, controlId, value }],
    mergeKey: `value:${nodeId}:${controlId}`,
  });
}

/** The resolution lengths convert through: the node's own dpi control, else 300. */
export function controlDotsPerInch(values: Record<string, unknown>): number {
  return typeof values['dpi'] === 'number' ? values['dpi'] : 300;
}

export function ControlsPanel({ session, exporter }: { session: EditorSession; exporter?: Exporter }) {
  const { t, i18n } = useTranslation();
  const editor = session.editor;
  useDefinitionsVersion(editor);
  const selection = useEditorState(editor, (state) => state.selection.nodeIds);
  const document = useEditorState(editor, (state) => state.history.present);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const monitored = useEditorState(editor, (state) => state.monitoredNodeId);
  const nodeId = selection.length === 1 ? selection[0]! : undefined;
  const node = nodeId ? document.nodes.find((candidate) => candidate.id === nodeId) : undefined;
  const definition = node ? editor.registry.get(node.type, node.version) : undefined;
  const uiNode = useEditorState(editor, (state) => (nodeId ? state.uiNodes[nodeId] : undefined));
  const preview = usePreview(session, nodeId);

  if (!node || !nodeId) {
    return (
      <aside className="editor-panel" aria-label={t('editor.panel.title')}>
        <p className="editor-panel-empty">
          {selection.length > 1
            ? t('editor.panel.manySelected', { count: selection.length })
            : t('editor.panel.nothingSelected')}
        </p>
      </aside>
    );
  }
  const values = definition ? effectiveControlValues(node, definition) : {};
  const wired = new Set(
    document.connections.filter((wire) => wire.to.nodeId === nodeId).map((wire) => wire.to.input),
  );
  const view = nodeViewOptions(node);
  const setValue = (controlId: string, value: unknown) => setControlValue(editor, nodeId, controlId, value);
  const commit = () => editor.endGesture();
  const focusControl = (controlId: string) =>
    editor.store.dispatch(controlSelected({ nodeId, controlId, detailView: node.detailView === true }));
  const unit = resolveUnitSize(node.options.selectedUnit, defaultUnitSizes);
  const mode = definition ? currentModeOf(definition, node.currentMode) : undefined;

  return (
    <aside className="editor-panel" aria-label={t('editor.panel.title')}>
      <header className="editor-panel-header">
        <h2 className="editor-panel-title">
          {definition ? translateLabel(i18n, definition.title) : node.type}
        </h2>
      </header>
      <div className="editor-panel-actions">
        <button
          type="button"
          className="button"
          data-variant="ghost"
          disabled={readOnly}
          aria-pressed={view.display === 'preview'}
          onClick={() => editor.toggleDisplay([nodeId])}
        >
          {view.display === 'preview' ? t('editor.panel.showTitleOnly') : t('editor.panel.showPreview')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="ghost"
          aria-pressed={monitored === nodeId}
          onClick={() => editor.setMonitoredNode(monitored === nodeId ? null : nodeId)}
        >
          {t('editor.panel.monitor')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="ghost"
          onClick={() => editor.emit({ kind: 'detail-view', nodeId })}
        >
          {t('editor.panel.detailView')}
        </button>
      </div>
      <NodeDownload exporter={exporter} nodeId={nodeId} type={node.type} />
      {preview && preview.messages.length > 0 ? (
        <ul className="editor-panel-messages" aria-label={t('editor.panel.messages')}>
          {preview.messages.map((message, index) => (
            <li key={index} data-severity={message.severity}>
              {messageText(i18n, message, definition)}
            </li>
          ))}
        </ul>
      ) : null}
      {uiNode?.lowFps ? <p className="editor-panel-note">{t('editor.messages.lowFpsMode')}</p> : null}
      {/* The node's unit size (spec section 3) is a choice only where more than one applies. */}
      {defaultUnitSizes.length > 1 ? (
        <div className="editor-field">
          <label htmlFor="editor-unit">{t('editor.panel.unit')}</label>
          <select
            id="editor-unit"
            value={unit.display}
            disabled={readOnly}
            onChange={(event) => {
              const chosen = resolveUnitSize(event.target.value, defaultUnitSizes);
              editor.perform({
                label: 'editor.history.setUnit',
                commands: [{ kind: 'setSelectedUnit', nodeId, selectedUnit: storedSelectedUnit(chosen) }],
              });
            }}
          >
            {defaultUnitSizes.map((size) => (
              <option key={size.display} value={size.display}>
                {size.display}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {definition?.modes && definition.modes.length > 0 ? (
        <div className="editor-field">
          <label htmlFor="editor-mode">{t('editor.panel.mode')}</label>
          <select
            id="editor-mode"
            value={mode}
            disabled={readOnly}
            onChange={(event) =>
              editor.perform({
                label: 'editor.history.setMode',
                commands: [{ kind: 'setCurrentMode', nodeId, mode: event.target.value }],
              })
            }
          >
            {definition.modes.map((mode) => (
              <option key={mode.id} value={mode.id}>
                {translateLabel(i18n, mode.label)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {(definition ? controlRowsInMode(definition, mode) : []).map((row, rowIndex) => (
        <div className="editor-control-row" key={rowIndex}>
          {row.map((control) => (
            <div
              key={control.id}
              className="editor-field"
              data-selected={uiNode?.selectedControlId === control.id || undefined}
              onFocusCapture={() => focusControl(control.id)}
            >
              <label htmlFor={`control-${control.id}`}>{translateLabel(i18n, control.label)}</label>
              {wired.has(control.id) ? (
                <span className="editor-control-wired">{t('editor.panel.drivenByWire')}</span>
              ) : (
                <ControlInput
                  control={control}
                  value={values[control.id]}
                  disabled={readOnly}
                  onChange={(value) => setValue(control.id, value)}
                  onCommit={commit}
                  session={session}
                  dotsPerInch={controlDotsPerInch(values)}
                />
              )}
            </div>
          ))}
        </div>
      ))}
      <NodeInfo value={preview?.value} settings={values} />
      <div className="editor-field">
        <label htmlFor="editor-note">{t('editor.panel.note')}</label>
        <textarea
          id="editor-note"
          rows={3}
          value={node.note ?? ''}
          disabled={readOnly}
          placeholder={t('editor.panel.notePlaceholder')}
          onChange={(event) =>
            editor.perform({
              label: 'editor.history.setNote',
              commands: [{ kind: 'setNote', nodeId, note: event.target.value }],
              mergeKey: `note:${nodeId}`,
            })
          }
          onBlur={() => editor.endGesture()}
        />
      </div>
      <p className="editor-panel-about">
        {t('controlsPanel.about', { type: node.type, version: node.version })}
      </p>
    </aside>
  );
}

/** A slider's figure: whole for a whole step, else with two decimals ("100,00" in German). */
function sliderDigits(step: number | undefined) {
  const digits = step !== undefined && step >= 1 ? 0 : 2;
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** One control's input, as the controls panel and the node's immediate mode show it. */
export function ControlInput({
  control,
  value,
  disabled,
  onChange,
  onCommit,
  session,
  dotsPerInch,
  idPrefix = 'control',
}: {
  /** Where the control shows twice (panel and canvas), each copy's element ids differ by this. */
  idPrefix?: string;
  control: ControlSpec;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
  onCommit: () => void;
  session: EditorSession;
  dotsPerInch: number;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const id = `${idPrefix}-${control.id}`;
  const [displayUnit, setDisplayUnit] = useState<LengthUnit | undefined>(undefined);
  switch (control.kind) {
    case 'number': {
      const storedUnit = control.units?.[0];
      const unit = displayUnit ?? storedUnit;
      const shown =
        storedUnit && unit && unit !== storedUnit
          ? convertLength(Number(value), storedUnit, unit, dotsPerInch)
          : Number(value);
      return (
        <div className="editor-number">
          {/* Typed and shown in the interface language; the limits apply in the stored unit. */}
          <NumberField
            id={id}
            value={Number.isFinite(shown) ? Number(shown.toFixed(4)) : Number.NaN}
            min={unit === storedUnit ? control.min : undefined}
            max={unit === storedUnit ? control.max : undefined}
            step={unit === storedUnit ? control.step : undefined}
            disabled={disabled}
            onChange={(typed) => {
              let stored =
                storedUnit && unit && unit !== storedUnit
                  ? convertLength(typed, unit, storedUnit, dotsPerInch)
                  : typed;
              if (control.min !== undefined) stored = Math.max(control.min, stored);
              if (control.max !== undefined) stored = Math.min(control.max, stored);
              if (control.step === 1) stored = Math.round(stored);
              onChange(stored);
            }}
            onCommit={onCommit}
          />
          {control.units && control.units.length > 1 ? (
            <select
              aria-label={t('editor.panel.lengthUnit')}
              value={unit}
              onChange={(event) => setDisplayUnit(event.target.value as LengthUnit)}
            >
              {control.units.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {t(`numberField.units.${candidate}`)}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      );
    }
    case 'slider':
      return (
        <div className="editor-slider">
          <input
            id={id}
            type="range"
            min={control.min}
            max={control.max}
            step={control.step ?? 'any'}
            value={Number(value)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.valueAsNumber)}
            onPointerUp={onCommit}
            onKeyUp={onCommit}
            onBlur={onCommit}
          />
          {/* The value as a figure that can be typed, in the interface language ("100,00"). */}
          <NumberField
            id={`${id}-value`}
            label={translateLabel(i18n, control.label)}
            value={Number(value)}
            min={control.min}
            max={control.max}
            step={control.step}
            format={sliderDigits(control.step)}
            disabled={disabled}
            onChange={onChange}
            onCommit={onCommit}
          />
        </div>
      );
    case 'colour': {
      const colour = value as Colour;
      return (
        <ColourInput id={id} colour={colour} disabled={disabled} onChange={onChange} onCommit={onCommit} />
      );
    }
    case 'palette': {
      const colours = (value as Colour[]) ?? [];
      return (
        <div className="editor-palette" id={id}>
          {colours.map((colour, index) => (
            <div className="editor-palette-entry" key={index}>
              <ColourInput
                id={`${id}-${index}`}
                colour={colour}
                disabled={disabled}
                onChange={(next) =>
                  onChange(colours.map((existing, position) => (position === index ? next : existing)))
                }
                onCommit={onCommit}
                compact
                name={t('controlsPanel.colourNumber', { number: index + 1 })}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t('editor.panel.removeColour')}
                disabled={disabled || colours.length <= 1}
                onClick={() => {
                  onChange(colours.filter((_, position) => position !== index));
                  onCommit();
                }}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button"
            data-variant="ghost"
            disabled={disabled || colours.length >= paletteColourLimit}
            onClick={() => {
              onChange([
                ...colours,
                colours[colours.length - 1] ?? { red: 255, green: 255, blue: 255, alpha: 255 },
              ]);
              onCommit();
            }}
          >
            {t('editor.panel.addColour')}
          </button>
        </div>
      );
    }
    case 'gradient': {
      const steps = (value as GradientStep[]) ?? [];
      return (
        <div className="editor-gradient" id={id}>
          <div
            className="editor-gradient-preview"
            style={{
              background: `linear-gradient(90deg, ${[...steps]
                .sort((a, b) => a.position - b.position)
                .map((step) => `${toHex(step.colour)} ${Math.round(step.position * 100)}%`)
                .join(', ')})`,
            }}
          />
          {steps.map((step, index) => (
            <div className="editor-palette-entry" key={index}>
              <ColourInput
                id={`${id}-${index}`}
                colour={step.colour}
                disabled={disabled}
                compact
                name={t('controlsPanel.colourNumber', { number: index + 1 })}
                onChange={(colour) =>
                  onChange(
                    steps.map((existing, position) =>
                      position === index ? { ...existing, colour } : existing,
                    ),
                  )
                }
                onCommit={onCommit}
              />
              <NumberField
                id={`${id}-${index}-position`}
                label={t('editor.panel.stepPosition')}
                min={0}
                max={100}
                step={1}
                value={Math.round(step.position * 100)}
                disabled={disabled}
                onChange={(percent) => {
                  const position = percent / 100;
                  onChange(
                    steps.map((existing, at) => (at === index ? { ...existing, position } : existing)),
                  );
                }}
                onCommit={onCommit}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t('editor.panel.removeStep')}
                disabled={disabled || steps.length <= 2}
                onClick={() => {
                  onChange(steps.filter((_, position) => position !== index));
                  onCommit();
                }}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button"
            data-variant="ghost"
            disabled={disabled || steps.length >= gradientStepLimit}
            onClick={() => {
              const last = steps[steps.length - 1];
              onChange([
                ...steps,
                { position: 1, colour: last?.colour ?? { red: 255, green: 255, blue: 255, alpha: 255 } },
              ]);
              onCommit();
            }}
          >
            {t('editor.panel.addStep')}
          </button>
        </div>
      );
    }
    case 'dropdown':
      return (
        <select
          id={id}
          value={String(value)}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.value);
            onCommit();
          }}
        >
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {translateLabel(i18n, option.label)}
            </option>
          ))}
        </select>
      );
    case 'toggle':
      return (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="editor-switch"
          checked={Boolean(value)}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.checked);
            onCommit();
          }}
        />
      );
    case 'file':
      return (
        <FileInput
          id={id}
          control={control}
          value={value}
          disabled={disabled}
          session={session}
          onChange={onChange}
          onCommit={onCommit}
        />
      );
    case 'text':
      return control.multiline ? (
        <textarea
          id={id}
          value={String(value ?? '')}
          maxLength={control.maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={String(value ?? '')}
          maxLength={control.maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      );
  }
}

function ColourInput({
  id,
  colour,
  disabled,
  onChange,
  onCommit,
  compact,
  name,
}: {
  id: string;
  colour: Colour;
  disabled: boolean;
  onChange: (colour: Colour) => void;
  onCommit: () => void;
  compact?: boolean;
  /** The name read out for a colour without a label of its own (a palette's or gradient's entry). */
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="editor-colour">
      <input
        id={id}
        aria-label={name}
        type="color"
        value={toHex(colour)}
        disabled={disabled}
        onChange={(event) => onChange(fromHex(event.target.value, colour.alpha))}
        onBlur={onCommit}
      />
      {compact ? null : (
        <label className="editor-colour-opacity">
          <span>{t('editor.panel.opacity')}</span>
          <input
            type="range"
            min={0}
            max={255}
            value={colour.alpha}
            disabled={disabled}
            onChange={(event) => onChange({ ...colour, alpha: event.target.valueAsNumber })}
            onPointerUp={onCommit}
            onBlur={onCommit}
          />
        </label>
      )}
    </div>
  );
}

export type { Editor };

/** The server's own words for a refused upload (too large, wrong type), when it sent them. */
/** How long the content-safety toast stays (spec section 8). */
const contentSafetyToastMilliseconds = 15_000;

/**
 * A file control: the chosen file is checked to be a readable image, uploaded with the project
 * and named in the graph by the id the server gave it. While it uploads the control says so; a
 * refused or failed upload says why, in the user's language, and leaves the control as it was,
 * except a file refused as unsafe, which empties it.
 */
function FileInput({
  id,
  control,
  value,
  disabled,
  session,
  onChange,
  onCommit,
}: {
  id: string;
  control: Extract<ControlSpec, { kind: 'file' }>;
  value: unknown;
  disabled: boolean;
  session: EditorSession;
  onChange: (value: unknown) => void;
  onCommit: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ uploading?: string; error?: string }>({});
  const picker = useRef<HTMLInputElement>(null);
  const chosen = typeof value === 'string' && value !== '';
  // The browser's own file button is hidden (its "No file chosen" would stand beside the name
  // of the file the project keeps); this button opens it, and the line below names the file.
  return (
    <div className="editor-file">
      <button
        type="button"
        className="button"
        disabled={disabled || state.uploading !== undefined}
        aria-describedby={`${id}-status`}
        onClick={() => picker.current?.click()}
      >
        {chosen ? t('controlsPanel.replaceFile') : t('controlsPanel.chooseFile')}
      </button>
      <input
        ref={picker}
        id={id}
        className="editor-file-input"
        tabIndex={-1}
        type="file"
        accept={control.accept.map((extension) => `.${extension}`).join(',')}
        disabled={disabled || state.uploading !== undefined}
        aria-describedby={`${id}-status`}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setState({ uploading: file.name });
          try {
            const fileId = await session.files.choose(file);
            onChange(fileId);
            onCommit();
            setState({});
          } catch (error) {
            console.error('Choosing the file failed', error);
            const message =
              error instanceof UnreadableFileError
                ? t(error.tooLarge ? 'editor.file.tooLarge' : 'editor.file.unreadable', { name: file.name })
                : serverErrorMessage(t, error, t('editor.file.uploadFailed', { name: file.name }));
            if (readServerFailure(error).code === 'content_safety') {
              // Spec section 8: a file refused by the content-safety rules is said in a toast
              // that stays 15 s, and the node is emptied rather than left on an earlier file.
              toasts.show({ message, tone: 'error', durationMilliseconds: contentSafetyToastMilliseconds });
              onChange(null);
              onCommit();
            }
            setState({ error: message });
          } finally {
            input.value = '';
          }
        }}
      />
      <span id={`${id}-status`} className="editor-file-name" role={state.error ? 'alert' : 'status'}>
        {state.uploading
          ? t('editor.file.uploading', { name: state.uploading })
          : state.error
            ? state.error
            : chosen
              ? (session.files.nameOf(value) ??
                t(
                  control.accept.includes('svg')
                    ? 'editor.file.chosenDrawing'
                    : control.accept.some((extension) => modelExtensions.has(extension))
                      ? 'editor.file.chosenModel'
                      : 'editor.file.chosen',
                ))
              : t('editor.file.none')}
      </span>
    </div>
  );
}
