import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { paymentServiceModule } from './index';

await runStandaloneService(paymentServiceModule, HealthService);
