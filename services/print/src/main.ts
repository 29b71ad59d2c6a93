import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { printServiceModule } from './index';

await runStandaloneService(printServiceModule, HealthService);
