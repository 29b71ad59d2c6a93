// The file-writing node types of cutting plotters (HPGL, DXF, SVG), kept beside the family so its nodes
// land with their entries here; ../jobs.ts joins every family's lists.

/** Node types of the family that write a file (their values hold `file` beside the sockets). */
export const plotterFileWritingNodeTypes = ['plotter.export'] as const;

/** Those a `production` job writes. */
export const plotterProductionNodeTypes: readonly (typeof plotterFileWritingNodeTypes)[number][] = [
  'plotter.export',
];
