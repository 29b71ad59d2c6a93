import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { projectServiceModule } from './index';

await runStandaloneService(projectServiceModule, HealthService);
