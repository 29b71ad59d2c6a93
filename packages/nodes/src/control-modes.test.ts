import { describe, expect, it } from 'vitest';
import { allNodeDefinitions } from './registry';

describe('controls that apply in some modes only', () => {
  it('name only modes their node has, and every mode keeps at least one control', () => {
    let restricted = 0;
    for (const definition of allNodeDefinitions) {
      const modeIds = (definition.modes ?? []).map((mode) => mode.id);
      for (const control of definition.controls.flat()) {
        if (!control.modes) continue;
        restricted += 1;
        expect(control.modes.length, `${definition.id} ${control.id}`).toBeGreaterThan(0);
        for (const mode of control.modes) expect(modeIds, `${definition.id} ${control.id}`).toContain(mode);
      }
      for (const mode of modeIds) {
        const shown = definition.controls
          .flat()
          .filter((control) => !control.modes || control.modes.includes(mode));
        expect(shown.length, `${definition.id} in ${mode}`).toBeGreaterThan(0);
      }
    }
    // Gradient (angle, radius) and palette reduction (colours, method, palette) at least.
    expect(restricted).toBeGreaterThanOrEqual(5);
  });

  it('show Gradient its angle only when linear and its radius only when radial', () => {
    const gradient = allNodeDefinitions.find((definition) => definition.id === 'image.gradient')!;
    const modesOf = (id: string) => gradient.controls.flat().find((control) => control.id === id)?.modes;
    expect(modesOf('angle')).toEqual(['linear']);
    expect(modesOf('radius')).toEqual(['radial']);
    expect(modesOf('gradient')).toBeUndefined();
  });
});
