// The file-writing node types of jacquard weaving (bitmap, WIF), kept beside the family so its nodes
// land with their entries here; ../jobs.ts joins every family's lists.

/** Node types of the family that write a file (their values hold `file` beside the sockets). */
export const jacquardFileWritingNodeTypes = ['jacquard.export'] as const;

/** Those a `production` job writes. */
export const jacquardProductionNodeTypes: readonly (typeof jacquardFileWritingNodeTypes)[number][] = [
  'jacquard.export',
];
