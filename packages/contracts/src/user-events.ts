/**
 * What the user service tells the rest of the system about sessions and accounts, on the bus
 * (subjects below the bus prefix). Gateways keep who a token belongs to for a moment, and
 * forget it when one of these arrives.
 */
export const userSubjects = {
  /** Sessions that ended (sign-out): every access token of them stops working now. */
  sessionEnded: 'user.session.ended',
  /** A user whose role, address or acceptance of the terms changed. */
  changed: 'user.changed',
} as const;

export interface SessionEndedEvent {
  userId: string;
  sessionIds: string[];
}

export interface UserChangedEvent {
  userId: string;
}
