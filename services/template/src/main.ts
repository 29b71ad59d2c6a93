import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { templateServiceModule } from './index';

await runStandaloneService(templateServiceModule, HealthService);
