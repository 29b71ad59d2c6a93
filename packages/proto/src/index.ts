/**
 * The gRPC contracts between the gateway, the six services and the render workers,
 * generated from proto/ by ts-proto (npm run generate:proto).
 *
 * Each service's messages, enums and codecs live in a namespace named after the service
 * (`user.ReadUserRequest`, `job.JobState`), because the services reuse message names
 * (`GetOrderRequest` exists in both template and print). The service definition, client
 * constructor and server interface are also exported at the top level, where their
 * names are unique.
 */
import * as common from './gen/atelier/common/v1/common';
import * as job from './gen/atelier/job/v1/job';
import * as payment from './gen/atelier/payment/v1/payment';
import * as print from './gen/atelier/print/v1/print';
import * as project from './gen/atelier/project/v1/project';
import * as template from './gen/atelier/template/v1/template';
import * as user from './gen/atelier/user/v1/user';
import * as health from './gen/grpc/health/v1/health';

export { common, health, job, payment, print, project, template, user };

export { UserServiceClient, UserServiceService } from './gen/atelier/user/v1/user';
export type { UserServiceServer } from './gen/atelier/user/v1/user';
export { ProjectServiceClient, ProjectServiceService } from './gen/atelier/project/v1/project';
export type { ProjectServiceServer } from './gen/atelier/project/v1/project';
export { TemplateServiceClient, TemplateServiceService } from './gen/atelier/template/v1/template';
export type { TemplateServiceServer } from './gen/atelier/template/v1/template';
export { JobServiceClient, JobServiceService } from './gen/atelier/job/v1/job';
export type { JobServiceServer } from './gen/atelier/job/v1/job';
export { PaymentServiceClient, PaymentServiceService } from './gen/atelier/payment/v1/payment';
export type { PaymentServiceServer } from './gen/atelier/payment/v1/payment';
export { PrintServiceClient, PrintServiceService } from './gen/atelier/print/v1/print';
export type { PrintServiceServer } from './gen/atelier/print/v1/print';
export { HealthClient, HealthService } from './gen/grpc/health/v1/health';
export type { HealthServer } from './gen/grpc/health/v1/health';

export { serviceNames } from './service-names';
export type { ServiceName } from './service-names';
