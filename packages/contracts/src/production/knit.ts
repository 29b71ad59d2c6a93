// The file-writing node types of knitting (knitout, AYAB chart, worksheet), kept beside the family so its nodes
// land with their entries here; ../jobs.ts joins every family's lists.

/** Node types of the family that write a file (their values hold `file` beside the sockets). */
export const knitFileWritingNodeTypes = ['knit.export', 'knit.worksheet'] as const;

/** Those a `production` job writes. */
export const knitProductionNodeTypes: readonly (typeof knitFileWritingNodeTypes)[number][] = [
  'knit.export',
  'knit.worksheet',
];
