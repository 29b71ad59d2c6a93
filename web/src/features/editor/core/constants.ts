// Constants of the graph editor (spec section 9) and the canvas layout built on them.

/** The camera never zooms out beyond this scale (spec: minScale). */
export const minimumScale = 0.1;
/** The camera never zooms in beyond this scale (spec: maxScale). */
export const maximumScale = 2;
/** How strongly a pinch or ctrl/cmd + scroll zooms the canvas (spec: pinchZoomSpeed). */
export const pinchZoomSpeed = 0.6;
/** The same inside a node's detail view (spec: pinchZoomSpeed, detail view). */
export const pinchZoomSpeedDetailView = 1;
/** Image pixels moved per screen pixel dragged inside a detail view (spec: dragSpeedDetailView). */
export const dragSpeedDetailView = 0.02;
/** Size in canvas units of the node corner that starts a resize (spec: nodeResizeArea). */
export const nodeResizeArea = 20;
/** Size in canvas units of the group corner that starts a resize (spec: groupResizeArea). */
export const groupResizeArea = 18;

/** Default spacing of the workflow grid nodes snap to, in canvas units. */
export const defaultGridSize = 20;

/** Default gap between a node and one the editor places beside it (the profile's spacing). */
export const defaultSpacing = 40;

/**
 * A canvas narrower than this (a phone) opens at `narrowCanvasZoom` and is fitted no closer:
 * a node then takes two fifths of a phone's width instead of half, and a column of them fits.
 */
export const narrowCanvasWidth = 640;
export const narrowCanvasZoom = 0.75;

/** Screen pixels a pointer must travel before a press becomes a drag. */
export const dragThreshold = 4;

export const nodeDefaultWidth = 208;
export const nodeMinimumWidth = 160;
export const nodeMaximumWidth = 640;
export const nodeHeaderHeight = 34;
export const nodeRowHeight = 22;
export const nodePadding = 8;
export const socketRadius = 6;
/** Screen distance within which a press or drop counts as hitting a socket. */
export const socketHitRadius = 11;
/** Screen distance within which a drop lands on a wire. */
export const wireHitDistance = 8;

export const groupHeaderHeight = 32;
export const groupPadding = 24;
export const groupMinimumWidth = 160;
