/**
 * Fully qualified gRPC service names, as they appear in call paths and as a health check
 * names the one service it asks about.
 */
export const serviceNames = {
  user: 'atelier.user.v1.UserService',
  project: 'atelier.project.v1.ProjectService',
  template: 'atelier.template.v1.TemplateService',
  job: 'atelier.job.v1.JobService',
  payment: 'atelier.payment.v1.PaymentService',
  print: 'atelier.print.v1.PrintService',
  health: 'grpc.health.v1.Health',
} as const;

export type ServiceName = (typeof serviceNames)[keyof typeof serviceNames];
