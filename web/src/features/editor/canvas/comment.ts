// A node's note as the comment the canvas shows above it (the comments setting).

/** The most characters of a note a comment shows; the whole note is in the controls panel. */
export const commentLength = 140;

/** The note trimmed, on one paragraph, and shortened with an ellipsis; undefined when blank. */
export function commentText(note: string | undefined): string | undefined {
  const text = (note ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > commentLength ? `${text.slice(0, commentLength - 1).trimEnd()}…` : text;
}
