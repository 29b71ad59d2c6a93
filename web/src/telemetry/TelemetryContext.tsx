import { createContext, useContext, type ReactNode } from 'react';
import { silentTelemetry, type Telemetry } from './telemetry';

const TelemetryContext = createContext<Telemetry>(silentTelemetry);

export function TelemetryProvider({ telemetry, children }: { telemetry: Telemetry; children: ReactNode }) {
  return <TelemetryContext.Provider value={telemetry}>{children}</TelemetryContext.Provider>;
}

export function useTelemetry(): Telemetry {
  return useContext(TelemetryContext);
}
