/**
 * The developer header of spec section 7: the web app sends a stored value with every backend
 * call; the gateway passes it to services as request metadata (it switches diagnostics, never
 * permissions).
 */
export const developerHeader = 'X-Developer';
