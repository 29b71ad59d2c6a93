import { runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { userServiceModule } from './index';

await runStandaloneService(userServiceModule, HealthService);
