// Common cutting plotters and the area each can cut, in millimetres. A height of 0 stands for a
// roll cutter: the material is fed from a roll and a job may be as long as it likes.

export interface CuttingMachine {
  name: string;
  /** Across the material, mm. */
  width: number;
  /** Along the material, mm; 0 for a roll (unlimited). */
  height: number;
}

/**
 * The cutting areas from the makers' specifications: Cricut's 12 × 24 in mat, Silhouette's 12 in
 * wide Cameo 4 (cutting 305 mm across, up to 3 m from the roll), Roland's 24 in GS2-24 (584 mm
 * cutting width from a roll), Brother's 12 × 12 in ScanNCut mat and Graphtec's 24 in CE8000-60.
 */
export const cuttingMachines = {
  'cricut-maker': { name: 'Cricut Maker', width: 305, height: 610 },
  'silhouette-cameo-4': { name: 'Silhouette Cameo 4', width: 305, height: 3000 },
  'roland-gs2-24': { name: 'Roland GS2-24', width: 584, height: 0 },
  'brother-scanncut': { name: 'Brother ScanNCut', width: 296, height: 296 },
  'graphtec-ce8000-60': { name: 'Graphtec CE8000-60', width: 603, height: 0 },
} as const satisfies Record<string, CuttingMachine>;

export type CuttingMachineId = keyof typeof cuttingMachines;

export const cuttingMachineIds = Object.keys(cuttingMachines) as CuttingMachineId[];

/** The largest cutting area a custom machine may have, mm. */
export const maximumMachineSize = 5000;
