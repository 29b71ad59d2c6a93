/** The user's print orders and their status, shown on the profile's subscription tab. */
export function PrintOrdersPanel() {
  return null;
}
