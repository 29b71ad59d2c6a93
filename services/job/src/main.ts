import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { jobServiceModule } from './index';

await runStandaloneService(jobServiceModule, HealthService);
